/**
 * The words of presence (the spec names none; docs/decisions.md, "Presence", records them):
 * each avatar is named after the person, the overflow count after how many more there are.
 */
export const presenceTexts = {
  /** The header's group of avatars. */
  group: 'People editing this document',
  /** The title of the list of everyone, shown on hover or focus. */
  listTitle: 'Editing now',
  /** One avatar. */
  editing: (name: string) => `${name} is editing`,
  /** The "+N" after the avatars shown. */
  more: (count: number) =>
    count === 1 ? '1 more person is editing' : `${count} more people are editing`,
};
