import { describe, expect, it } from 'vitest';
import { ApiError } from '../../data/api-client';
import { createEntityStore } from '../../data/entities/entity-store';
import { createFakeRest } from '../../data/fake-rest';
import { toPageItem } from './page-item';
import {
  deletePagesPermanently,
  duplicatePage,
  restorePages,
  setPageRole,
  trashPages,
} from './page-operations';

const gone = () => {
  throw new ApiError('rest_post_invalid_id', 'Invalid post ID.', 404);
};

function trashed(id: number) {
  return { id, type: 'page', status: 'trash', title: { raw: `Page ${id}` }, modified: 'm1' };
}

describe('page operations', () => {
  it('moves pages to the trash one DELETE each, without force, settling each', async () => {
    const { client, seen } = createFakeRest({
      'DELETE /wp/v2/pages/5': () => ({ body: trashed(5) }),
      'DELETE /wp/v2/pages/6': gone,
    });
    const store = createEntityStore({ client });
    const pages = [toPageItem(trashed(5)), toPageItem(trashed(6))];
    const outcome = await trashPages(store, pages);
    expect(outcome.done.map((page) => page.id)).toEqual([5]);
    expect(outcome.errors).toHaveLength(1);
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /wp/v2/pages/5?context=edit',
      'DELETE /wp/v2/pages/6?context=edit',
    ]);
  });

  it('deletes permanently with force=true, one call per page', async () => {
    const { client, seen } = createFakeRest({
      'DELETE /wp/v2/pages/5': () => ({ body: { deleted: true } }),
      'DELETE /wp/v2/pages/6': () => ({ body: { deleted: true } }),
    });
    const store = createEntityStore({ client });
    await deletePagesPermanently(store, [toPageItem(trashed(5)), toPageItem(trashed(6))]);
    expect(seen.map((request) => request.path)).toEqual([
      '/wp/v2/pages/5?context=edit&force=true',
      '/wp/v2/pages/6?context=edit&force=true',
    ]);
  });

  it('restores by saving the status draft; a refused restore leaves no edit behind', async () => {
    let restorable = true;
    const { client, seen } = createFakeRest({
      'GET /wp/v2/pages/8': () => ({ body: trashed(8) }),
      'POST /wp/v2/pages/8': (request) => {
        if (!restorable) gone();
        return { body: { ...trashed(8), status: 'draft', modified: 'm2', sent: request.body } };
      },
    });
    const store = createEntityStore({ client });
    const ref = { kind: 'postType', name: 'page', id: '8' };
    await store.resolveRecord(ref);
    const page = toPageItem(trashed(8));

    expect((await restorePages(store, [page])).done).toHaveLength(1);
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({ status: 'draft' });

    restorable = false;
    const refused = await restorePages(store, [page]);
    expect(refused.errors).toHaveLength(1);
    expect(Object.keys(store.getState().edits)).toEqual([]);
  });

  it('duplicates into a draft with the content, excerpt, parent, template and image', async () => {
    const { client, seen } = createFakeRest({
      'POST /wp/v2/pages': () => ({ body: { id: 40, status: 'draft' } }),
    });
    const store = createEntityStore({ client });
    const source = toPageItem({
      id: 9,
      title: { raw: 'About' },
      content: { raw: '<p>Hi</p>' },
      excerpt: { raw: 'Short' },
      parent: 2,
      template: 'page-wide',
      featured_media: 11,
    });
    const copy = await duplicatePage(store, source, 'About (Copy)');
    expect(copy).toMatchObject({ id: 40, title: 'About (Copy)', status: 'draft' });
    expect(seen[0]?.body).toMatchObject({
      title: 'About (Copy)',
      status: 'draft',
      content: '<p>Hi</p>',
      excerpt: 'Short',
      parent: 2,
      template: 'page-wide',
      featured_media: 11,
    });
  });

  it('makes a page the homepage through the site settings', async () => {
    const { client, seen } = createFakeRest({
      'GET /wp/v2/settings': () => ({ body: { show_on_front: 'posts', page_on_front: 0 } }),
      'POST /wp/v2/settings': () => ({ body: { show_on_front: 'page', page_on_front: 7 } }),
    });
    const store = createEntityStore({ client });
    await setPageRole(store, { id: 7 }, 'front');
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      show_on_front: 'page',
      page_on_front: 7,
    });
  });
});
