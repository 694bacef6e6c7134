import type { SaveResult } from '../../data/entities/entity-store';
import { errorMessage, errorStatus } from '../../data/error-message';

export const SAVED_MESSAGE = 'Site updated.';
const CONFLICT_FALLBACK =
  'This item was changed elsewhere since you opened it. Reload it, or overwrite the other changes.';

/** What to tell the user about one failed save: a conflict (412) offers Reload / Overwrite. */
export function saveFailure(
  result: Extract<SaveResult, { ok: false }>,
  title: string,
): { message: string; isConflict: boolean } {
  if (errorStatus(result.error) === 412) {
    return { message: errorMessage(result.error, CONFLICT_FALLBACK), isConflict: true };
  }
  return {
    message: errorMessage(result.error, `An error occurred while saving "${title}".`),
    isConflict: false,
  };
}
