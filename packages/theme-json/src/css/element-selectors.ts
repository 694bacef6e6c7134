import type { ElementName, ElementPseudoClass } from '../types/styles';

/** The CSS selector of each theme.json element, in the order their rules are written. */
export const ELEMENT_SELECTORS: Readonly<Record<ElementName, string>> = {
  link: 'a:where(:not(.wp-element-button))',
  heading: 'h1, h2, h3, h4, h5, h6',
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  button: '.wp-element-button, .wp-block-button__link',
  caption:
    '.wp-element-caption, .wp-block-audio figcaption, .wp-block-embed figcaption, .wp-block-gallery figcaption, .wp-block-image figcaption, .wp-block-table figcaption, .wp-block-video figcaption',
  cite: 'cite',
};

/** Element names in output order (`heading` before `h1`–`h6` so single levels win). */
export const ELEMENT_NAMES = Object.keys(ELEMENT_SELECTORS) as ElementName[];

/** Pseudo-classes that links and buttons may style, in output order. */
export const ELEMENT_PSEUDO_CLASSES: Readonly<
  Partial<Record<ElementName, readonly ElementPseudoClass[]>>
> = {
  link: [':link', ':any-link', ':visited', ':hover', ':focus', ':focus-visible', ':active'],
  button: [':link', ':any-link', ':visited', ':hover', ':focus', ':focus-visible', ':active'],
};

/**
 * The default selector of a block type: `core/group` → `.wp-block-group`,
 * `acme/card` → `.wp-block-acme-card`.
 */
export function defaultBlockSelector(blockName: string): string {
  const bare = blockName.startsWith('core/') ? blockName.slice(5) : blockName;
  return `.wp-block-${bare.replace(/\//g, '-')}`;
}
