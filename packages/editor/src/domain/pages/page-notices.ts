import { errorMessage } from '../../data/error-message';
import { type PageItem, pageTitle } from './page-item';

/**
 * The texts of the page actions (spec 2 §8; WordPress's words where the spec has none), single
 * and plural. Error texts follow the rule of spec 2 §8: the server's message unless its code is
 * `unknown_error`, else the fallback.
 */

type Titled = Pick<PageItem, 'title'>;

function only<Item>(items: readonly Item[]): Item | undefined {
  return items.length === 1 ? items[0] : undefined;
}

/** The messages the server sent (distinct, in order), leaving out those the rule hides. */
function serverMessages(errors: readonly unknown[]): string[] {
  const messages = errors.map((error) => errorMessage(error, '')).filter((text) => text !== '');
  return [...new Set(messages)];
}

/**
 * A failure of a bulk action: the server's message for one item, else the plural fallback, the
 * fallback with the message when every failure says the same, or 'Some errors occurred…'.
 */
function failure(
  errors: readonly unknown[],
  attempted: number,
  texts: { one: string; many: string; some: string },
): string {
  const [first] = errors;
  if (attempted === 1) return errorMessage(first, texts.one);
  const messages = serverMessages(errors);
  if (messages.length === 0) return texts.many;
  if (messages.length === 1) return `${texts.many.slice(0, -1)}: ${messages[0]}`;
  return `${texts.some}: ${messages.join(', ')}`;
}

/** '"{title}" moved to the trash.' / '{n} pages moved to the trash.' */
export function trashSuccess(items: readonly Titled[]): string {
  const one = only(items);
  if (one !== undefined) return `"${pageTitle(one)}" moved to the trash.`;
  return `${items.length} pages moved to the trash.`;
}

/** Spec 2 §8: 'An error occurred while moving the page to the trash.' and its plural forms. */
export function trashFailure(errors: readonly unknown[], attempted: number): string {
  return failure(errors, attempted, {
    one: 'An error occurred while moving the page to the trash.',
    many: 'An error occurred while moving the pages to the trash.',
    some: 'Some errors occurred while moving the pages to the trash',
  });
}

/** Spec 2 §8: '"{title}" has been restored.' / '{n} posts have been restored.' */
export function restoreSuccess(items: readonly Titled[]): string {
  const one = only(items);
  if (one !== undefined) return `"${pageTitle(one)}" has been restored.`;
  return `${items.length} posts have been restored.`;
}

/** Spec 2 §8: 'An error occurred while restoring the post.' / '…the posts.' */
export function restoreFailure(errors: readonly unknown[], attempted: number): string {
  return failure(errors, attempted, {
    one: 'An error occurred while restoring the post.',
    many: 'An error occurred while restoring the posts.',
    some: 'Some errors occurred while restoring the posts',
  });
}

/** Spec 2 §8: 'Delete "{title}"?' / 'Delete {n} items?' */
export function permanentDeleteConfirmation(items: readonly Titled[]): string {
  const one = only(items);
  if (one !== undefined) return `Delete "${pageTitle(one)}"?`;
  return `Delete ${items.length} items?`;
}

/** Spec 2 §8: '"{title}" permanently deleted.' / 'The posts were permanently deleted.' */
export function permanentDeleteSuccess(items: readonly Titled[]): string {
  const one = only(items);
  if (one !== undefined) return `"${pageTitle(one)}" permanently deleted.`;
  return 'The posts were permanently deleted.';
}

/**
 * Spec 2 §8: 'An error occurred while permanently deleting the post.' / '…the posts.' /
 * '…the posts: {message}' / 'Some errors occurred while permanently deleting the posts: {messages}'.
 */
export function permanentDeleteFailure(errors: readonly unknown[], attempted: number): string {
  return failure(errors, attempted, {
    one: 'An error occurred while permanently deleting the post.',
    many: 'An error occurred while permanently deleting the posts.',
    some: 'Some errors occurred while permanently deleting the posts',
  });
}

/** The title a duplicate starts with: '{title} (Copy)'. */
export function duplicateTitle(page: Titled): string {
  return `${page.title.trim() === '' ? pageTitle(page) : page.title} (Copy)`;
}

/** Spec 2 §8: '"{title}" duplicated.' */
export function duplicateSuccess(title: string): string {
  return `"${pageTitle({ title })}" duplicated.`;
}

export function duplicateFailure(error: unknown): string {
  return errorMessage(error, 'An error occurred while duplicating the page.');
}

export const FRONT_PAGE_UPDATED = 'Homepage updated.';
export const POSTS_PAGE_UPDATED = 'Posts page updated.';

/** The question before a page becomes the homepage (WordPress's words). */
export function frontPageConfirmation(page: Titled, current: Titled | null): string {
  const replaced =
    current === null
      ? 'This will replace the current homepage which is set to display latest posts.'
      : `This will replace the current homepage: "${pageTitle(current)}"`;
  return `Set "${pageTitle(page)}" as the site homepage? ${replaced}`;
}

/** The question before a page becomes the posts page. */
export function postsPageConfirmation(page: Titled, current: Titled | null): string {
  const replaced =
    current === null
      ? 'This page will show the latest posts.'
      : `This will replace the current posts page: "${pageTitle(current)}"`;
  return `Set "${pageTitle(page)}" as the posts page? ${replaced}`;
}

export function settingsFailure(error: unknown): string {
  return errorMessage(error, 'An error occurred while updating the site settings.');
}
