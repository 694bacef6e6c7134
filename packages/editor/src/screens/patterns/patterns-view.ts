import {
  type DefaultLayouts,
  type Field,
  type FilteredPage,
  filterSortAndPaginate,
  type View,
} from '@atelier/dataviews';
import type { PatternCategoryType } from '../../domain/patterns/pattern-categories';
import type { PatternItem } from '../../domain/patterns/pattern-item';
import { searchPatterns } from '../../domain/patterns/pattern-search';

/** The field ids of the Patterns list. */
export const PATTERN_FIELD = {
  preview: 'preview',
  title: 'title',
  syncStatus: 'sync-status',
  author: 'author',
} as const;

/**
 * Spec 2 §9: the Patterns list starts as a grid of 20 a page with the sync status hidden, the
 * preview as each card's picture. No sort: a search keeps its ranking (spec 2 §5), best first.
 */
export const DEFAULT_PATTERNS_VIEW: View = Object.freeze<View>({
  type: 'grid',
  search: '',
  filters: [],
  page: 1,
  perPage: 20,
  hiddenFields: [PATTERN_FIELD.syncStatus],
  layout: { primaryField: PATTERN_FIELD.title, mediaField: PATTERN_FIELD.preview },
});

/** Grid (the default) and table, as WordPress's Patterns list offers them. */
export const PATTERNS_DEFAULT_LAYOUTS: DefaultLayouts = Object.freeze({
  grid: { layout: { primaryField: PATTERN_FIELD.title, mediaField: PATTERN_FIELD.preview } },
  table: { layout: { primaryField: PATTERN_FIELD.title } },
});

/**
 * The view shown: the kept view, in the layout the location names (`layout`: only table and
 * grid are offered; none means the grid). A layout other than the kept view's starts with that
 * layout's default options, as a switch in the list would.
 */
export function viewInLayout(kept: View, layout: string | undefined): View {
  const type = layout === 'table' ? 'table' : 'grid';
  if (kept.type === type) return kept;
  return { ...kept, type, layout: { ...PATTERNS_DEFAULT_LAYOUTS[type]?.layout } };
}

/** The location's `layout` for a view: the grid is the default and is left out. */
export function layoutOfView(view: View): 'table' | undefined {
  return view.type === 'table' ? 'table' : undefined;
}

/**
 * The view kept for one category: the list goes back to the default view when the category
 * changes (spec 2 §2), so a view kept for another category is the default here.
 */
export function viewForCategory(kept: { category: string; view: View }, category: string): View {
  return kept.category === category ? kept.view : DEFAULT_PATTERNS_VIEW;
}

/**
 * One page of the Patterns list: the category's items matching the search, ranked as spec 2 §5
 * says (`searchPatterns`), then the view's filters, sort and paging. The data view's own text
 * search is left out, so it never filters a second time.
 */
export function patternsPage(
  items: readonly PatternItem[],
  view: View,
  fields: readonly Field<PatternItem>[],
  category: { categoryType: PatternCategoryType; categoryId: string },
): FilteredPage<PatternItem> {
  const found = searchPatterns(items, { ...category, search: view.search ?? '' });
  return filterSortAndPaginate(found, { ...view, search: '' }, fields);
}
