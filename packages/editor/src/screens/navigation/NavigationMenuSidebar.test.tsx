import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../data/api-client';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { NavigationMenuSidebar } from './NavigationMenuSidebar';
import {
  type MenuRecord,
  menuRecord,
  type NavigationRestOptions,
  navigationRest,
} from './navigation-test-rest';

function renderMenu(id: number, menus: MenuRecord[], options: NavigationRestOptions = {}) {
  const path = encodeURIComponent(`/navigation/wp_navigation/${id}`);
  window.history.replaceState(null, '', `/wp-admin/site-editor.php?p=${path}`);
  const rest = navigationRest(menus, options);
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client}>
      <NavigationMenuSidebar />
    </EditorTestProviders>,
  );
  return rest;
}

const params = () => new URLSearchParams(window.location.search);

async function choose(action: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('NavigationMenuSidebar', () => {
  afterEach(cleanup);

  it('names the menu with its status, shows its items, offers its actions, goes back to /navigation', async () => {
    renderMenu(4, [menuRecord(4, 'Main', { status: 'draft' })]);
    expect(await screen.findByRole('heading', { name: 'Main (Draft)' })).toBeTruthy();
    // The menu's items, as the menu tree lists them.
    expect(await screen.findByText('Home')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Rename',
      'Duplicate',
      'Delete',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(params().get('p')).toBe('/navigation');
  });

  it('names an untitled menu by its id and says when it is empty', async () => {
    renderMenu(12, [menuRecord(12, '', { content: '' })]);
    expect(await screen.findByRole('heading', { name: '(no title 12)' })).toBeTruthy();
    expect(await screen.findByText('This Navigation Menu is empty.')).toBeTruthy();
  });

  it("says 'Navigation Menu missing.' for a menu that does not exist", async () => {
    renderMenu(2, []);
    expect(await screen.findByText('Navigation Menu missing.')).toBeTruthy();
  });

  it('keeps Save disabled while the new name is blank or the same', async () => {
    const rest = renderMenu(4, [menuRecord(4, 'Main')]);
    await choose('Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(name, { target: { value: '   ' } });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(save);
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Primary' } });
    expect(save.getAttribute('aria-disabled')).toBe('false');
    expect(rest.requests('POST', '/wp/v2/navigation')).toEqual([]);
  });

  it('renames the menu', async () => {
    const rest = renderMenu(4, [menuRecord(4, 'Main')]);
    await choose('Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: '  Primary ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Primary' })).toBeTruthy();
    expect(await screen.findByText('Renamed Navigation menu')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rest.requests('POST', '/wp/v2/navigation/4').map((r) => r.body)).toEqual([
      { title: 'Primary' },
    ]);
    expect(rest.menus()[0]?.title.raw).toBe('Primary');
  });

  it("puts the title back and shows the server's message when the rename fails", async () => {
    renderMenu(4, [menuRecord(4, 'Main')], {
      refuse: { rename: new ApiError('rest_cannot_edit', 'Sorry, you cannot edit it.', 403) },
    });
    await choose('Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Primary' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Unable to rename Navigation menu (Sorry, you cannot edit it.).'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Main' })).toBeTruthy();
  });

  it('duplicates the menu as a published copy and opens it', async () => {
    const rest = renderMenu(4, [menuRecord(4, 'Main', { status: 'draft' })]);
    await choose('Duplicate');
    await waitFor(() => expect(params().get('p')).toBe('/navigation/wp_navigation/5'));
    expect(await screen.findByText('Duplicated Navigation menu')).toBeTruthy();
    expect(rest.requests('POST', '/wp/v2/navigation?').map((r) => r.body)).toEqual([
      {
        title: 'Main (Copy)',
        content: '<!-- wp:navigation-link {"label":"Home","url":"/"} /-->',
        status: 'publish',
      },
    ]);
  });

  it("shows the server's message when the duplicate fails, staying on the menu", async () => {
    renderMenu(4, [menuRecord(4, 'Main')], {
      refuse: { duplicate: new ApiError('rest_cannot_create', 'Sorry, no.', 403) },
    });
    await choose('Duplicate');
    expect(
      await screen.findByText('Unable to duplicate Navigation menu (Sorry, no.).'),
    ).toBeTruthy();
    expect(params().get('p')).toBe('/navigation/wp_navigation/4');
  });

  it('deletes the menu for good once confirmed, then goes to /navigation', async () => {
    const rest = renderMenu(4, [menuRecord(4, 'Main')]);
    await choose('Delete');
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete "Main"?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rest.requests('DELETE', '/wp/v2/navigation')).toEqual([]);

    await choose('Delete');
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(params().get('p')).toBe('/navigation'));
    expect(await screen.findByText('Deleted Navigation menu')).toBeTruthy();
    expect(rest.requests('DELETE', '/wp/v2/navigation').map((r) => r.path)).toEqual([
      '/wp/v2/navigation/4?context=edit&force=true',
    ]);
    expect(rest.menus()).toEqual([]);
  });

  it("stays on the menu with the server's message when the delete fails", async () => {
    renderMenu(4, [menuRecord(4, 'Main')], {
      refuse: { delete: new ApiError('rest_cannot_delete', 'Sorry, you cannot delete it.', 403) },
    });
    await choose('Delete');
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Unable to delete Navigation menu (Sorry, you cannot delete it.).'),
    ).toBeTruthy();
    expect(params().get('p')).toBe('/navigation/wp_navigation/4');
  });
});
