import { createCoreRegistry } from '@atelier/blocks';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEntityStore } from '../../data/entities/entity-store';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest } from '../../data/fake-rest';
import { BlockEditorProvider } from '../state/BlockEditorContext';
import { createBlockEditorStore } from '../state/block-editor-store';
import { CanvasUiProvider } from '../ui/CanvasUiContext';
import { createCanvasUiStore } from '../ui/canvas-ui-store';
import { RemovalWarningDialog } from './RemovalWarningDialog';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const QUERY =
  '<!-- wp:query {"queryId":1} --><div class="wp-block-query"><!-- wp:post-template --><!-- wp:post-title /--><!-- /wp:post-template --></div><!-- /wp:query -->';

async function setUp() {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//home': () => ({
      body: { id: 'loom//home', slug: 'home', content: { raw: QUERY } },
    }),
  });
  const entityStore = createEntityStore({ client: rest.client });
  await entityStore.resolveRecord(TEMPLATE);
  const store = createBlockEditorStore({
    entityStore,
    registry: createCoreRegistry(),
    rootRef: TEMPLATE,
  });
  const ui = createCanvasUiStore();
  const blocks = () => store.stateOf(TEMPLATE).blocks;
  render(
    <BlockEditorProvider store={store}>
      <CanvasUiProvider store={ui}>
        <button type="button">Elsewhere</button>
        <RemovalWarningDialog />
      </CanvasUiProvider>
    </BlockEditorProvider>,
  );
  screen.getByRole('button', { name: 'Elsewhere' }).focus();
  act(() => {
    ui.set({
      removal: {
        clientIds: [blocks()[0]?.clientId ?? ''],
        owner: TEMPLATE,
        message: 'Query Loop displays a list of posts or pages.',
      },
    });
  });
  return { ui, blocks };
}

describe('the removal warning', () => {
  afterEach(cleanup);

  it('takes the focus, and Escape closes it without removing anything', async () => {
    const { ui, blocks } = await setUp();
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog.textContent).toContain('Query Loop displays a list of posts or pages.');
    expect(dialog.textContent).toContain('Removing this block is not advised.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(ui.getState().removal).toBeNull();
    expect(blocks()).toHaveLength(1);
  });

  it('Delete removes the blocks', async () => {
    const { blocks } = await setUp();
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(blocks()).toHaveLength(0);
  });
});
