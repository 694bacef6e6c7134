import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../data/api-client';
import { createPageActions } from './page-actions';
import { type PageItem, toPageItem } from './page-item';
import type { PagesOutcome } from './page-operations';
import type { PageActionDeps } from './run-page-actions';
import { runPageAction } from './use-page-actions';

const SETTINGS = { showOnFront: 'page', pageOnFront: 2, pageForPosts: 3 };

function page(id: number, status: string, title = `Page ${id}`): PageItem {
  return toPageItem({ id, status, title: { raw: title }, link: `http://site.test/?page_id=${id}` });
}

function fakeDeps(outcome?: (pages: PageItem[]) => PagesOutcome) {
  const notices: [string, string][] = [];
  const settle = async (pages: PageItem[]) => outcome?.(pages) ?? { done: pages, errors: [] };
  const deps: PageActionDeps = {
    trash: vi.fn(settle),
    restore: vi.fn(settle),
    deletePermanently: vi.fn(settle),
    duplicate: vi.fn(async (item: PageItem, title: string) => ({ ...item, id: 99, title })),
    setRole: vi.fn(async () => undefined),
    notify: (message, status) => notices.push([message, status]),
    openInEditor: vi.fn(),
    viewOnSite: vi.fn(),
  };
  return { deps, notices };
}

function eligibleIds(item: PageItem): string[] {
  const { deps } = fakeDeps();
  return createPageActions(deps, SETTINGS)
    .filter((action) => action.isEligible?.(item) ?? true)
    .map((action) => action.id);
}

describe('page actions: eligibility of spec 2 §5', () => {
  it('offers a published page everything but Restore and Permanently delete', () => {
    expect(eligibleIds(page(5, 'publish'))).toEqual([
      'edit-post',
      'view-post',
      'set-as-front-page',
      'set-as-posts-page',
      'duplicate-post',
      'move-to-trash',
    ]);
  });

  it('offers the front page neither Set as action, a draft none at all', () => {
    expect(eligibleIds(page(2, 'publish'))).not.toContain('set-as-front-page');
    expect(eligibleIds(page(2, 'publish'))).not.toContain('set-as-posts-page');
    expect(eligibleIds(page(6, 'draft'))).toEqual([
      'edit-post',
      'view-post',
      'duplicate-post',
      'move-to-trash',
    ]);
  });

  it('offers a trashed page only Restore and Permanently delete', () => {
    expect(eligibleIds(page(7, 'trash'))).toEqual(['restore', 'permanently-delete']);
  });

  it('leaves the Set as actions out when the site settings cannot be read', () => {
    const { deps } = fakeDeps();
    const ids = createPageActions(deps, null).map((action) => action.id);
    expect(ids).not.toContain('set-as-front-page');
    expect(ids).not.toContain('set-as-posts-page');
    expect(ids).toContain('move-to-trash');
  });

  it('lets Move to Trash, Restore and Permanently delete work on several pages', () => {
    const { deps } = fakeDeps();
    const bulk = createPageActions(deps, SETTINGS)
      .filter((action) => action.supportsBulk)
      .map((action) => action.id);
    expect(bulk).toEqual(['move-to-trash', 'restore', 'permanently-delete']);
  });
});

describe('running page actions', () => {
  it('trashes several pages and counts them in the notice', async () => {
    const { deps, notices } = fakeDeps();
    const actions = createPageActions(deps, SETTINGS);
    const pages = [page(4, 'draft'), page(5, 'publish'), page(6, 'pending')];
    expect(await runPageAction(actions, 'move-to-trash', pages)).toBe(true);
    expect(deps.trash).toHaveBeenCalledWith(pages);
    expect(notices).toEqual([['3 pages moved to the trash.', 'success']]);
  });

  it('tells when a page someone else removed could not be restored', async () => {
    const gone = new ApiError('rest_post_invalid_id', 'Invalid post ID.', 404);
    const { deps, notices } = fakeDeps((pages) => ({ done: [], errors: pages.map(() => gone) }));
    const actions = createPageActions(deps, SETTINGS);
    await runPageAction(actions, 'restore', [page(8, 'trash', 'Old')]);
    expect(notices).toEqual([['Invalid post ID.', 'error']]);
  });

  it('names the restored page', async () => {
    const { deps, notices } = fakeDeps();
    await runPageAction(createPageActions(deps, SETTINGS), 'restore', [page(8, 'trash', 'Old')]);
    expect(notices).toEqual([['"Old" has been restored.', 'success']]);
  });

  it('reports a failed permanent deletion of several pages with the server messages', async () => {
    const forbidden = new ApiError(
      'rest_cannot_delete',
      'Sorry, you are not allowed to do that.',
      403,
    );
    const { deps, notices } = fakeDeps((pages) => ({
      done: pages.slice(1),
      errors: [forbidden],
    }));
    const [, , , , , , , remove] = createPageActions(deps, SETTINGS);
    await remove?.callback?.([page(1, 'trash'), page(2, 'trash')], {
      onActionPerformed: () => undefined,
    });
    expect(notices).toEqual([
      [
        'An error occurred while permanently deleting the posts: Sorry, you are not allowed to do that.',
        'error',
      ],
    ]);
  });

  it('refuses to run an action on a page it does not apply to, or a modal action', async () => {
    const { deps, notices } = fakeDeps();
    const actions = createPageActions(deps, SETTINGS);
    expect(await runPageAction(actions, 'restore', [page(4, 'draft')])).toBe(false);
    expect(await runPageAction(actions, 'duplicate-post', [page(4, 'draft')])).toBe(false);
    expect(notices).toEqual([]);
    expect(deps.restore).not.toHaveBeenCalled();
  });

  it('opens a page in the editor and on the site', async () => {
    const { deps } = fakeDeps();
    const actions = createPageActions(deps, SETTINGS);
    await runPageAction(actions, 'edit-post', [page(4, 'draft')]);
    await runPageAction(actions, 'view-post', [page(4, 'draft')]);
    expect(deps.openInEditor).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    expect(deps.viewOnSite).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
  });
});
