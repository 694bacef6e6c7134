import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEntityStore, type EntityStore } from '../../data/entities/entity-store';
import { getEditedRecord } from '../../data/entities/selectors';
import { createFakeRest } from '../../data/fake-rest';
import {
  getRevisionCompare,
  setRevisionCompare,
} from '../../domain/global-styles/revisions/revision-compare-state';
import {
  getRevisionPreview,
  setRevisionPreview,
} from '../../domain/global-styles/revisions/revision-preview';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { StylesSidebar } from './StylesSidebar';
import { THEME_STYLES } from './styles-test-rest';

const USER = { kind: 'root', name: 'globalStyles', id: '7' };
const ADMIN = { name: 'Site Admin', avatar_urls: { '48': '/avatar-48.png' } };
const NEWER = { color: { text: '#111111' }, css: 'p { margin: 0 }' };
const OLDER = { color: { text: '#222222' } };

function revision(id: number, styles: Record<string, unknown>, modified: string) {
  return {
    id,
    author: 1,
    modified,
    modified_gmt: modified,
    styles,
    settings: {},
    _embedded: { author: [ADMIN] },
  };
}

/** The Styles REST with the user's record 7 and its saved revisions, `total` of them in all. */
function revisionsRest(total: number, count = total) {
  const pages: Record<string, unknown[]> = {
    '1': [revision(12, NEWER, '2026-11-29T10:00:00'), revision(11, OLDER, '2026-11-20T09:30:00')],
    '2': [revision(2, {}, '2026-11-01T08:00:00')],
  };
  return createFakeRest({
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
    'GET /wp/v2/global-styles/7': () => ({
      body: {
        id: 7,
        styles: NEWER,
        settings: {},
        _links: {
          'version-history': [
            { href: 'http://localhost/wp-json/wp/v2/global-styles/7/revisions', count },
          ],
        },
      },
    }),
    'GET /wp/v2/global-styles/7/revisions': ({ path }) => {
      const page = new URLSearchParams(path.split('?')[1]).get('page') ?? '1';
      return { body: pages[page] ?? [], headers: { 'X-WP-Total': String(total) } };
    },
  });
}

function renderStyles(section: string, rest = revisionsRest(2)) {
  const query = section === '' ? '' : `&section=${encodeURIComponent(section)}`;
  window.history.replaceState(null, '', `/wp-admin/site-editor.php?p=%2Fwp_global_styles${query}`);
  const store = createEntityStore({ client: rest.client });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={store}>
      <StylesSidebar />
    </EditorTestProviders>,
  );
  return { store, rest };
}

const edited = (store: EntityStore) => getEditedRecord(store.getState(), USER);
const section = () => new URLSearchParams(window.location.search).get('section');

describe('RevisionsScreen', () => {
  afterEach(() => {
    cleanup();
    setRevisionPreview(null);
    setRevisionCompare(false);
  });

  it('opens from the Revisions button of the root, disabled without version history', async () => {
    const { store } = renderStyles('', revisionsRest(0));
    await waitFor(() => expect(edited(store)?.styles).toEqual(NEWER));
    expect(screen.getByRole('button', { name: 'Revisions' })).toHaveProperty('disabled', true);
    cleanup();

    renderStyles('');
    const button = screen.getByRole('button', { name: 'Revisions' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    expect(section()).toBe('/revisions');
    expect(await screen.findByRole('heading', { name: 'Revisions (2)' })).toBeTruthy();
  });

  it('lists the revisions with what each changed; selecting one previews it without editing', async () => {
    const { store, rest } = renderStyles('/revisions');
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.atelier-revisions__name')?.textContent)).toEqual([
      'Site Admin',
      'Site Admin',
      'Default styles',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Colors, Additional CSS')).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement).getByText('These styles are already applied to your site.'),
    ).toBeTruthy();
    expect(rest.seen.map((request) => request.path)).toContain(
      '/wp/v2/global-styles/7/revisions?per_page=10&page=1&_embed=author',
    );
    expect(getRevisionPreview()).toBeNull();

    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: /Site Admin/ }));
    expect(getRevisionPreview()).toEqual({ styles: OLDER, settings: {} });
    expect(edited(store)?.styles).toEqual(NEWER);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
  });

  it('applies the selected revision in one undo step and goes back to the root', async () => {
    const { store } = renderStyles('/revisions');
    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: /Site Admin/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(edited(store)?.styles).toEqual(OLDER);
    expect(section()).toBeNull();
    expect(getRevisionPreview()).toBeNull();
    store.undo();
    expect(edited(store)?.styles).toEqual(NEWER);
  });

  it("offers 'Compare with current styles' for a revision that differs, off again on leaving", async () => {
    renderStyles('/revisions');
    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    const name = 'Compare with current styles';
    expect(screen.queryByRole('button', { name })).toBeNull();
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: /Site Admin/ }));
    const compare = screen.getByRole('button', { name });
    expect(compare.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(compare);
    expect(compare.getAttribute('aria-pressed')).toBe('true');
    expect(getRevisionCompare()).toBe(true);
    fireEvent.click(compare);
    expect(getRevisionCompare()).toBe(false);
    fireEvent.click(compare);

    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: /Site Admin/ }));
    expect(screen.queryByRole('button', { name })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(section()).toBeNull();
    expect(getRevisionCompare()).toBe(false);
    expect(getRevisionPreview()).toBeNull();
  });

  it('puts unsaved edits first and asks before resetting them to the defaults', async () => {
    const { store } = renderStyles('/revisions');
    await screen.findByRole('list');
    store.edit(USER, { styles: { color: { text: '#333333' } } });
    const first = await screen.findByRole('button', { name: /Unsaved changes/ });
    expect(first.getAttribute('aria-current')).toBe('true');
    const defaults = within(screen.getByRole('list')).getAllByRole('listitem').at(-1);
    fireEvent.click(
      within(defaults as HTMLElement).getByRole('button', { name: /Default styles/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset to defaults' });
    expect(
      within(dialog).getByText('Any unsaved changes will be lost when you apply this revision.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    expect(edited(store)?.styles).toEqual({});
    expect(section()).toBeNull();
  });

  it('pages through the revisions ten at a time', async () => {
    const { rest } = renderStyles('/revisions', revisionsRest(12));
    expect(await screen.findByRole('heading', { name: 'Revisions (12)' })).toBeTruthy();
    await screen.findByRole('list');
    expect(screen.getByText('12 items')).toBeTruthy();
    expect(screen.getByText('1 of 2')).toBeTruthy();
    expect(screen.queryByText('Default styles')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Default styles')).toBeTruthy();
    expect(screen.getByText('2 of 2')).toBeTruthy();
    expect(rest.seen.map((request) => request.path)).toContain(
      '/wp/v2/global-styles/7/revisions?per_page=10&page=2&_embed=author',
    );
  });
});
