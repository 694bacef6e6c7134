import type { PageItem } from './page-item';

/**
 * Which actions apply to a page (spec 2 §4–§5). Site settings are passed in: whether a page is
 * the front page or the posts page decides the two 'Set as' actions.
 */

export interface FrontPageSettings {
  /** `page` when a static page is the front page; `posts` for the latest posts. */
  showOnFront: string;
  pageOnFront: number;
  pageForPosts: number;
}

type Status = Pick<PageItem, 'status'>;

/** Edit, View and Duplicate: not for trashed pages. */
export function isNotTrashed(page: Status): boolean {
  return page.status !== 'trash';
}

/** Restore and Permanently delete: trashed pages only. */
export function isTrashed(page: Status): boolean {
  return page.status === 'trash';
}

/** Move to Trash: any page not in the trash yet. */
export const canMoveToTrash = isNotTrashed;

function isPublicPage(page: Pick<PageItem, 'status' | 'password'>): boolean {
  return page.status === 'publish' && page.password === '';
}

/** Set as front page: a published page without a password that is not the front page already. */
export function canSetAsFrontPage(
  page: Pick<PageItem, 'id' | 'status' | 'password'>,
  settings: FrontPageSettings,
): boolean {
  const isFront = settings.showOnFront === 'page' && settings.pageOnFront === page.id;
  return isPublicPage(page) && !isFront;
}

/**
 * Set as posts page: a published page without a password that is neither the posts page nor
 * the front page.
 */
export function canSetAsPostsPage(
  page: Pick<PageItem, 'id' | 'status' | 'password'>,
  settings: FrontPageSettings,
): boolean {
  const isFront = settings.showOnFront === 'page' && settings.pageOnFront === page.id;
  return isPublicPage(page) && settings.pageForPosts !== page.id && !isFront;
}
