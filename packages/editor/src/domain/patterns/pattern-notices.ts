import { errorMessage } from '../../data/error-message';
import { type PatternItem, patternTitle } from './pattern-item';

/** Spec 2 §8: the texts of the pattern and pattern-category actions. */

function noun(items: readonly PatternItem[]): string {
  const allParts = items.length > 0 && items.every((item) => item.kind === 'wp_template_part');
  if (items.length === 1) return allParts ? 'template part' : 'pattern';
  return allParts ? 'template parts' : 'patterns';
}

/** 'Are you sure you want to delete "{title}"?' or '… delete {n} patterns?' / '{n} template parts?'. */
export function patternDeleteConfirmation(items: readonly PatternItem[]): string {
  const [first] = items;
  if (items.length === 1 && first !== undefined) {
    return `Are you sure you want to delete "${patternTitle(first)}"?`;
  }
  return `Are you sure you want to delete ${items.length} ${noun(items)}?`;
}

/** '"{title}" deleted.' for one, 'The patterns were deleted.' for several. */
export function patternDeleteSuccess(items: readonly PatternItem[]): string {
  const [first] = items;
  if (items.length === 1 && first !== undefined) return `"${patternTitle(first)}" deleted.`;
  return 'The patterns were deleted.';
}

/**
 * After failed deletions: one item — the server's message or 'An error occurred while deleting
 * the pattern.'; several — the plural fallback, with the message when all say the same, else
 * 'Some errors occurred while deleting the patterns: …' with every message.
 */
export function patternDeleteFailure(errors: readonly unknown[], attempted: number): string {
  const fallback = `An error occurred while deleting the ${attempted === 1 ? 'pattern' : 'patterns'}.`;
  const [first] = errors;
  if (attempted === 1) return errorMessage(first, fallback);
  const messages = [
    ...new Set(errors.map((error) => errorMessage(error, '')).filter((message) => message !== '')),
  ];
  if (messages.length === 0) return fallback;
  if (messages.length === 1) {
    return `An error occurred while deleting the patterns: ${messages[0]}`;
  }
  return `Some errors occurred while deleting the patterns: ${messages.join(' ')}`;
}

/** 'Pattern renamed.' / 'Template part renamed.' */
export function patternRenameSuccess(item: PatternItem): string {
  return item.kind === 'wp_template_part' ? 'Template part renamed.' : 'Pattern renamed.';
}

/** 'An error occurred while renaming the pattern.' / '… the template part.' (or the server's message). */
export function patternRenameFailure(item: PatternItem, error: unknown): string {
  const what = item.kind === 'wp_template_part' ? 'template part' : 'pattern';
  return errorMessage(error, `An error occurred while renaming the ${what}.`);
}

/** '"{title}" duplicated.' */
export function patternDuplicateSuccess(title: string): string {
  return `"${title}" duplicated.`;
}

/** '"{title}" synced pattern created.' / '"{title}" pattern created.' */
export function patternCreateSuccess(title: string, synced: boolean): string {
  return synced ? `"${title}" synced pattern created.` : `"${title}" pattern created.`;
}

/** 'Are you sure you want to clear these customizations?' */
export const CLEAR_CUSTOMIZATIONS_CONFIRMATION =
  'Are you sure you want to clear these customizations?';

/** 'Are you sure you want to delete the category "{name}"? The patterns will not be deleted.' */
export function categoryDeleteConfirmation(label: string): string {
  return `Are you sure you want to delete the category "${label}"? The patterns will not be deleted.`;
}

/** 'An error occurred while deleting the pattern category.' (or the server's message). */
export function categoryDeleteFailure(error: unknown): string {
  return errorMessage(error, 'An error occurred while deleting the pattern category.');
}
