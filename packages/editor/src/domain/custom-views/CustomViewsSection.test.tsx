import type { View } from '@atelier/dataviews';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../data/api-client';
import { createFakeRest, type FakeHandler } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { CustomViewsSection } from './CustomViewsSection';

const DEFAULT_VIEW: View = Object.freeze({ type: 'table', page: 1, perPage: 20 });
const PAGE_TERM = { id: 9, slug: 'page', name: 'page' };

function viewRecord(id: number, title: string, content = JSON.stringify({ type: 'grid' })) {
  return { id, title: { raw: title, rendered: title }, content: { raw: content }, author: 1 };
}

function renderSection(handlers: Record<string, FakeHandler>, search = '?p=%2Fpages') {
  window.history.replaceState(null, '', `/wp-admin/site-editor.php${search}`);
  const rest = createFakeRest({
    'GET /wp/v2/wp_dataviews_type': () => ({ body: [PAGE_TERM] }),
    'GET /wp/v2/wp_dataviews': () => ({
      body: [viewRecord(12, 'My drafts'), viewRecord(13, 'Grid of all')],
      headers: { 'X-WP-TotalPages': '1' },
    }),
    ...handlers,
  });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client}>
      <CustomViewsSection viewType="page" path="/pages" defaultView={DEFAULT_VIEW} />
    </EditorTestProviders>,
  );
  return rest;
}

function requestsOf(rest: ReturnType<typeof createFakeRest>, method: string, path: string) {
  return rest.seen.filter(
    (request) => request.method === method && request.path.split('?')[0] === path,
  );
}

describe('CustomViewsSection', () => {
  beforeEach(() => cleanup());
  afterEach(cleanup);

  it("lists the person's views of the type, the open one marked", async () => {
    const rest = renderSection(
      { 'GET /wp/v2/wp_dataviews/13': () => ({ body: viewRecord(13, 'Grid of all') }) },
      '?p=%2Fpages&activeView=13&isCustom=true',
    );
    const list = await screen.findByRole('list', { name: 'Custom Views' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['My drafts', 'Grid of all']);
    expect(links[0]?.getAttribute('href')).toBe(
      '/wp-admin/site-editor.php?p=%2Fpages&activeView=12&isCustom=true',
    );
    expect(links[1]?.getAttribute('aria-current')).toBe('page');
    expect(links[0]?.getAttribute('aria-current')).toBeNull();
    const listRequest = requestsOf(rest, 'GET', '/wp/v2/wp_dataviews')[0];
    const query = new URLSearchParams(listRequest?.path.split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({
      wp_dataviews_type: '9',
      author: '1',
      orderby: 'date',
      order: 'asc',
    });
    const termRequest = requestsOf(rest, 'GET', '/wp/v2/wp_dataviews_type')[0];
    expect(new URLSearchParams(termRequest?.path.split('?')[1]).get('slug')).toBe('page');
  });

  it('creates a view named in the modal (Create disabled while the name is blank) and opens it', async () => {
    const rest = renderSection({
      'POST /wp/v2/wp_dataviews': ({ body }) => ({
        body: { ...viewRecord(21, 'Mine'), sent: body },
      }),
      'GET /wp/v2/wp_dataviews/21': () => ({ body: viewRecord(21, 'Mine') }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add new view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new view' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create.getAttribute('aria-disabled')).toBe('true');
    const name = within(dialog).getByLabelText('Name');
    fireEvent.change(name, { target: { value: '   ' } });
    expect(create.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(create);
    expect(requestsOf(rest, 'POST', '/wp/v2/wp_dataviews')).toHaveLength(0);
    fireEvent.change(name, { target: { value: ' Mine ' } });
    expect(create.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(create);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsOf(rest, 'POST', '/wp/v2/wp_dataviews')[0]?.body).toEqual({
      title: 'Mine',
      status: 'publish',
      wp_dataviews_type: [9],
      content: JSON.stringify(DEFAULT_VIEW),
    });
    expect(window.location.search).toBe('?p=%2Fpages&activeView=21&isCustom=true');
  });

  it("adds the view type's term first when the list has none", async () => {
    const rest = renderSection({
      'GET /wp/v2/wp_dataviews_type': () => ({ body: [] }),
      'POST /wp/v2/wp_dataviews_type': () => ({ body: { id: 31, slug: 'page', name: 'page' } }),
      'POST /wp/v2/wp_dataviews': () => ({ body: viewRecord(22, 'First') }),
      'GET /wp/v2/wp_dataviews/22': () => ({ body: viewRecord(22, 'First') }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add new view' }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'First' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(requestsOf(rest, 'POST', '/wp/v2/wp_dataviews')).toHaveLength(1));
    expect(requestsOf(rest, 'POST', '/wp/v2/wp_dataviews_type')[0]?.body).toEqual({
      name: 'page',
    });
    expect(requestsOf(rest, 'POST', '/wp/v2/wp_dataviews')[0]?.body).toMatchObject({
      wp_dataviews_type: [31],
    });
  });

  it('shows the server message when creating fails, and keeps the modal open', async () => {
    renderSection({
      'POST /wp/v2/wp_dataviews': () => {
        throw new ApiError(
          'rest_cannot_create',
          'Sorry, you are not allowed to create views.',
          403,
        );
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add new view' }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Sorry, you are not allowed to create views.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add new view' })).toBeTruthy();
  });

  it('renames a view from its menu (Save disabled while the name is empty)', async () => {
    const rest = renderSection({
      'GET /wp/v2/wp_dataviews/12': () => ({ body: viewRecord(12, 'My drafts') }),
      'POST /wp/v2/wp_dataviews/12': ({ body }) => ({
        body: viewRecord(12, String((body as { title: string }).title)),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions: My drafts' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('My drafts');
    fireEvent.change(name, { target: { value: '' } });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(name, { target: { value: 'Drafts to finish' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsOf(rest, 'POST', '/wp/v2/wp_dataviews/12')[0]?.body).toEqual({
      title: 'Drafts to finish',
    });
  });

  it('deletes the open view after confirmation and returns to the default view', async () => {
    const rest = renderSection(
      {
        'GET /wp/v2/wp_dataviews/12': () => ({ body: viewRecord(12, 'My drafts') }),
        'DELETE /wp/v2/wp_dataviews/12': () => ({ body: { deleted: true } }),
      },
      '?p=%2Fpages&activeView=12&isCustom=true',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Actions: My drafts' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete "My drafts"?')).toBeTruthy();
    expect(requestsOf(rest, 'DELETE', '/wp/v2/wp_dataviews/12')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [deleted] = requestsOf(rest, 'DELETE', '/wp/v2/wp_dataviews/12');
    expect(deleted?.path).toContain('force=true');
    expect(window.location.search).toBe('?p=%2Fpages');
  });

  it('shows the server message when deleting fails', async () => {
    renderSection({
      'DELETE /wp/v2/wp_dataviews/13': () => {
        throw new ApiError('rest_cannot_delete', 'Sorry, you are not allowed to delete this.', 403);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions: Grid of all' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Sorry, you are not allowed to delete this.')).toBeTruthy();
  });

  it('tells when the open view cannot be read', async () => {
    renderSection(
      {
        'GET /wp/v2/wp_dataviews/12': () => ({ body: viewRecord(12, 'Broken', '{"type": ') }),
      },
      '?p=%2Fpages&activeView=12&isCustom=true',
    );
    expect(
      await screen.findByText(
        'The view "Broken" could not be read. The default view is shown instead.',
      ),
    ).toBeTruthy();
  });

  it('returns to the default view when the open view no longer exists', async () => {
    renderSection(
      {
        'GET /wp/v2/wp_dataviews/77': () => {
          throw new ApiError('rest_post_invalid_id', 'Invalid post ID.', 404);
        },
      },
      '?p=%2Fpages&activeView=77&isCustom=true',
    );
    expect(
      await screen.findByText('The view could not be found. The default view is shown instead.'),
    ).toBeTruthy();
    expect(window.location.search).toBe('?p=%2Fpages');
  });
});
