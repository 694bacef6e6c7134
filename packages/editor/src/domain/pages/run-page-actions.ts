import type { NoticeStatus } from '../../components/notices/NoticesProvider';
import type { PageItem } from './page-item';
import {
  duplicateFailure,
  duplicateSuccess,
  FRONT_PAGE_UPDATED,
  POSTS_PAGE_UPDATED,
  permanentDeleteFailure,
  permanentDeleteSuccess,
  restoreFailure,
  restoreSuccess,
  settingsFailure,
  trashFailure,
  trashSuccess,
} from './page-notices';
import type { PagesOutcome } from './page-operations';

/** What the page actions need from the running editor; tests pass fakes. */
export interface PageActionDeps {
  trash: (pages: PageItem[]) => Promise<PagesOutcome>;
  restore: (pages: PageItem[]) => Promise<PagesOutcome>;
  deletePermanently: (pages: PageItem[]) => Promise<PagesOutcome>;
  duplicate: (page: PageItem, title: string) => Promise<PageItem>;
  setRole: (page: PageItem, role: 'front' | 'posts') => Promise<void>;
  notify: (message: string, status: NoticeStatus) => void;
  openInEditor: (page: PageItem) => void;
  /** Opens the page's public address in a new tab. */
  viewOnSite: (page: PageItem) => void;
  /** After pages left the list they were in (trashed, restored or deleted). */
  afterRemoval?: (pages: PageItem[]) => void;
}

type BulkWrite = 'trash' | 'restore' | 'deletePermanently';

const BULK_TEXTS: Record<
  BulkWrite,
  {
    success: (pages: readonly PageItem[]) => string;
    failure: (errors: readonly unknown[], attempted: number) => string;
  }
> = {
  trash: { success: trashSuccess, failure: trashFailure },
  restore: { success: restoreSuccess, failure: restoreFailure },
  deletePermanently: { success: permanentDeleteSuccess, failure: permanentDeleteFailure },
};

/**
 * Runs a bulk write (trash, restore, permanent delete) and tells how it went: the success
 * notice when every page went through, else the failure text of spec 2 §8. Returns the pages
 * the write went through for.
 */
export async function runBulkWrite(
  deps: PageActionDeps,
  write: BulkWrite,
  pages: PageItem[],
): Promise<PageItem[]> {
  if (pages.length === 0) return [];
  const texts = BULK_TEXTS[write];
  const { done, errors } = await deps[write](pages);
  if (errors.length === 0) deps.notify(texts.success(pages), 'success');
  else deps.notify(texts.failure(errors, pages.length), 'error');
  if (done.length > 0) deps.afterRemoval?.(done);
  return done;
}

/** Duplicates a page under a new title; true when the copy was created. */
export async function runDuplicate(
  deps: PageActionDeps,
  page: PageItem,
  title: string,
): Promise<boolean> {
  try {
    const copy = await deps.duplicate(page, title);
    deps.notify(duplicateSuccess(copy.title), 'success');
    return true;
  } catch (error) {
    deps.notify(duplicateFailure(error), 'error');
    return false;
  }
}

/** Makes a page the homepage or the posts page; 'Homepage updated.' / 'Posts page updated.' */
export async function runSetRole(
  deps: PageActionDeps,
  page: PageItem,
  role: 'front' | 'posts',
): Promise<boolean> {
  try {
    await deps.setRole(page, role);
    deps.notify(role === 'front' ? FRONT_PAGE_UPDATED : POSTS_PAGE_UPDATED, 'success');
    return true;
  } catch (error) {
    deps.notify(settingsFailure(error), 'error');
    return false;
  }
}
