import type { BlockAttributes } from '../grammar/block-node';
import { addStyle, emptyOutput, readPath, type SupportOutput, stringValue } from './style-value';

/**
 * Colour support: `has-{slug}-color has-text-color`, `has-{slug}-background-color`,
 * `has-{slug}-gradient-background`, `has-background`, `has-link-color`, and inline
 * `color` / `background-color` / `background` for custom values.
 */
export function colorOutput(attributes: BlockAttributes): SupportOutput {
  const out = emptyOutput();
  const textSlug = stringValue(attributes.textColor);
  const backgroundSlug = stringValue(attributes.backgroundColor);
  const gradientSlug = stringValue(attributes.gradient);
  const customText = stringValue(readPath(attributes.style, ['color', 'text']));
  const customBackground = stringValue(readPath(attributes.style, ['color', 'background']));
  const customGradient = stringValue(readPath(attributes.style, ['color', 'gradient']));
  const linkColor = readPath(attributes.style, ['elements', 'link', 'color', 'text']);
  const hasGradient = gradientSlug !== undefined || customGradient !== undefined;

  if (textSlug !== undefined) out.classes.push(`has-${textSlug}-color`);
  if (gradientSlug !== undefined) out.classes.push(`has-${gradientSlug}-gradient-background`);
  if (backgroundSlug !== undefined && !hasGradient) {
    out.classes.push(`has-${backgroundSlug}-background-color`);
  }
  if (textSlug !== undefined || customText !== undefined) out.classes.push('has-text-color');
  if (backgroundSlug !== undefined || customBackground !== undefined || hasGradient) {
    out.classes.push('has-background');
  }
  if (stringValue(linkColor) !== undefined) out.classes.push('has-link-color');

  if (textSlug === undefined) addStyle(out, 'color', customText);
  if (backgroundSlug === undefined && !hasGradient) {
    addStyle(out, 'background-color', customBackground);
  }
  if (gradientSlug === undefined) addStyle(out, 'background', customGradient);
  return out;
}
