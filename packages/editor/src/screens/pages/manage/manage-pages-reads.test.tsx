import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseLocation } from '../../../app/location';
import { createEntityStore } from '../../../data/entities/entity-store';
import { createFakeRest } from '../../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../../testing/EditorTestProviders';
import { ManagePages } from './ManagePages';
import { ManagePagesSidebar } from './ManagePagesSidebar';
import { readManagePages } from './manage-pages-reads';

const page = (id: number, title: string) => ({
  id,
  type: 'page',
  status: 'publish',
  date: '2026-01-02T10:00:00',
  date_gmt: '2026-01-02T10:00:00',
  modified: '2026-01-02T10:00:00',
  link: `http://localhost/?page_id=${id}`,
  author: 1,
  featured_media: 0,
  title: { raw: title, rendered: title },
});

function fakeSite() {
  // The site settings come with every editor page (the server preloads them).
  const preload = { '/wp/v2/settings?context=edit': { show_on_front: 'posts' } };
  return createFakeRest(
    {
      'GET /wp/v2/pages': () => ({
        body: [page(1, 'Alpha page'), page(2, 'Beta page')],
        headers: { 'X-WP-Total': '42', 'X-WP-TotalPages': '3' },
      }),
      'GET /wp/v2/users': () => ({ body: [{ id: 1, name: 'Maya Okafor' }] }),
      'GET /wp/v2/wp_dataviews_type': () => ({ body: [{ id: 9, slug: 'page', name: 'page' }] }),
      'GET /wp/v2/wp_dataviews': () => ({ body: [{ id: 31, title: { raw: 'My drafts view' } }] }),
    },
    preload,
  );
}

const at = (query: string) => parseLocation(new URLSearchParams(query));

describe('readManagePages', () => {
  beforeEach(() => window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fpages'));
  afterEach(cleanup);

  it('reads what Manage pages shows, so its first render draws the rows and custom views', async () => {
    const rest = fakeSite();
    const store = createEntityStore({ client: rest.client });
    await readManagePages(store, at('p=/pages'), 1);
    const asked = rest.seen.length;
    render(
      <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={store}>
        <ManagePagesSidebar />
        <ManagePages />
      </EditorTestProviders>,
    );
    // Synchronous queries: drawn by the first render, not after a read.
    expect(screen.getByRole('link', { name: 'Alpha page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Beta page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My drafts view' })).toBeTruthy();
    expect(rest.seen.slice(asked).map((request) => request.path)).toEqual([]);
  });

  it('reads the list the location names, and no list for a custom view (its record decides)', async () => {
    const drafts = fakeSite();
    await readManagePages(
      createEntityStore({ client: drafts.client }),
      at('p=/pages&activeView=drafts'),
      1,
    );
    expect(
      drafts.seen.map((request) => request.path).filter((path) => path.startsWith('/wp/v2/pages?')),
    ).toEqual([expect.stringContaining('status=draft')]);

    const custom = fakeSite();
    await readManagePages(
      createEntityStore({ client: custom.client }),
      at('p=/pages&isCustom=true&activeView=31'),
      1,
    );
    const paths = custom.seen.map((request) => request.path.split('?')[0]);
    expect(paths).not.toContain('/wp/v2/pages');
    expect(paths).toEqual(expect.arrayContaining(['/wp/v2/users', '/wp/v2/wp_dataviews']));
  });
});
