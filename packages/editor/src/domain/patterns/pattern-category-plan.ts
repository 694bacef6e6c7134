import type { RegisteredPatternCategory } from './pattern-categories';
import type { PatternCategoryTerm } from './pattern-item';
import { categoryNames } from './pattern-naming';

/** What one chosen category becomes when a pattern is created (spec 2 §4). */
export type CategoryStep =
  /** One of the person's terms: its id goes on the pattern. */
  | { kind: 'existing'; id: number }
  /** A new term: a typed name, or a registered category's label (and name, as its slug). */
  | { kind: 'create'; name: string; slug?: string };

/**
 * The categories a new pattern gets, from the names the person picked or typed: a name (or slug)
 * one of their terms has, compared case-insensitively, reuses that term; a registered category's
 * label (or name) reuses the term sharing its slug, else becomes a new term with its label and
 * name; any other name becomes a new term. Names are cleaned first (`categoryNames`).
 */
export function planPatternCategories(
  chosen: readonly string[],
  terms: readonly PatternCategoryTerm[],
  registered: readonly RegisteredPatternCategory[],
): CategoryStep[] {
  const steps: CategoryStep[] = [];
  const seenIds = new Set<number>();
  const push = (step: CategoryStep) => {
    if (step.kind === 'existing') {
      if (seenIds.has(step.id)) return;
      seenIds.add(step.id);
    }
    steps.push(step);
  };
  for (const name of categoryNames(chosen)) {
    const key = name.toLowerCase();
    const term = terms.find(
      (candidate) => candidate.name.toLowerCase() === key || candidate.slug.toLowerCase() === key,
    );
    if (term !== undefined) {
      push({ kind: 'existing', id: term.id });
      continue;
    }
    const known = registered.find(
      (candidate) => candidate.label.toLowerCase() === key || candidate.name.toLowerCase() === key,
    );
    if (known === undefined) {
      push({ kind: 'create', name });
      continue;
    }
    const sameSlug = terms.find((candidate) => candidate.slug === known.name);
    push(
      sameSlug === undefined
        ? { kind: 'create', name: known.label, slug: known.name }
        : { kind: 'existing', id: sameSlug.id },
    );
  }
  return steps;
}

/**
 * The names the category field suggests: the person's terms, then the registered categories
 * whose label no term already has, each once, sorted by name.
 */
export function categorySuggestions(
  terms: readonly PatternCategoryTerm[],
  registered: readonly RegisteredPatternCategory[],
): string[] {
  const names = categoryNames([
    ...terms.map((term) => term.name),
    ...registered.map((category) => category.label),
  ]);
  return names.sort((a, b) => a.localeCompare(b));
}

/** The names the duplicate of an item starts with: its terms' names, else its category slugs. */
export function categoryLabelsOf(
  categories: readonly string[],
  terms: readonly PatternCategoryTerm[],
  registered: readonly RegisteredPatternCategory[],
): string[] {
  return categories.map((slug) => {
    const term = terms.find((candidate) => candidate.slug === slug);
    if (term !== undefined) return term.name;
    return registered.find((candidate) => candidate.name === slug)?.label ?? slug;
  });
}
