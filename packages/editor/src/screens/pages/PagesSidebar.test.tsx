import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeRest, type FakeHandler } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { PagesSidebar } from './PagesSidebar';

const page = (id: number, title: string, menuOrder = 0, parent = 0) => ({
  id,
  type: 'page',
  link: `http://localhost/?page_id=${id}`,
  menu_order: menuOrder,
  parent,
  title: { raw: title, rendered: title },
});

const template = (slug: string, title: string) => ({
  id: `loom//${slug}`,
  type: 'wp_template',
  slug,
  title: { raw: title, rendered: title },
  source: 'theme',
});

function renderSidebar(pages: FakeHandler, presence?: unknown) {
  const rest = createFakeRest({
    'GET /atelier/v1/collab-presence': () => ({ body: presence ?? [] }),
    'GET /wp/v2/settings': () => ({
      body: { show_on_front: 'page', page_on_front: 4, page_for_posts: 2 },
    }),
    'GET /wp/v2/pages': pages,
    'GET /wp/v2/templates': () => ({
      body: [
        template('index', 'Index'),
        template('search', 'Search'),
        template('404', 'Page: 404'),
      ],
    }),
  });
  render(
    <EditorTestProviders
      bootstrap={testBootstrap({ collab: presence !== undefined })}
      client={rest.client}
    >
      <PagesSidebar />
    </EditorTestProviders>,
  );
  return rest.seen;
}

const linkNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('PagesSidebar', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fpage');
  });
  afterEach(cleanup);

  it('shows beside a page the avatars of whoever else has it open', async () => {
    const seen = renderSidebar(
      () => ({
        body: [
          page(1, 'About', 0),
          page(2, 'Blog', 1),
          page(3, 'Contact', 2),
          page(4, 'Home', 3),
          page(5, 'Team', 0, 1),
        ],
        headers: { 'X-WP-Total': '5', 'X-WP-TotalPages': '1' },
      }),
      [
        { docKey: 'page:5', users: [{ id: 7, name: 'Ada Person', avatar: '' }] },
        { docKey: 'page:3', users: [{ id: 1, name: 'admin', avatar: '' }] },
      ],
    );
    const team = await screen.findByRole('list', { name: 'Pages under About' });
    expect(await within(team).findByRole('img', { name: 'Ada Person is editing' })).toBeTruthy();
    // The link keeps its name; the current user (admin) is not shown as someone else.
    expect(within(team).getByRole('link', { name: 'Team' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'admin is editing' })).toBeNull();
    expect(screen.getAllByRole('img', { name: /is editing$/ })).toHaveLength(1);
    expect(seen.some((request) => request.path === '/atelier/v1/collab-presence?kind=page')).toBe(
      true,
    );
  });

  it('lists the front page, the posts page, then the pages by menu order with children nested', async () => {
    const seen = renderSidebar(() => ({
      body: [
        page(1, 'About', 0),
        page(2, 'Blog', 1),
        page(3, 'Contact', 2),
        page(4, 'Home', 3),
        page(5, 'Team', 0, 1),
        page(6, '', 4),
      ],
      headers: { 'X-WP-Total': '6', 'X-WP-TotalPages': '1' },
    }));
    const list = await screen.findByRole('list', { name: 'Pages' });
    expect(linkNames(list)).toEqual(['Home', 'Blog', 'About', 'Team', 'Contact', '(no title)']);
    const nested = screen.getByRole('list', { name: 'Pages under About' });
    expect(linkNames(nested)).toEqual(['Team']);
    expect(within(list).getByRole('link', { name: 'Team' }).getAttribute('href')).toBe(
      '/wp-admin/site-editor.php?p=%2Fpage%2F5',
    );
    const read = seen.find((request) => request.path.startsWith('/wp/v2/pages'));
    const query = new URLSearchParams(read?.path.split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({
      per_page: '100',
      _fields: 'id,link,menu_order,parent,title,type',
      orderby: 'menu_order',
      order: 'asc',
      status: 'publish,future,draft,pending,private',
    });
  });

  it('links the 404 and search templates and Manage all pages in the footer', async () => {
    renderSidebar(() => ({ body: [] }));
    expect(await screen.findByText('No page found')).toBeTruthy();
    // The template links are their own chunk, loaded after the page list.
    const templates = await screen.findByRole('list', { name: 'Templates' }, { timeout: 5000 });
    expect(linkNames(templates)).toEqual(['Page: 404', 'Search']);
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe(
      '/wp-admin/site-editor.php?p=%2Fwp_template%2Floom%2F%2Fsearch',
    );
    expect(screen.getByRole('link', { name: 'Manage all pages' }).getAttribute('href')).toBe(
      '/wp-admin/site-editor.php?p=%2Fpages',
    );
  });

  it('says how many pages beyond the first 100 it leaves out, and reads the front page on its own', async () => {
    const seen = renderSidebar(({ path }) =>
      path.includes('include=')
        ? { body: [page(4, 'Home', 500)] }
        : {
            body: [page(2, 'Blog', 0), page(7, 'Other', 1)],
            headers: { 'X-WP-Total': '250', 'X-WP-TotalPages': '3' },
          },
    );
    const list = await screen.findByRole('list', { name: 'Pages' });
    expect(await within(list).findByRole('link', { name: 'Home' })).toBeTruthy();
    expect(linkNames(list)).toEqual(['Home', 'Blog', 'Other']);
    expect(screen.getByText('247 more pages are not listed here.')).toBeTruthy();
    expect(seen.some((request) => request.path.includes('include=4'))).toBe(true);
  });

  it("opens 'Draft a new page' from the header", async () => {
    renderSidebar(() => ({ body: [] }));
    fireEvent.click(screen.getByRole('button', { name: 'Draft a new page' }));
    expect(screen.getByRole('heading', { name: 'Draft a new page' })).toBeTruthy();
    expect(screen.getByLabelText('Page title')).toBeTruthy();
  });
});
