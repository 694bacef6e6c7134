import type { BlockRegistry, BlockType } from '@atelier/blocks';

/** Inserter categories in the block editor's order, with their headings. */
export const CATEGORIES: readonly { name: string; title: string }[] = [
  { name: 'text', title: 'Text' },
  { name: 'media', title: 'Media' },
  { name: 'design', title: 'Design' },
  { name: 'widgets', title: 'Widgets' },
  { name: 'theme', title: 'Theme' },
  { name: 'embed', title: 'Embeds' },
];

/** Whether a block type may be offered at the top of the inserter. */
function insertable(type: BlockType): boolean {
  return type.supports?.inserter !== false && type.parent === undefined;
}

function matches(type: BlockType, needle: string): boolean {
  return (
    type.title.toLowerCase().includes(needle) ||
    type.name.toLowerCase().includes(needle) ||
    (type.keywords ?? []).some((keyword) => keyword.toLowerCase().includes(needle))
  );
}

/** Block types by category for a search text (empty categories left out). */
export function inserterGroups(
  registry: BlockRegistry,
  search: string,
): { name: string; title: string; types: BlockType[] }[] {
  const needle = search.trim().toLowerCase();
  const types = registry
    .all()
    .filter((type) => insertable(type) && (needle === '' || matches(type, needle)));
  const known = new Set(CATEGORIES.map((category) => category.name));
  const groups = CATEGORIES.map((category) => ({
    ...category,
    types: types.filter((type) => type.category === category.name),
  }));
  const others = types.filter((type) => !known.has(type.category ?? ''));
  if (others.length > 0)
    groups.push({ name: 'uncategorized', title: 'Uncategorized', types: others });
  return groups.filter((group) => group.types.length > 0);
}

/** A theme pattern from `/wp/v2/block-patterns/patterns`. */
export interface ThemePattern {
  name: string;
  /** Offered in the inserter (hidden patterns still render where templates use them). */
  inserter: boolean;
  title: string;
  content: string;
  categories: string[];
  keywords: string[];
}
