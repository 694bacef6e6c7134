import type { RestFontCollectionFamily } from './font-collection-shapes';

/** The category that filters nothing. */
export const ALL_FONT_CATEGORIES = 'all';

/** How long the collection search waits after the last key before it filters. */
export const COLLECTION_SEARCH_DEBOUNCE_MS = 300;

/** How long a result count waits before it is announced to screen readers. */
export const SEARCH_ANNOUNCE_DEBOUNCE_MS = 500;

/** What the collection tab filters by: a category slug (or 'all') and the search text. */
export interface CollectionFontFilters {
  category?: string;
  search?: string;
}

/** Whether the family's name contains the search text, ignoring case; empty text matches all. */
export function matchesFontSearch(family: RestFontCollectionFamily, search: string): boolean {
  if (search === '') return true;
  return family.font_family_settings.name.toLowerCase().includes(search.toLowerCase());
}

/** Whether the family is in the category; 'all' (or none) is every family. */
export function isInFontCategory(family: RestFontCollectionFamily, category?: string): boolean {
  if (category === undefined || category === ALL_FONT_CATEGORIES) return true;
  return family.categories.includes(category);
}

/** The families in the category whose names match the search, in the collection's order. */
export function filterCollectionFonts(
  families: readonly RestFontCollectionFamily[],
  filters: CollectionFontFilters,
): RestFontCollectionFamily[] {
  const search = filters.search ?? '';
  return families.filter(
    (family) => isInFontCategory(family, filters.category) && matchesFontSearch(family, search),
  );
}

/**
 * Fonts per page of a collection tab, from the window's height:
 * floor((max(height, 500) - 417) / 61), so at least one on the shortest window.
 */
export function collectionPageSize(windowHeight: number): number {
  return Math.floor((Math.max(windowHeight, 500) - 417) / 61);
}

/** One page of fonts, the page it is (clamped to those that exist) and how many pages there are. */
export interface CollectionFontPage {
  fonts: RestFontCollectionFamily[];
  page: number;
  totalPages: number;
}

/** The fonts of a 1-based page; a page past the end gives the last one, an empty list page 1. */
export function collectionFontPage(
  families: readonly RestFontCollectionFamily[],
  page: number,
  pageSize: number,
): CollectionFontPage {
  const size = Math.max(1, Math.floor(pageSize));
  const totalPages = Math.ceil(families.length / size);
  const current = Math.min(Math.max(1, Math.floor(page)), Math.max(1, totalPages));
  const start = (current - 1) * size;
  return { fonts: families.slice(start, start + size), page: current, totalPages };
}
