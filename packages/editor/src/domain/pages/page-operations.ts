import type { EntityStore } from '../../data/entities/entity-store';
import type { RecordRef } from '../../data/entities/store-state';
import type { PageItem } from './page-item';

/**
 * The writes of the page actions (spec 2 §7), through the entity store. Each bulk write settles
 * every page on its own and says which went through and which failed; the page lists are read
 * again afterwards (someone else may have removed a page in the meantime).
 */

export const SITE_SETTINGS: RecordRef = Object.freeze({ kind: 'root', name: 'site', id: '' });

export function pageRef(page: Pick<PageItem, 'id'>): RecordRef {
  return { kind: 'postType', name: 'page', id: String(page.id) };
}

export interface PagesOutcome {
  done: PageItem[];
  errors: unknown[];
}

async function settleEach(
  store: EntityStore,
  pages: readonly PageItem[],
  write: (page: PageItem) => Promise<{ ok: true } | { ok: false; error: Error }>,
): Promise<PagesOutcome> {
  const results = await Promise.all(pages.map(write));
  const done: PageItem[] = [];
  const errors: unknown[] = [];
  results.forEach((result, index) => {
    const page = pages[index];
    if (!result.ok) errors.push(result.error);
    else if (page !== undefined) done.push(page);
  });
  store.invalidate('postType', 'page');
  return { done, errors };
}

/** Move to Trash: DELETE without force, one call per page. */
export function trashPages(store: EntityStore, pages: readonly PageItem[]): Promise<PagesOutcome> {
  return settleEach(store, pages, (page) => store.remove(pageRef(page)));
}

/** Permanently delete: DELETE with force=true, one call per page. */
export function deletePagesPermanently(
  store: EntityStore,
  pages: readonly PageItem[],
): Promise<PagesOutcome> {
  return settleEach(store, pages, (page) => store.remove(pageRef(page), { force: true }));
}

/**
 * Restore: the status edited to draft, then saved. A refused save leaves no edit behind (the
 * page is read again), so nothing shows as unsaved.
 */
export function restorePages(
  store: EntityStore,
  pages: readonly PageItem[],
): Promise<PagesOutcome> {
  return settleEach(store, pages, async (page) => {
    const ref = pageRef(page);
    const result = await store.save(ref, { extraEdits: { status: 'draft' } });
    if (!result.ok) await store.reload(ref);
    return result;
  });
}

/** Duplicate: a draft copy with the page's content, excerpt, parent, template and image. */
export async function duplicatePage(
  store: EntityStore,
  page: PageItem,
  title: string,
): Promise<PageItem> {
  const result = await store.create('postType', 'page', {
    title,
    status: 'draft',
    content: page.content,
    excerpt: page.excerpt,
    parent: page.parent,
    menu_order: page.menuOrder,
    template: page.template,
    featured_media: page.featuredMedia,
  });
  if (!result.ok) throw result.error;
  return { ...page, id: Number(result.ref.id), title, status: 'draft' };
}

/** The site settings a page becomes the homepage or the posts page with. */
export function frontPageSettings(
  page: Pick<PageItem, 'id'>,
  role: 'front' | 'posts',
): Record<string, unknown> {
  return role === 'front'
    ? { show_on_front: 'page', page_on_front: page.id }
    : { show_on_front: 'page', page_for_posts: page.id };
}

/** Set as homepage / posts page: the site settings edited, then saved. */
export async function setPageRole(
  store: EntityStore,
  page: Pick<PageItem, 'id'>,
  role: 'front' | 'posts',
): Promise<void> {
  await store.resolveRecord(SITE_SETTINGS);
  const result = await store.save(SITE_SETTINGS, { extraEdits: frontPageSettings(page, role) });
  store.invalidate('postType', 'page');
  if (!result.ok) {
    await store.reload(SITE_SETTINGS);
    throw result.error;
  }
}
