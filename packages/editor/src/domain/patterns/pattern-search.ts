import { isInCategory, type PatternCategoryType } from './pattern-categories';
import type { PatternItem } from './pattern-item';

/** Lower case, without accents, spaces collapsed: the text search compares. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a text (letters and digits of any script). */
function wordsOf(text: string): string[] {
  return normalizeSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

export interface PatternSearch {
  categoryType: PatternCategoryType;
  categoryId: string;
  search: string;
}

/**
 * Spec 2 §5: the rank of an item for a search. 0 when it is not in the category; otherwise 1,
 * plus 30 for a title equal to the search, else 20 for a title starting with it, else 10 when
 * every word of the search appears in its name, title, description or keywords.
 */
export function patternSearchRank(item: PatternItem, query: PatternSearch): number {
  if (!isInCategory(item, query.categoryType, query.categoryId)) return 0;
  const search = normalizeSearchText(query.search);
  if (search === '') return 1;
  const title = normalizeSearchText(item.title);
  if (title === search) return 31;
  if (title.startsWith(search)) return 21;
  const haystack = new Set(
    wordsOf([item.name, item.title, item.description, ...item.keywords].join(' ')),
  );
  const words = wordsOf(search);
  const all = words.every((word) => [...haystack].some((candidate) => candidate.includes(word)));
  return all ? 11 : 1;
}

/**
 * The items of a category matching a search, best first (spec 2 §5): an item must be in the
 * category; with no search every item of it is kept (minimum score 0), with a search only items
 * scoring above 1 (a title or word match) are, in descending rank, ties in list order.
 */
export function searchPatterns(items: readonly PatternItem[], query: PatternSearch): PatternItem[] {
  const searching = normalizeSearchText(query.search) !== '';
  const minimum = searching ? 1 : 0;
  const ranked = items
    .map((item, index) => ({ item, index, rank: patternSearchRank(item, query) }))
    .filter((entry) => entry.rank > minimum);
  if (searching) ranked.sort((a, b) => b.rank - a.rank || a.index - b.index);
  return ranked.map((entry) => entry.item);
}
