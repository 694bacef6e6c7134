import type { BlockType } from '@atelier/blocks';

/** A block category, as block types declare it. */
export type BlockCategory = BlockType['category'];

/** The Style Book's tabs, in order, with their labels (the block inserter's category names). */
export const STYLE_BOOK_CATEGORIES: readonly { slug: BlockCategory; label: string }[] = [
  { slug: 'text', label: 'Text' },
  { slug: 'media', label: 'Media' },
  { slug: 'design', label: 'Design' },
  { slug: 'widgets', label: 'Widgets' },
  { slug: 'theme', label: 'Theme' },
  { slug: 'embed', label: 'Embeds' },
];

/** One example of the Style Book: the block type it shows and its title. */
export interface StyleBookExample {
  name: string;
  title: string;
}

/** One tab of the Style Book. */
export interface StyleBookCategory {
  slug: BlockCategory;
  label: string;
  examples: readonly StyleBookExample[];
}

/**
 * The Style Book's tabs: the block types that have an example and may be inserted, grouped by
 * category in the order of `STYLE_BOOK_CATEGORIES` (each keeping the order it was given);
 * categories without an example are left out.
 */
export function styleBookCategories(blockTypes: readonly BlockType[]): StyleBookCategory[] {
  const shown = blockTypes.filter(
    (blockType) => blockType.example !== undefined && blockType.supports?.inserter !== false,
  );
  return STYLE_BOOK_CATEGORIES.map(({ slug, label }) => ({
    slug,
    label,
    examples: shown
      .filter((blockType) => blockType.category === slug)
      .map(({ name, title }) => ({ name, title })),
  })).filter((category) => category.examples.length > 0);
}

/** The tab holding a block type's example, if any. */
export function categoryOfExample(
  categories: readonly StyleBookCategory[],
  name: string | undefined,
): BlockCategory | undefined {
  if (name === undefined) return undefined;
  return categories.find((category) => category.examples.some((example) => example.name === name))
    ?.slug;
}

/**
 * The tab the Style Book opens on: the one holding the selected block type's example, else the
 * first; undefined when no tab has an example.
 */
export function openingTab(
  categories: readonly StyleBookCategory[],
  selectedBlock: string | undefined,
): BlockCategory | undefined {
  return categoryOfExample(categories, selectedBlock) ?? categories[0]?.slug;
}
