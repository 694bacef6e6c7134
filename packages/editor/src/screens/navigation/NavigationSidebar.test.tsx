import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../data/api-client';
import { createEntityStore, type EntityStore } from '../../data/entities/entity-store';
import { NAVIGATION_MENUS_QUERY } from '../../domain/navigation/navigation-menus-query';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { NavigationSidebar } from './NavigationSidebar';
import { type MenuRecord, menuRecord, navigationRest } from './navigation-test-rest';

function renderSidebar(client: ApiClient, store?: EntityStore) {
  window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fnavigation');
  return render(
    <StrictMode>
      <EditorTestProviders bootstrap={testBootstrap()} client={client} store={store}>
        <NavigationSidebar />
      </EditorTestProviders>
    </StrictMode>,
  );
}

const params = () => new URLSearchParams(window.location.search);

describe('NavigationSidebar', () => {
  afterEach(cleanup);

  it('lists several menus newest first, drafts labelled, an untitled one by its place', async () => {
    const rest = navigationRest([
      menuRecord(3, 'Main', { day: 1 }),
      menuRecord(5, 'Footer', { status: 'draft', day: 9 }),
      menuRecord(4, '', { day: 5 }),
    ]);
    renderSidebar(rest.client);
    const list = await screen.findByRole('list', { name: 'Navigation menus' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Footer (Draft)',
      '(no title 2)',
      'Main',
    ]);
    expect(links[0]?.getAttribute('href')).toContain(
      `p=${encodeURIComponent('/navigation/wp_navigation/5')}`,
    );
    const [read] = rest.requests('GET', '/wp/v2/navigation?');
    const query = new URLSearchParams(read?.path.split('?')[1]);
    expect(query.get('per_page')).toBe('100');
    expect(query.get('status')).toBe('publish,draft');
    expect(query.get('orderby')).toBe('date');
    expect(query.get('order')).toBe('desc');
    expect(rest.requests('GET', '/wp-block-editor/')).toEqual([]);
  });

  it("says 'Loading…' while the menus are read", async () => {
    const rest = navigationRest([menuRecord(3, 'Main'), menuRecord(4, 'Footer')]);
    renderSidebar(rest.client);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Footer' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it("shows the only menu's screen in place; Edit opens the menu in the editor", async () => {
    const rest = navigationRest([menuRecord(3, 'Main', { status: 'draft' })]);
    renderSidebar(rest.client);
    expect(await screen.findByRole('heading', { name: 'Main (Draft)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(params().get('p')).toBe('/navigation/wp_navigation/3');
    expect(params().get('canvas')).toBe('edit');
  });

  it('leads Back from the only menu to Design', async () => {
    renderSidebar(navigationRest([menuRecord(3, 'Main')]).client);
    await screen.findByRole('heading', { name: 'Main' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(params().get('p')).toBeNull();
  });

  it('asks for the fallback menu once when there is none, then shows it', async () => {
    let made: MenuRecord | null = null;
    const rest = navigationRest([], {
      fallback: () => {
        made ??= menuRecord(8, 'Site pages', { content: '<!-- wp:page-list /-->' });
        return made;
      },
    });
    renderSidebar(rest.client);
    expect(await screen.findByRole('heading', { name: 'Site pages' })).toBeTruthy();
    expect(rest.requests('GET', '/wp-block-editor/v1/navigation-fallback')).toHaveLength(1);
  });

  it("says 'No Navigation Menus found.' when the fallback gives none, having asked once", async () => {
    const rest = navigationRest([], { fallback: () => null });
    renderSidebar(rest.client);
    expect(await screen.findByText('No Navigation Menus found.')).toBeTruthy();
    await waitFor(() => expect(rest.requests('GET', '/wp/v2/navigation?').length).toBe(1));
    expect(rest.requests('GET', '/wp-block-editor/v1/navigation-fallback')).toHaveLength(1);
  });

  it('asks once per editor session, however often the screen mounts', async () => {
    const rest = navigationRest([], { fallback: () => null });
    const store = createEntityStore({ client: rest.client });
    // The list is already read: the screen's first (doubled, strict) mount wants the fallback.
    await store.resolveRecords('postType', 'wp_navigation', NAVIGATION_MENUS_QUERY);
    const first = renderSidebar(rest.client, store);
    expect(await screen.findByText('No Navigation Menus found.')).toBeTruthy();
    first.unmount();
    renderSidebar(rest.client, store);
    expect(await screen.findByText('No Navigation Menus found.')).toBeTruthy();
    expect(rest.requests('GET', '/wp-block-editor/v1/navigation-fallback')).toHaveLength(1);
  });
});
