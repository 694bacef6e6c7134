import { TEMPLATE_PART_AREAS } from '@atelier/blocks';
import type { PatternCategoryTerm, PatternItem } from './pattern-item';

/** The `categoryType` of the location (spec 2 §2): pattern categories or template-part areas. */
export type PatternCategoryType = 'pattern' | 'wp_template_part';

/** The category every pattern is in, the list's default (spec 2 §2). */
export const ALL_PATTERNS = 'all-patterns';
/** The person's own patterns, whatever their categories. */
export const MY_PATTERNS = 'my-patterns';
/** Patterns with no category at all. */
export const UNCATEGORIZED = 'uncategorized';

/** A category of the sidebar with the number of patterns in it. */
export interface PatternCategory {
  name: string;
  label: string;
  description: string;
  count: number;
  /**
   * The term id when the person made this category (it can be renamed and deleted, spec 2 §2);
   * undefined for the categories the theme and the server register.
   */
  termId?: number;
}

/** A category the server and theme register (`/wp/v2/block-patterns/categories`). */
export interface RegisteredPatternCategory {
  name: string;
  label: string;
  description?: string;
}

/** Reads a registered category record; null when it is not one. */
export function toRegisteredCategory(
  record: Readonly<Record<string, unknown>>,
): RegisteredPatternCategory | null {
  if (typeof record.name !== 'string') return null;
  return {
    name: record.name,
    label: typeof record.label === 'string' ? record.label : record.name,
    description: typeof record.description === 'string' ? record.description : '',
  };
}

/** Whether an item of the pattern kinds is in a pattern category (spec 2 §5: category must match). */
export function isInPatternCategory(item: PatternItem, categoryId: string): boolean {
  if (item.kind === 'wp_template_part') return false;
  if (categoryId === ALL_PATTERNS) return true;
  if (categoryId === MY_PATTERNS) return item.kind === 'user';
  if (categoryId === UNCATEGORIZED) {
    return item.categories.length === 0 || item.categories.includes(UNCATEGORIZED);
  }
  return item.categories.includes(categoryId);
}

/** Whether an item is in what the location names: a pattern category or a template-part area. */
export function isInCategory(
  item: PatternItem,
  categoryType: PatternCategoryType,
  categoryId: string,
): boolean {
  if (categoryType === 'wp_template_part') {
    return item.kind === 'wp_template_part' && item.categories.includes(categoryId);
  }
  return isInPatternCategory(item, categoryId);
}

/**
 * The pattern categories of the sidebar (spec 2 §2): 'All patterns' first with every pattern
 * counted, then the categories that hold at least one pattern sorted by label, 'Uncategorized'
 * among them for patterns without one. A person's category with the name of a registered one
 * joins it (the registered one keeps its label and cannot be renamed).
 */
export function patternCategories(
  registered: readonly RegisteredPatternCategory[],
  terms: readonly PatternCategoryTerm[],
  patterns: readonly PatternItem[],
): PatternCategory[] {
  const byName = new Map<string, PatternCategory>();
  for (const category of registered) {
    if (!byName.has(category.name)) {
      byName.set(category.name, {
        name: category.name,
        label: category.label,
        description: category.description ?? '',
        count: 0,
      });
    }
  }
  for (const term of terms) {
    if (!byName.has(term.slug)) {
      byName.set(term.slug, {
        name: term.slug,
        label: term.name,
        description: term.description,
        count: 0,
        termId: term.id,
      });
    }
  }
  if (!byName.has(UNCATEGORIZED)) {
    byName.set(UNCATEGORIZED, {
      name: UNCATEGORIZED,
      label: 'Uncategorized',
      description: 'Patterns that are not in any category.',
      count: 0,
    });
  }
  const listed = patterns.filter((item) => item.kind !== 'wp_template_part');
  for (const item of listed) {
    const names = item.categories.length === 0 ? [UNCATEGORIZED] : new Set(item.categories);
    for (const name of names) {
      const category = byName.get(name);
      if (category !== undefined) category.count += 1;
    }
  }
  const used = [...byName.values()]
    .filter((category) => category.count > 0)
    .sort((a, b) => a.label.localeCompare(b.label));
  return [
    {
      name: ALL_PATTERNS,
      label: 'All patterns',
      description: 'A list of all patterns from all sources.',
      count: listed.length,
    },
    ...used,
  ];
}

/** 'My patterns' with the number of the person's patterns (spec 2 §2). */
export function myPatternsCategory(patterns: readonly PatternItem[]): PatternCategory {
  return {
    name: MY_PATTERNS,
    label: 'My patterns',
    description: 'Patterns you made: synced ones update everywhere they are used.',
    count: patterns.filter((item) => item.kind === 'user').length,
  };
}

/** The template-part areas (header, footer, sidebar, uncategorized) with their part counts. */
export function templatePartAreaCategories(parts: readonly PatternItem[]): PatternCategory[] {
  return TEMPLATE_PART_AREAS.map((area) => ({
    name: area.value,
    label: area.label,
    description: area.description,
    count: parts.filter(
      (item) => item.kind === 'wp_template_part' && item.categories.includes(area.value),
    ).length,
  }));
}

/**
 * The header of the list for the location's category: its label and description, and the term
 * id when the person may rename or delete it; undefined for a category that does not exist.
 */
export function findCategory(
  categoryType: PatternCategoryType,
  categoryId: string,
  lists: {
    patterns: readonly PatternCategory[];
    areas: readonly PatternCategory[];
    mine: PatternCategory;
  },
): PatternCategory | undefined {
  if (categoryType === 'wp_template_part') {
    return lists.areas.find((area) => area.name === categoryId);
  }
  if (categoryId === MY_PATTERNS) return lists.mine;
  return lists.patterns.find((category) => category.name === categoryId);
}
