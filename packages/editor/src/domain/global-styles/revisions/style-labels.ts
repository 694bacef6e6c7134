/**
 * The names the Styles screens give to the parts of a global styles tree, shared by the change
 * summary of the Revisions list and the visual diff's changed values.
 */

/** The elements of the Typography screen (Text, Links, Headings, Captions, Buttons) and levels. */
export const ELEMENT_LABELS: Readonly<Record<string, string>> = {
  link: 'Links',
  heading: 'Headings',
  caption: 'Captions',
  button: 'Buttons',
  cite: 'Citations',
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((level) => [`h${level}`, `H${level}`])),
};

/** The title people know a block type by ('core/group' → 'Group'), when the caller knows it. */
export type BlockTitle = (name: string) => string | undefined;

/** An element's name on the Typography screen ('link' → 'Links'); the key itself when unknown. */
export function elementLabel(name: string): string {
  return ELEMENT_LABELS[name] ?? name;
}

/** A block type's title, else its name without the `core/` prefix ('core/group' → 'group'). */
export function blockLabel(name: string, blockTitle?: BlockTitle): string {
  return blockTitle?.(name) ?? name.replace(/^core\//, '');
}
