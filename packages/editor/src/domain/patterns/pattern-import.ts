import { errorMessage } from '../../data/error-message';
import type { PatternCategoryTerm } from './pattern-item';

/** 'Imported "{title}" from JSON.' (spec 2 §8). */
export function patternImportSuccess(title: string): string {
  return `Imported "${title}" from JSON.`;
}

/** Spec 2 §8 'Import error: the server message' (a generic text only when there is none). */
export function patternImportFailure(error: unknown): string {
  const own = error instanceof Error && error.message.trim() !== '' ? error.message : '';
  return errorMessage(error, own || 'An error occurred while importing the pattern.');
}

/** The term an import goes into: the list's category when it is one of the person's. */
export function importCategoryTermId(
  categoryId: string | undefined,
  terms: readonly PatternCategoryTerm[],
): number | undefined {
  if (categoryId === undefined) return undefined;
  return terms.find((term) => term.slug === categoryId)?.id;
}
