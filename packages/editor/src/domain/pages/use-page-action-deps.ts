import { useMemo } from 'react';
import { useRouter } from '../../app/Router';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { useEntityRecordStatus } from '../../data/entities/entity-hooks';
import type { FrontPageSettings } from './page-eligibility';
import type { PageItem } from './page-item';
import {
  deletePagesPermanently,
  duplicatePage,
  restorePages,
  setPageRole,
  trashPages,
} from './page-operations';
import type { PageActionDeps } from './run-page-actions';

function whole(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : 0;
}

/**
 * The front-page settings as the server holds them (spec 2 §3 'Site settings'), or null while
 * they are not read or when the user may not read them (no `manage_options`).
 */
export function useReadFrontPageSettings(): FrontPageSettings | null {
  const { record } = useEntityRecordStatus('root', 'site');
  const isRead = record !== undefined && record !== null;
  const showOnFront = record?.show_on_front;
  const pageOnFront = record?.page_on_front;
  const pageForPosts = record?.page_for_posts;
  return useMemo(
    () =>
      isRead
        ? {
            showOnFront: typeof showOnFront === 'string' ? showOnFront : 'posts',
            pageOnFront: whole(pageOnFront),
            pageForPosts: whole(pageForPosts),
          }
        : null,
    [isRead, showOnFront, pageOnFront, pageForPosts],
  );
}

const UNKNOWN_SETTINGS: FrontPageSettings = Object.freeze({
  showOnFront: 'posts',
  pageOnFront: 0,
  pageForPosts: 0,
});

/** The front-page settings; the latest posts on the front while they are not (or cannot be) read. */
export function useFrontPageSettings(): FrontPageSettings {
  return useReadFrontPageSettings() ?? UNKNOWN_SETTINGS;
}

/** Where the editor opens a page: `/page/{id}?canvas=edit`. */
export function pageEditorLocation(page: Pick<PageItem, 'id'>) {
  return { path: `/page/${page.id}`, canvas: 'edit' as const };
}

/** What the page actions need, wired to the running editor: entity store, notices, router. */
export function usePageActionDeps(afterRemoval?: (pages: PageItem[]) => void): PageActionDeps {
  const store = useEntityStore();
  const { createNotice } = useNotices();
  const { navigate } = useRouter();
  return useMemo(
    () => ({
      trash: (pages) => trashPages(store, pages),
      restore: (pages) => restorePages(store, pages),
      deletePermanently: (pages) => deletePagesPermanently(store, pages),
      duplicate: (page, title) => duplicatePage(store, page, title),
      setRole: (page, role) => setPageRole(store, page, role),
      notify: (message, status) => createNotice(message, { status }),
      openInEditor: (page) => navigate(pageEditorLocation(page)),
      viewOnSite: (page) => {
        window.open(page.link, '_blank', 'noopener');
      },
      afterRemoval,
    }),
    [store, createNotice, navigate, afterRemoval],
  );
}
