import { errorMessage } from '../../data/error-message';
import type { RegisteredPatternCategory } from './pattern-categories';
import type { PatternCategoryTerm } from './pattern-item';

/**
 * Whether another category already has this name (compared case-insensitively): another of the
 * person's terms, or a registered category's label (spec 2 §5, WordPress's rename rule).
 */
export function categoryNameTaken(
  name: string,
  termId: number,
  terms: readonly PatternCategoryTerm[],
  registered: readonly RegisteredPatternCategory[],
): boolean {
  const key = name.trim().toLowerCase();
  return (
    terms.some((term) => term.id !== termId && term.name.toLowerCase() === key) ||
    registered.some(
      (category) =>
        category.label.toLowerCase() === key &&
        !terms.some((term) => term.id === termId && term.slug === category.name),
    )
  );
}

/** 'An error occurred while renaming the pattern category.' (or the server's message). */
export function categoryRenameFailure(error: unknown): string {
  return errorMessage(error, 'An error occurred while renaming the pattern category.');
}
