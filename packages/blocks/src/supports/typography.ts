import type { BlockAttributes } from '../grammar/block-node';
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
