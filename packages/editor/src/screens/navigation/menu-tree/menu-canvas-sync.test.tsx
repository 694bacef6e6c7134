import { createCoreRegistry } from '@atelier/blocks';
import { createMemoryContext } from '@atelier/blocks/testing';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RootBlockList } from '../../../canvas/block-list/RootBlockList';
import { PreviewContextProvider } from '../../../canvas/preview/PreviewContext';
import { BlockEditorProvider } from '../../../canvas/state/BlockEditorContext';
import { createBlockEditorStore } from '../../../canvas/state/block-editor-store';
import { updateAttributes } from '../../../canvas/state/update-attributes';
import { CanvasUiProvider } from '../../../canvas/ui/CanvasUiContext';
import { createCanvasUiStore } from '../../../canvas/ui/canvas-ui-store';
import { createEntityStore } from '../../../data/entities/entity-store';
import type { RecordRef } from '../../../data/entities/store-state';
import { createFakeRest } from '../../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../../testing/EditorTestProviders';
import { MenuTreePanel } from './MenuTreePanel';

const MENU: RecordRef = { kind: 'postType', name: 'wp_navigation', id: '4' };

const CONTENT = [
  '<!-- wp:navigation-link {"label":"Home","url":"/","kind":"custom"} /-->',
  '<!-- wp:navigation-link {"label":"Blog","url":"/blog","kind":"custom"} /-->',
].join('\n\n');

/** The sidebar's tree beside the canvas of the menu in view mode, each with its block editor. */
async function setUp() {
  const rest = createFakeRest({
    'GET /wp/v2/navigation/4': () => ({
      body: { id: 4, status: 'publish', title: { raw: 'Main' }, content: { raw: CONTENT } },
    }),
  });
  const entityStore = createEntityStore({ client: rest.client });
  await entityStore.resolveRecord(MENU);
  const canvasStore = createBlockEditorStore({
    entityStore,
    registry: createCoreRegistry(),
    rootRef: MENU,
  });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={entityStore}>
      <aside aria-label="Sidebar">
        <MenuTreePanel menuRef={MENU} />
      </aside>
      <main aria-label="Canvas">
        <BlockEditorProvider store={canvasStore}>
          <CanvasUiProvider store={createCanvasUiStore()}>
            <PreviewContextProvider value={createMemoryContext({})}>
              <RootBlockList editing={false} />
            </PreviewContextProvider>
          </CanvasUiProvider>
        </BlockEditorProvider>
      </main>
    </EditorTestProviders>,
  );
  const canvas = () => screen.getByRole('main', { name: 'Canvas' });
  const canvasLabels = () =>
    Array.from(canvas().querySelectorAll('.wp-block-navigation-item__label')).map(
      (label) => label.textContent,
    );
  const treeLabels = () =>
    within(screen.getByRole('complementary', { name: 'Sidebar' }))
      .getAllByRole('treeitem')
      .map((row) => row.getAttribute('aria-label'));
  return { entityStore, canvasStore, canvasLabels, treeLabels };
}

afterEach(cleanup);

describe("the menu tree and the menu's canvas", () => {
  it('show the same items, and the canvas follows what the tree adds and moves', async () => {
    const { canvasLabels, treeLabels } = await setUp();
    await screen.findByRole('tree');
    expect(treeLabels()).toEqual(['Home', 'Blog']);
    expect(canvasLabels()).toEqual(['Home', 'Blog']);

    fireEvent.click(screen.getByRole('button', { name: 'Add menu item' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Custom link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add custom link' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Label' }), {
      target: { value: 'Shop' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'URL' }), {
      target: { value: '/shop' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(canvasLabels()).toEqual(['Home', 'Blog', 'Shop']));

    fireEvent.click(screen.getByRole('button', { name: 'Options for Home' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    await waitFor(() => expect(canvasLabels()).toEqual(['Blog', 'Home', 'Shop']));
    expect(treeLabels()).toEqual(['Blog', 'Home', 'Shop']);
  });

  it("follow the canvas's edits and undo", async () => {
    const { entityStore, canvasStore, canvasLabels, treeLabels } = await setUp();
    await screen.findByRole('tree');
    const blog = canvasStore.stateOf(MENU).blocks[1];
    if (blog === undefined) throw new Error('The canvas has no second item');
    act(() =>
      canvasStore.run(
        updateAttributes,
        { clientId: blog.clientId, attributes: { label: 'News' } },
        MENU,
      ),
    );
    await waitFor(() => expect(treeLabels()).toEqual(['Home', 'News']));
    expect(canvasLabels()).toEqual(['Home', 'News']);

    act(() => entityStore.undo());
    await waitFor(() => expect(treeLabels()).toEqual(['Home', 'Blog']));
    expect(canvasLabels()).toEqual(['Home', 'Blog']);
  });
});
