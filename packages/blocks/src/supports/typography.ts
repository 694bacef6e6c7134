import { getFontSizeValue, type ThemeJsonSettings } from '@atelier/theme-json';
import type { BlockAttributes } from '../grammar/block-node';
import { escapeAttribute } from '../html/escape';
import { addStyle, emptyOutput, readPath, type SupportOutput, stringValue } from './style-value';

const TYPOGRAPHY_PROPERTIES: [key: string, property: string][] = [
  ['fontSize', 'font-size'],
  ['fontFamily', 'font-family'],
  ['fontStyle', 'font-style'],
  ['fontWeight', 'font-weight'],
  ['lineHeight', 'line-height'],
  ['letterSpacing', 'letter-spacing'],
  ['textDecoration', 'text-decoration'],
  ['textTransform', 'text-transform'],
  ['writingMode', 'writing-mode'],
];

/**
 * Typography support: `has-{slug}-font-family`, `has-{slug}-font-size`, `has-text-align-{x}`
 * for the text-align style, and inline declarations for custom values.
 */
export function typographyOutput(attributes: BlockAttributes): SupportOutput {
  const out = emptyOutput();
  const sizeSlug = stringValue(attributes.fontSize);
  const familySlug = stringValue(attributes.fontFamily);
  if (familySlug !== undefined) out.classes.push(`has-${familySlug}-font-family`);
  if (sizeSlug !== undefined) out.classes.push(`has-${sizeSlug}-font-size`);
  const textAlign = stringValue(readPath(attributes.style, ['typography', 'textAlign']));
  if (textAlign !== undefined) out.classes.push(`has-text-align-${textAlign}`);
  for (const [key, property] of TYPOGRAPHY_PROPERTIES) {
    if (key === 'fontSize' && sizeSlug !== undefined) continue;
    if (key === 'fontFamily' && familySlug !== undefined) continue;
    addStyle(out, property, readPath(attributes.style, ['typography', key]));
  }
  return out;
}

/**
 * A block's custom font size made fluid, as WordPress's typography support does when rendering:
 * with `settings.typography.fluid` on, the first `font-size` declaration of the rendered HTML that
 * holds the block's `style.typography.fontSize` becomes the `clamp()` a preset of that size would
 * get. Presets (`has-*-font-size`) are fluid through their custom properties already; sizes that
 * cannot be made fluid, and HTML without the declaration, are returned unchanged.
 */
export function fluidCustomFontSize(
  html: string,
  attributes: BlockAttributes,
  settings: ThemeJsonSettings | undefined,
): string {
  const size = stringValue(readPath(attributes.style, ['typography', 'fontSize']));
  if (size === undefined || settings?.typography?.fluid === undefined) return html;
  const fluid = getFontSizeValue({ size }, settings);
  if (fluid === size) return html;
  const declaration = new RegExp(`font-size\\s*:\\s*${escapeRegExp(size)}\\s*;?`);
  return html.replace(declaration, `font-size:${escapeAttribute(fluid)};`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
