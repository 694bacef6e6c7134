import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEntityStore, type EntityStore } from '../../data/entities/entity-store';
import { getEditedRecord } from '../../data/entities/selectors';
import { createFakeRest } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { StylesSidebar } from './StylesSidebar';
import { THEME_STYLES } from './styles-test-rest';

const USER = { kind: 'root', name: 'globalStyles', id: '7' };

const DUSK = {
  title: 'Dusk',
  slug: 'dusk',
  settings: { color: { palette: [{ slug: 'base', name: 'Night', color: '#16151c' }] } },
  styles: { color: { text: '#f2efe9' }, typography: { lineHeight: '1.7' } },
};
const TERRACOTTA = {
  title: 'Terracotta',
  slug: 'colors/terracotta',
  settings: { color: { palette: [{ slug: 'base', name: 'Sand', color: '#f7ede2' }] } },
};
const MONO = {
  title: 'Mono headings',
  slug: 'typography/mono-headings',
  styles: { elements: { heading: { typography: { fontFamily: 'monospace' } } } },
};

function renderStyles(section: string, variations: unknown[], user: Record<string, unknown>) {
  const query = section === '' ? '' : `&section=${encodeURIComponent(section)}`;
  window.history.replaceState(null, '', `/wp-admin/site-editor.php?p=%2Fwp_global_styles${query}`);
  const rest = createFakeRest({
    'GET /wp/v2/themes': () => ({
      body: [
        {
          stylesheet: 'loom',
          _links: {
            'wp:user-global-styles': [{ href: 'http://localhost/wp-json/wp/v2/global-styles/7' }],
          },
        },
      ],
    }),
    'GET /wp/v2/global-styles/themes/loom': () => ({
      body: { stylesheet: 'loom', ...THEME_STYLES },
    }),
    'GET /wp/v2/global-styles/themes/loom/variations': () => ({ body: variations }),
    'GET /wp/v2/global-styles/7': () => ({ body: { id: 7, ...user } }),
  });
  const store = createEntityStore({ client: rest.client });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={store}>
      <StylesSidebar />
    </EditorTestProviders>,
  );
  return { store, seen: rest.seen };
}

const edited = (store: EntityStore) => getEditedRecord(store.getState(), USER);
const pressed = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

describe('Browse styles', () => {
  afterEach(cleanup);

  it("links 'Browse styles' from the root only when the theme has variations", async () => {
    renderStyles('', [DUSK], { styles: {}, settings: {} });
    const link = await screen.findByRole('link', { name: 'Browse styles' });
    expect(link.getAttribute('href')).toBe(
      '/wp-admin/site-editor.php?p=%2Fwp_global_styles&section=%2Fvariations',
    );
    cleanup();
    const { seen } = renderStyles('', [], { styles: {}, settings: {} });
    await screen.findByRole('link', { name: 'Layout' });
    await waitFor(() =>
      expect(seen.some((request) => request.path.endsWith('/loom/variations'))).toBe(true),
    );
    // The answer (no variations) is taken in before looking.
    await act(async () => {});
    expect(screen.queryByRole('link', { name: 'Browse styles' })).toBeNull();
  });

  it('lists Default and the full variations, then the colour and typography partials', async () => {
    renderStyles('/variations', [TERRACOTTA, DUSK, MONO], { styles: {}, settings: {} });
    expect(screen.getByRole('heading', { name: 'Browse styles' })).toBeTruthy();
    const full = await screen.findByRole('list', { name: 'Style variations' });
    expect(
      within(full)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['AaDefault', 'AaDusk']);
    expect(pressed(full)).toEqual(['AaDefault']);
    expect(screen.getByRole('heading', { name: 'Colors' })).toBeTruthy();
    const colors = screen.getByRole('list', { name: 'Colors variations' });
    expect(
      within(colors)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['AaDefault', 'AaTerracotta']);
    const typography = screen.getByRole('list', { name: 'Typography variations' });
    expect(within(typography).getByRole('button', { name: 'Mono headings' })).toBeTruthy();
  });

  it("choosing a variation replaces the user's look in one undo step; a partial only its part", async () => {
    const { store } = renderStyles('/variations', [TERRACOTTA, DUSK, MONO], {
      styles: { css: 'p { margin: 0 }', color: { text: '#cc0000' } },
      settings: {},
    });
    const full = await screen.findByRole('list', { name: 'Style variations' });
    expect(pressed(full)).toEqual([]);
    fireEvent.click(within(full).getByRole('button', { name: 'Dusk' }));
    expect(edited(store)?.styles).toEqual({ ...DUSK.styles, css: 'p { margin: 0 }' });
    expect(edited(store)?.settings).toEqual({
      color: { palette: { theme: DUSK.settings.color.palette } },
    });
    await waitFor(() => expect(pressed(full)).toEqual(['AaDusk']));

    const colors = screen.getByRole('list', { name: 'Colors variations' });
    fireEvent.click(within(colors).getByRole('button', { name: 'Terracotta' }));
    expect(edited(store)?.settings).toEqual({
      color: { palette: { theme: TERRACOTTA.settings.color.palette } },
    });
    expect(edited(store)?.styles).toEqual({
      css: 'p { margin: 0 }',
      typography: { lineHeight: '1.7' },
    });
    await waitFor(() => expect(pressed(colors)).toEqual(['AaTerracotta']));
    expect(pressed(full)).toEqual([]);

    store.undo();
    expect(edited(store)?.settings).toEqual({
      color: { palette: { theme: DUSK.settings.color.palette } },
    });
    store.undo();
    expect(edited(store)?.styles).toEqual({ css: 'p { margin: 0 }', color: { text: '#cc0000' } });
  });
});
