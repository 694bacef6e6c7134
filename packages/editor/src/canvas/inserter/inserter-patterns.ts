import { ALL_PATTERNS, type PatternCategory } from '../../domain/patterns/pattern-categories';
import type { PatternItem } from '../../domain/patterns/pattern-item';
import { searchPatterns } from '../../domain/patterns/pattern-search';
import { patternReferenceMarkup } from '../naming/blocks-reference';

/** A category of the Patterns tab's picker. */
export interface InserterPatternCategory {
  name: string;
  label: string;
}

/**
 * The Patterns tab's categories: 'All patterns', then 'My patterns' when the person has any,
 * then the other categories that hold patterns (the theme's and the person's), as the Patterns
 * area's sidebar lists them.
 */
export function inserterPatternCategories(
  mine: PatternCategory,
  categories: readonly PatternCategory[],
): InserterPatternCategory[] {
  const others = categories.filter((category) => category.name !== ALL_PATTERNS);
  return [
    { name: ALL_PATTERNS, label: 'All patterns' },
    ...(mine.count > 0 ? [{ name: mine.name, label: mine.label }] : []),
    ...others.map((category) => ({ name: category.name, label: category.label })),
  ];
}

/**
 * The patterns the tab offers for a category and a search, best first (spec 2 §5's scoring for
 * the person's patterns and the theme's alike); patterns hidden from the inserter left out.
 */
export function inserterPatterns(
  items: readonly PatternItem[],
  categoryId: string,
  search: string,
): PatternItem[] {
  return searchPatterns(
    items.filter((item) => item.inserter && item.kind !== 'wp_template_part'),
    { categoryType: 'pattern', categoryId, search },
  );
}

/**
 * The block markup a pattern inserts: a synced pattern of the person's is a reference to it
 * (`core/block` with its `ref`, so later changes show everywhere); any other pattern is a copy
 * of its blocks.
 */
export function patternInsertMarkup(
  item: Pick<PatternItem, 'kind' | 'id' | 'syncStatus' | 'content'>,
): string {
  const ref = Number(item.id);
  if (item.kind === 'user' && item.syncStatus === 'full' && Number.isInteger(ref)) {
    return patternReferenceMarkup(ref);
  }
  return item.content;
}
