import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEntityStore, type EntityStore } from '../../data/entities/entity-store';
import { getEditedRecord } from '../../data/entities/selectors';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { preloadBlocksSection, StylesSidebar } from './StylesSidebar';
import { stylesRest, THEME_STYLES } from './styles-test-rest';

const USER = { kind: 'root', name: 'globalStyles', id: '7' };

function renderBlockStyles(blockName: string, theme: Record<string, unknown> = THEME_STYLES) {
  const section = encodeURIComponent(`/blocks/${encodeURIComponent(blockName)}`);
  window.history.replaceState(
    null,
    '',
    `/wp-admin/site-editor.php?p=%2Fwp_global_styles&section=${section}`,
  );
  const rest = stylesRest(undefined, theme);
  const store = createEntityStore({ client: rest.client });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={store}>
      <StylesSidebar />
    </EditorTestProviders>,
  );
  return store;
}

const editedStyles = (store: EntityStore) => getEditedRecord(store.getState(), USER)?.styles;

// The code of the views these tests open, as a settled page has it (fetched once the page has
// settled).
beforeAll(preloadBlocksSection, 30_000);

describe('Styles › Blocks › a block type with the duotone support', () => {
  afterEach(cleanup);

  it("Image: Filters › Duotone edits the block type's filter.duotone, undoable", async () => {
    const store = renderBlockStyles('core/image');
    expect(await screen.findByRole('heading', { name: 'Image' })).toBeTruthy();
    const filters = await screen.findByRole('region', { name: 'Filters' });
    // The theme's preset only: the test theme turns the default duotones off.
    const duotone = within(filters).getByRole('group', { name: 'Duotone' });
    expect(within(duotone).queryByRole('button', { name: 'Duotone Grayscale' })).toBeNull();
    fireEvent.click(await within(duotone).findByRole('button', { name: 'Duotone Ink and linen' }));
    await waitFor(() =>
      expect(editedStyles(store)).toEqual({
        blocks: { 'core/image': { filter: { duotone: 'var:preset|duotone|ink-linen' } } },
      }),
    );
    fireEvent.click(within(duotone).getByRole('button', { name: 'Unset' }));
    expect(editedStyles(store)).toEqual({
      blocks: { 'core/image': { filter: { duotone: 'unset' } } },
    });
    store.undo();
    expect(editedStyles(store)).toEqual({
      blocks: { 'core/image': { filter: { duotone: 'var:preset|duotone|ink-linen' } } },
    });
  });

  it('has no Filters panel for a block type without it', async () => {
    renderBlockStyles('core/button');
    expect(await screen.findByRole('heading', { name: 'Button' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Color' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
  });
});

describe('Styles › Blocks › the styles a theme registers for a block type', () => {
  afterEach(cleanup);

  it('lists a partial’s section style beside the block’s own, and opens its screen', async () => {
    const theme = {
      ...THEME_STYLES,
      styles: {
        ...THEME_STYLES.styles,
        blocks: {
          'core/group': {
            variations: {
              'section-1': { title: 'Section 1', color: { background: 'var:preset|color|accent' } },
            },
          },
        },
      },
    };
    renderBlockStyles('core/group', theme);
    const list = await screen.findByRole('list', { name: 'Style Variations' });
    fireEvent.click(await within(list).findByRole('link', { name: 'Section 1' }));
    expect(await screen.findByRole('heading', { name: 'Section 1' })).toBeTruthy();
    expect(screen.queryByText('This block type has no styles to edit.')).toBeNull();
  });
});
