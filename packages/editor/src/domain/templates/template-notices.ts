import { errorMessage } from '../../data/error-message';
import { displayTitle, type TemplateItem, type TemplatePostType } from './template-item';

/** Spec 1 §8 and spec 2 §8: the texts of the template actions. */

const NOUNS: Record<TemplatePostType, { one: string; many: string }> = {
  wp_template: { one: 'template', many: 'templates' },
  wp_template_part: { one: 'template part', many: 'template parts' },
};

function nounOf(type: TemplatePostType, count: number): string {
  const noun = NOUNS[type];
  return count === 1 ? noun.one : noun.many;
}

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** 'Are you sure you want to delete "{title}"?' (or '{n} templates?' for several). */
export function deleteConfirmation(items: readonly TemplateItem[]): string {
  const [first] = items;
  if (items.length === 1 && first !== undefined) {
    return `Are you sure you want to delete "${displayTitle(first)}"?`;
  }
  return `Are you sure you want to delete ${items.length} ${nounOf(first?.type ?? 'wp_template', items.length)}?`;
}

/** '"{title}" deleted.' for one; 'Templates deleted.' / 'Template parts deleted.' for several. */
export function deleteSuccess(items: readonly TemplateItem[]): string {
  const [first] = items;
  if (items.length === 1 && first !== undefined) return `"${displayTitle(first)}" deleted.`;
  return `${capitalised(nounOf(first?.type ?? 'wp_template', items.length))} deleted.`;
}

/**
 * The notice after some deletions failed (spec 1 §8). One item: the server's message or the
 * fallback. Several: the plural fallback when no server message came, the fallback with the
 * message when all failures say the same, else 'Some errors occurred…' with every message.
 */
export function deleteFailure(
  type: TemplatePostType,
  errors: readonly unknown[],
  attempted: number,
): string {
  const fallback = `An error occurred while deleting the ${nounOf(type, attempted)}.`;
  const [first] = errors;
  if (errors.length === 1 && attempted === 1) return errorMessage(first, fallback);
  const messages = [
    ...new Set(errors.map((error) => errorMessage(error, '')).filter((message) => message !== '')),
  ];
  if (messages.length === 0) return fallback;
  if (messages.length === 1) return `${fallback.slice(0, -1)}: ${messages[0]}`;
  return `Some errors occurred while deleting the ${nounOf(type, 2)}: ${messages.join(', ')}`;
}

/** 'Template renamed.' / 'Template part renamed.' */
export function renameSuccess(type: TemplatePostType): string {
  return `${capitalised(nounOf(type, 1))} renamed.`;
}

export function renameFailure(type: TemplatePostType, error: unknown): string {
  return errorMessage(error, `An error occurred while renaming the ${nounOf(type, 1)}.`);
}

export const TEMPLATE_REVERTED = 'Template reverted.';
export const NOT_REVERTABLE = 'This template is not revertable.';
export const REVERT_RELOAD = 'Template revert failed. Please reload.';

/** Spec 2 §8: several items cleared at once. */
export function revertedMany(count: number): string {
  return `${count} items reverted.`;
}

export function revertFailure(type: TemplatePostType, error: unknown): string {
  return errorMessage(error, `An error occurred while reverting the ${nounOf(type, 1)}.`);
}

/** '"{title}" successfully created.' */
export function createSuccess(title: string): string {
  return `"${title}" successfully created.`;
}

export function createFailure(error: unknown): string {
  return errorMessage(error, 'An error occurred while creating the template.');
}
