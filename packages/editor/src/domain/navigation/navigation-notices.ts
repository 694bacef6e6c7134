import { UNEXPECTED_ERROR } from '../../data/entities/entity-store';
import { errorMessage } from '../../data/error-message';

/**
 * The texts of the Navigation area: spec 2 §8 (errors, 'No Navigation Menus found.', the
 * messages in place) and, where the spec shows none, WordPress's own.
 */

/** Spec 2 §2: the list when there is no menu (and the fallback made none). */
export const NO_MENUS = 'No Navigation Menus found.';

/** Spec 2 §8: a menu's screen when the menu does not exist. */
export const MENU_MISSING = 'Navigation Menu missing.';

/** The server's reason (spec 2 §8 rule: its message unless the code is `unknown_error`). */
function reason(error: unknown): string {
  return errorMessage(error, UNEXPECTED_ERROR);
}

/** 'Unable to rename Navigation menu (%s).' (the title edit is reverted). */
export function menuRenameFailure(error: unknown): string {
  return `Unable to rename Navigation menu (${reason(error)}).`;
}

/** 'Unable to duplicate Navigation menu (%s).' */
export function menuDuplicateFailure(error: unknown): string {
  return `Unable to duplicate Navigation menu (${reason(error)}).`;
}

/** 'Unable to delete Navigation menu (%s).' */
export function menuDeleteFailure(error: unknown): string {
  return `Unable to delete Navigation menu (${reason(error)}).`;
}

/** Success notices: WordPress's texts (the spec shows none for menus). */
export const MENU_RENAMED = 'Renamed Navigation menu';
export const MENU_DUPLICATED = 'Duplicated Navigation menu';
export const MENU_DELETED = 'Deleted Navigation menu';

/** Spec 2 §5, §8: Delete asks first, naming the menu. */
export function menuDeleteConfirmation(name: string): string {
  return `Are you sure you want to delete "${name}"?`;
}
