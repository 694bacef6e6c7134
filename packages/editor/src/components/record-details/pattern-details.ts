import type { LocationTarget } from '../../app/location';
import { MY_PATTERNS } from '../../domain/patterns/pattern-categories';
import type { PatternItem } from '../../domain/patterns/pattern-item';
import { patternsListLocation } from '../../domain/patterns/pattern-location';

/** The Patterns list, where a pattern or part that does not exist leads. */
export const PATTERNS_LIST: LocationTarget = { path: '/patterns' };

/**
 * Where 'Back' leads from a pattern's or part's details (spec 2 §2): the category the location
 * names (the list it was opened from), else the item's first category — a part's area, a
 * pattern's first category, 'My patterns' for a pattern of the person's without one; the
 * Patterns list while the item is unknown.
 */
export function patternBackTarget(
  item: Pick<PatternItem, 'kind' | 'categories'> | null,
  location: { categoryType?: string; categoryId?: string },
): LocationTarget {
  if (item === null) return PATTERNS_LIST;
  const categoryType = item.kind === 'wp_template_part' ? 'wp_template_part' : 'pattern';
  if (location.categoryId !== undefined && (location.categoryType ?? 'pattern') === categoryType) {
    return patternsListLocation(categoryType, location.categoryId);
  }
  const [first] = item.categories;
  if (first !== undefined) return patternsListLocation(categoryType, first);
  return item.kind === 'user' ? patternsListLocation('pattern', MY_PATTERNS) : PATTERNS_LIST;
}
