import type { StylePath } from '../../domain/global-styles/style-tree';
import type { TypographyElement } from './styles-sections';

/** A heading level of the Headings screen: all headings, or one level. */
export type HeadingLevel = 'heading' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export const HEADING_LEVELS: readonly { value: HeadingLevel; label: string }[] = [
  { value: 'heading', label: 'All' },
  { value: 'h1', label: 'H1' },
  { value: 'h2', label: 'H2' },
  { value: 'h3', label: 'H3' },
  { value: 'h4', label: 'H4' },
  { value: 'h5', label: 'H5' },
  { value: 'h6', label: 'H6' },
];

/** How Typography lists an element and titles its screen. */
export const ELEMENT_LABELS: Record<TypographyElement, string> = {
  text: 'Text',
  link: 'Links',
  heading: 'Headings',
  caption: 'Captions',
  button: 'Buttons',
};

/**
 * Where an element's styles live in `styles`: text is the root (the body), the others their
 * `elements.*` node; headings at the chosen level (`elements.heading` for All).
 */
export function elementStylePath(element: TypographyElement, level: HeadingLevel): StylePath {
  if (element === 'text') return [];
  if (element === 'heading') return ['elements', level];
  return ['elements', element];
}
