import type { StylePath } from '../../domain/global-styles/style-tree';

/** One colour of the Colors screen: what it is called and where it lives in `styles`. */
export interface ElementColor {
  id: string;
  label: string;
  path: StylePath;
}

/** The site's element colours, in the order the Colors screen lists them. */
export const ELEMENT_COLORS: readonly ElementColor[] = [
  { id: 'text', label: 'Text', path: ['color', 'text'] },
  { id: 'background', label: 'Background', path: ['color', 'background'] },
  { id: 'link', label: 'Link', path: ['elements', 'link', 'color', 'text'] },
  { id: 'heading', label: 'Heading', path: ['elements', 'heading', 'color', 'text'] },
  { id: 'button-text', label: 'Button text', path: ['elements', 'button', 'color', 'text'] },
  {
    id: 'button-background',
    label: 'Button background',
    path: ['elements', 'button', 'color', 'background'],
  },
  { id: 'caption', label: 'Caption', path: ['elements', 'caption', 'color', 'text'] },
];

/** At most this many swatches in the palette summary (spec 3 §9). */
export const SUMMARY_SWATCHES = 5;
