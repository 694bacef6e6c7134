import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEntityStore, type EntityStore } from '../../data/entities/entity-store';
import { getEditedRecord } from '../../data/entities/selectors';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { preloadBlocksSection, StylesSidebar } from './StylesSidebar';
import { stylesRest } from './styles-test-rest';

const USER = { kind: 'root', name: 'globalStyles', id: '7' };
const EDIT_CSS = {
  'wp:action-edit-css': [{ href: 'http://localhost/wp-json/wp/v2/global-styles/7' }],
};

function renderStyles(section: string, user?: Record<string, unknown>) {
  const query = `&section=${encodeURIComponent(section)}`;
  window.history.replaceState(null, '', `/wp-admin/site-editor.php?p=%2Fwp_global_styles${query}`);
  const rest = stylesRest(user);
  const store = createEntityStore({ client: rest.client });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={store}>
      <StylesSidebar />
    </EditorTestProviders>,
  );
  return store;
}

const editedStyles = (store: EntityStore) => getEditedRecord(store.getState(), USER)?.styles;
const section = () => new URLSearchParams(window.location.search).get('section');

// The code of the views these tests open, as a settled page has it (fetched once the page has
// settled).
beforeAll(preloadBlocksSection, 30_000);

describe('Styles → Blocks', () => {
  afterEach(cleanup);

  it('lists the styled block types, searches them with the count announced, opens one', async () => {
    renderStyles('/blocks');
    expect(screen.getByRole('heading', { name: 'Blocks' })).toBeTruthy();
    const list = screen.getByRole('list');
    const names = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toContain('Button');
    expect(names).toContain('Group');
    expect(names).not.toContain('Custom HTML');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'Button' },
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list'))
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Buttons', 'Button']),
    );
    expect(status.textContent).toBe('2 results found.');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'nothing like it' },
    });
    expect(await screen.findByText('No blocks found.')).toBeTruthy();
    expect(status.textContent).toBe('0 results found.');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'Button' },
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Button' }));
    expect(section()).toBe('/blocks/core%2Fbutton');
    expect(await screen.findByRole('heading', { name: 'Button' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(section()).toBe('/blocks');
  });

  it("edits the block type's styles in the user's record, one of its variations on its own screen", async () => {
    const store = renderStyles('/blocks/core%2Fbutton');
    expect(screen.getByRole('heading', { name: 'Button' })).toBeTruthy();
    const variations = screen.getByRole('list', { name: 'Style Variations' });
    expect(
      within(variations)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Outline']);
    expect(screen.getByRole('region', { name: 'Color' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Border' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Advanced' })).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Background Madder' }));
    await waitFor(() =>
      expect(editedStyles(store)).toEqual({
        blocks: { 'core/button': { color: { background: 'var:preset|color|accent-2' } } },
      }),
    );
    store.undo();
    expect(editedStyles(store)).toEqual({});

    fireEvent.click(within(variations).getByRole('link', { name: 'Outline' }));
    expect(section()).toBe('/blocks/core%2Fbutton/variations/outline');
    expect(await screen.findByRole('heading', { name: 'Outline' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Text Indigo' }));
    expect(editedStyles(store)).toEqual({
      blocks: {
        'core/button': { variations: { outline: { color: { text: 'var:preset|color|accent' } } } },
      },
    });
  });

  it('offers the block type’s custom CSS in Advanced to those who may edit CSS', async () => {
    const store = renderStyles('/blocks/core%2Fheading', {
      styles: {},
      settings: {},
      _links: EDIT_CSS,
    });
    const advanced = await screen.findByRole('region', { name: 'Advanced' });
    const field = within(advanced).getByRole('textbox', { name: 'Additional CSS' });
    fireEvent.change(field, { target: { value: 'letter-spacing: 0.1em;' } });
    expect(editedStyles(store)).toEqual({
      blocks: { 'core/heading': { css: 'letter-spacing: 0.1em;' } },
    });
  });
});

describe('Styles → Blocks opened before its code has arrived', () => {
  afterEach(() => {
    cleanup();
    vi.resetModules();
  });

  it("shows 'Loading…', then the section", async () => {
    // Fresh copies of the modules, as on a page that has not fetched the section's code yet.
    vi.resetModules();
    const fresh = await import('./StylesSidebar');
    const providers = await import('../../testing/EditorTestProviders');
    const entities = await import('../../data/entities/entity-store');
    window.history.replaceState(
      null,
      '',
      '/wp-admin/site-editor.php?p=%2Fwp_global_styles&section=%2Fblocks',
    );
    const rest = stylesRest();
    render(
      <providers.EditorTestProviders
        bootstrap={providers.testBootstrap()}
        client={rest.client}
        store={entities.createEntityStore({ client: rest.client })}
      >
        <fresh.StylesSidebar />
      </providers.EditorTestProviders>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Blocks' })).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Blocks' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(within(screen.getByRole('list')).getAllByRole('link').length).toBeGreaterThan(0);
  }, 30_000);
});
