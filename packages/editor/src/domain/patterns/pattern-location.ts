import type { LocationTarget } from '../../app/location';
import { ALL_PATTERNS, type PatternCategoryType } from './pattern-categories';
import type { PatternItem } from './pattern-item';

/** Spec 2 §2: a pattern opens at /wp_block/{id}, a template part at /wp_template_part/{theme//slug}. */
export function patternLocation(
  item: Pick<PatternItem, 'kind' | 'id'>,
  canvas: 'view' | 'edit' = 'view',
): LocationTarget | null {
  if (item.kind === 'theme') return null;
  const path = item.kind === 'user' ? `/wp_block/${item.id}` : `/wp_template_part/${item.id}`;
  return canvas === 'edit' ? { path, canvas } : { path };
}

/** The Patterns list of a category (the default one: all patterns). */
export function patternsListLocation(
  categoryType: PatternCategoryType = 'pattern',
  categoryId: string = ALL_PATTERNS,
): LocationTarget {
  return { path: '/patterns', categoryType, categoryId };
}

/** The category the location names, with the defaults of spec 2 §2 (all patterns). */
export function categoryOfLocation(location: { categoryType?: string; categoryId?: string }): {
  categoryType: PatternCategoryType;
  categoryId: string;
} {
  const categoryType =
    location.categoryType === 'wp_template_part' ? 'wp_template_part' : 'pattern';
  return { categoryType, categoryId: location.categoryId ?? ALL_PATTERNS };
}
