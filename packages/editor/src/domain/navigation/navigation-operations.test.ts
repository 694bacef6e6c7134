import { describe, expect, it } from 'vitest';
import { ApiError } from '../../data/api-client';
import { createEntityStore } from '../../data/entities/entity-store';
import { getEditedProp } from '../../data/entities/selectors';
import { createFakeRest } from '../../data/fake-rest';
import { menuRef, type NavigationMenu } from './navigation-menu';
import { NAVIGATION_MENUS_QUERY } from './navigation-menus-query';
import {
  deleteMenu,
  duplicateMenu,
  renameMenu,
  requestNavigationFallback,
} from './navigation-operations';

const MAIN = {
  id: 4,
  status: 'publish',
  slug: 'main',
  title: { raw: 'Main', rendered: 'Main' },
  content: { raw: '<!-- wp:page-list /-->', rendered: '' },
};

const main: NavigationMenu = {
  id: 4,
  title: 'Main',
  status: 'draft',
  slug: 'main',
  content: '<!-- wp:page-list /-->',
};

const titleOf = (body: unknown) => String(Reflect.get(Object(body), 'title'));

describe('renameMenu', () => {
  it('saves the new title through the store', async () => {
    const { client, seen } = createFakeRest({
      'GET /wp/v2/navigation/4': () => ({ body: MAIN }),
      'POST /wp/v2/navigation/4': ({ body }) => ({
        body: { ...MAIN, title: { raw: titleOf(body), rendered: titleOf(body) } },
      }),
    });
    const store = createEntityStore({ client });
    await renameMenu(store, 4, 'Primary');
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { title: 'Primary' },
    ]);
    expect(getEditedProp(store.getState(), menuRef(4), 'title')).toBe('Primary');
    expect(store.getState().edits['postType/wp_navigation/4'] ?? {}).toEqual({});
  });

  it('puts the title back and throws the server error when the save fails', async () => {
    const { client } = createFakeRest({
      'GET /wp/v2/navigation/4': () => ({ body: MAIN }),
      'POST /wp/v2/navigation/4': () => {
        throw new ApiError('rest_invalid_param', 'Invalid title.', 400);
      },
    });
    const store = createEntityStore({ client });
    await expect(renameMenu(store, 4, 'Primary')).rejects.toThrow('Invalid title.');
    expect(getEditedProp(store.getState(), menuRef(4), 'title')).toBe('Main');
  });
});

describe('duplicateMenu', () => {
  it('creates the published copy and answers its id', async () => {
    const { client, seen } = createFakeRest({
      'POST /wp/v2/navigation': ({ body }) => ({ body: { ...MAIN, id: 9, title: titleOf(body) } }),
    });
    const store = createEntityStore({ client });
    await expect(duplicateMenu(store, main)).resolves.toBe(9);
    expect(seen.map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'POST',
        '/wp/v2/navigation?context=edit',
        { title: 'Main (Copy)', content: '<!-- wp:page-list /-->', status: 'publish' },
      ],
    ]);
  });

  it('throws the server error', async () => {
    const { client } = createFakeRest({
      'POST /wp/v2/navigation': () => {
        throw new ApiError('rest_cannot_create', 'Not allowed.', 403);
      },
    });
    await expect(duplicateMenu(createEntityStore({ client }), main)).rejects.toThrow(
      'Not allowed.',
    );
  });
});

describe('deleteMenu', () => {
  it('deletes the menu for good and throws when the server refuses', async () => {
    const { client, seen } = createFakeRest({
      'DELETE /wp/v2/navigation/4': () => ({ body: { deleted: true } }),
      'DELETE /wp/v2/navigation/5': () => {
        throw new ApiError('rest_cannot_delete', 'Not allowed.', 403);
      },
    });
    const store = createEntityStore({ client });
    await deleteMenu(store, 4);
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /wp/v2/navigation/4?context=edit&force=true',
    ]);
    await expect(deleteMenu(store, 5)).rejects.toThrow('Not allowed.');
  });
});

describe('requestNavigationFallback', () => {
  it('asks once per store, then has the menu list read again', async () => {
    let menus: unknown[] = [];
    const { client, seen } = createFakeRest({
      'GET /wp-block-editor/v1/navigation-fallback': () => {
        menus = [MAIN];
        return { body: MAIN };
      },
      'GET /wp/v2/navigation': () => ({ body: menus }),
    });
    const store = createEntityStore({ client });
    await store.resolveRecords('postType', 'wp_navigation', NAVIGATION_MENUS_QUERY);
    await Promise.all([
      requestNavigationFallback(client, store),
      requestNavigationFallback(client, store),
    ]);
    await requestNavigationFallback(client, store);
    const fallbacks = seen.filter((r) =>
      r.path.startsWith('/wp-block-editor/v1/navigation-fallback'),
    );
    expect(fallbacks).toHaveLength(1);
    await store.resolveRecords('postType', 'wp_navigation', NAVIGATION_MENUS_QUERY);
    const lists = seen.filter((r) => r.path.startsWith('/wp/v2/navigation?'));
    expect(lists).toHaveLength(2);

    // Another editor session (store) asks again.
    await requestNavigationFallback(client, createEntityStore({ client }));
    expect(seen.filter((r) => r.path.startsWith('/wp-block-editor/'))).toHaveLength(2);
  });

  it('does not ask again after a failure', async () => {
    const { client, seen } = createFakeRest({
      'GET /wp-block-editor/v1/navigation-fallback': () => {
        throw new ApiError('rest_forbidden', 'No.', 403);
      },
    });
    const store = createEntityStore({ client });
    await requestNavigationFallback(client, store);
    await requestNavigationFallback(client, store);
    expect(seen).toHaveLength(1);
  });
});
