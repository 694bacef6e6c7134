import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../data/api-client';
import { createEntityStore } from '../../data/entities/entity-store';
import { createFakeRest, type FakeHandler } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { PageDetailsSidebar } from './PageDetailsSidebar';
import { PAGE_LIST_QUERY } from './use-page-list';

const ABOUT = {
  id: 7,
  type: 'page',
  status: 'publish',
  password: '',
  date: '2026-11-01T10:00:00',
  modified: '2026-11-02T10:00:00',
  link: 'http://localhost/about/',
  parent: 3,
  template: 'page-wide',
  featured_media: 11,
  title: { raw: 'About the studio and everything we make there', rendered: '' },
  excerpt: { raw: 'We weave, glaze and print.', rendered: '' },
  content: { raw: `<!-- wp:paragraph --><p>${'word '.repeat(500)}</p><!-- /wp:paragraph -->` },
};

function renderDetails(id: number, handlers: Record<string, FakeHandler> = {}) {
  window.history.replaceState(null, '', `/wp-admin/site-editor.php?p=%2Fpage%2F${id}`);
  const rest = createFakeRest({
    'GET /wp/v2/pages/7': () => ({ body: ABOUT, headers: { ETag: '"v1"' } }),
    'GET /wp/v2/settings': () => ({
      body: { show_on_front: 'page', page_on_front: 2, page_for_posts: 4 },
    }),
    'GET /wp/v2/templates': () => ({
      body: [{ id: 'loom//page-wide', slug: 'page-wide', type: 'wp_template', title: 'Wide page' }],
    }),
    'GET /wp/v2/pages': () => ({ body: [{ id: 3, title: { raw: 'Studio' } }] }),
    'GET /wp/v2/media/11': () => ({
      body: {
        id: 11,
        source_url: '/wp-content/uploads/loom.jpg',
        alt_text: 'The big loom',
        media_details: { sizes: { medium: { source_url: '/wp-content/uploads/loom-300.jpg' } } },
      },
    }),
    ...handlers,
  });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client}>
      <PageDetailsSidebar />
    </EditorTestProviders>,
  );
  return rest.seen;
}

const path = () => new URLSearchParams(window.location.search).get('p');

describe('PageDetailsSidebar', () => {
  beforeEach(cleanup);
  afterEach(cleanup);

  it('shows the title, link, featured image, excerpt and the Details panel', async () => {
    const seen = renderDetails(7);
    const title = await screen.findByRole('heading', {
      name: 'About the studio and everything we make there',
    });
    expect(title.className).toContain('is-one-line');
    const link = screen.getByRole('link', { name: 'http://localhost/about/' });
    expect(link.getAttribute('href')).toBe('http://localhost/about/');
    expect(link.getAttribute('target')).toBe('_blank');
    const image = await screen.findByRole('img', { name: 'The big loom' });
    expect(image.getAttribute('src')).toBe('/wp-content/uploads/loom-300.jpg');
    expect(screen.getByText('We weave, glaze and print.').className).toContain('__excerpt');
    const details = screen.getByRole('region', { name: 'Details' });
    await within(details).findByText('Studio');
    const rows = within(details)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Status: Published',
      'Template: Wide page',
      'Parent: Studio',
      'Time to read: 3 mins',
      'Words: 500',
    ]);
    const parentRead = seen.find((request) => request.path.startsWith('/wp/v2/pages?'));
    expect(parentRead?.path).toContain('_fields=id%2Ctitle');
    expect(parentRead?.path).toContain('include=3');
  });

  it('shows no word count for the posts page, and a draft without a public link', async () => {
    renderDetails(4, {
      'GET /wp/v2/pages/4': () => ({
        body: { ...ABOUT, id: 4, status: 'draft', parent: 0, template: '', featured_media: 0 },
      }),
    });
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).queryByText('Words')).toBeNull();
    expect(within(details).getByText('Default template')).toBeTruthy();
    expect(within(details).getByText('Top level')).toBeTruthy();
    expect(within(details).getByText('Draft')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /localhost/ })).toBeNull();
  });

  it("moves the page to the trash from 'Actions' and goes back to /page", async () => {
    const seen = renderDetails(7, {
      'DELETE /wp/v2/pages/7': () => ({ body: { ...ABOUT, status: 'trash' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move to Trash' }));
    await waitFor(() => expect(path()).toBe('/page'));
    expect(seen.filter((request) => request.method === 'DELETE').map((r) => r.path)).toEqual([
      '/wp/v2/pages/7?context=edit',
    ]);
  });

  it('goes back to /page when the page does not exist', async () => {
    renderDetails(999, {
      'GET /wp/v2/pages/999': () => {
        throw new ApiError('rest_post_invalid_id', 'Invalid post ID.', 404);
      },
    });
    await waitFor(() => expect(path()).toBe('/page'));
  });
});

describe('PageDetailsSidebar after the Pages screen', () => {
  afterEach(cleanup);

  it('waits for the page itself before showing facts read from a narrow list', async () => {
    window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fpage%2F7');
    let answer: (value: { body: unknown }) => void = () => undefined;
    const rest = createFakeRest({
      'GET /wp/v2/pages': () => ({ body: [{ id: 7, type: 'page', title: { raw: 'About' } }] }),
      'GET /wp/v2/pages/7': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      'GET /wp/v2/settings': () => ({ body: {} }),
      'GET /wp/v2/templates': () => ({ body: [] }),
      'GET /wp/v2/media/11': () => ({ body: {} }),
    });
    const store = createEntityStore({ client: rest.client });
    await store.resolveRecords('postType', 'page', PAGE_LIST_QUERY);
    render(
      <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={store}>
        <PageDetailsSidebar />
      </EditorTestProviders>,
    );
    expect(screen.getByRole('heading', { name: 'About' })).toBeTruthy();
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Details' })).toBeNull();
    answer({ body: { ...ABOUT, parent: 0, title: { raw: 'About' } } });
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('500')).toBeTruthy();
  });
});
