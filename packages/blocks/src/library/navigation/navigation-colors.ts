import type { BlockAttributes } from '../../grammar/block-node';
import { optionalText } from '../attribute-values';

/** Which attributes hold a colour pair: a preset slug or a custom value, for text and background. */
export interface ColorKeys {
  text: string;
  customText: string;
  background: string;
  customBackground: string;
}

/** The navigation's own colours (on the `<nav>`). */
export const NAVIGATION_COLORS: ColorKeys = {
  text: 'textColor',
  customText: 'customTextColor',
  background: 'backgroundColor',
  customBackground: 'customBackgroundColor',
};

/** The overlay menu's colours (on the responsive container). */
export const OVERLAY_COLORS: ColorKeys = {
  text: 'overlayTextColor',
  customText: 'customOverlayTextColor',
  background: 'overlayBackgroundColor',
  customBackground: 'customOverlayBackgroundColor',
};

/** Classes and inline declarations of a colour pair. */
export interface ColorOutput {
  classes: string[];
  styles: [string, string][];
}

/**
 * A colour pair as WordPress's navigation block writes it: a preset gives `has-text-color
 * has-{slug}-color` / `has-background has-{slug}-background-color`; a custom value gives the
 * `has-text-color` / `has-background` class and a `color` / `background-color` declaration.
 */
export function navigationColors(attributes: BlockAttributes, keys: ColorKeys): ColorOutput {
  const out: ColorOutput = { classes: [], styles: [] };
  const text = optionalText(attributes, keys.text);
  const customText = optionalText(attributes, keys.customText);
  if (text !== undefined) out.classes.push('has-text-color', `has-${text}-color`);
  else if (customText !== undefined) {
    out.classes.push('has-text-color');
    out.styles.push(['color', customText]);
  }
  const background = optionalText(attributes, keys.background);
  const customBackground = optionalText(attributes, keys.customBackground);
  if (background !== undefined) {
    out.classes.push('has-background', `has-${background}-background-color`);
  } else if (customBackground !== undefined) {
    out.classes.push('has-background');
    out.styles.push(['background-color', customBackground]);
  }
  return out;
}
