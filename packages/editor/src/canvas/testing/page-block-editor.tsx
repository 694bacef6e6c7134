import { createCoreRegistry } from '@atelier/blocks';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { EntityStore } from '../../data/entities/entity-store';
import { createEntityStore } from '../../data/entities/entity-store';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest, type FakeHandler } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { BlockEditorProvider } from '../state/BlockEditorContext';
import { type BlockEditorStore, createBlockEditorStore } from '../state/block-editor-store';
import type { EditorBlock } from '../state/editor-block';
import { CanvasUiProvider } from '../ui/CanvasUiContext';
import type { CanvasUiStore } from '../ui/canvas-ui-store';

/** A page record as the REST API answers it (`id` and whatever else the test needs). */
export interface PageRecordBody {
  id: number;
  [field: string]: unknown;
}

/** A page's blocks in a block editor store, over a fake REST API, ready to render components. */
export interface PageBlockEditor {
  page: RecordRef;
  entityStore: EntityStore;
  store: BlockEditorStore;
  /** The page's top-level blocks now. */
  blocks(): readonly EditorBlock[];
  /**
   * Renders `children` with the editor's providers and the block editor store (and the canvas UI
   * store, when given), as the canvas hands them down.
   */
  render(children: ReactNode, ui?: CanvasUiStore): void;
}

/**
 * Reads a page through a fake REST API (`GET /wp/v2/pages/{id}` answers `body`; `handlers`
 * answer the rest) into an entity store, and makes the block editor store of the page on it.
 */
export async function pageBlockEditor(
  body: PageRecordBody,
  handlers: Record<string, FakeHandler> = {},
): Promise<PageBlockEditor> {
  const rest = createFakeRest({ [`GET /wp/v2/pages/${body.id}`]: () => ({ body }), ...handlers });
  const page: RecordRef = { kind: 'postType', name: 'page', id: String(body.id) };
  const entityStore = createEntityStore({ client: rest.client });
  await entityStore.resolveRecord(page);
  const store = createBlockEditorStore({
    entityStore,
    registry: createCoreRegistry(),
    rootRef: page,
  });
  return {
    page,
    entityStore,
    store,
    blocks: () => store.stateOf(page).blocks,
    render(children, ui) {
      render(
        <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={entityStore}>
          <BlockEditorProvider store={store}>
            {ui === undefined ? (
              children
            ) : (
              <CanvasUiProvider store={ui}>{children}</CanvasUiProvider>
            )}
          </BlockEditorProvider>
        </EditorTestProviders>,
      );
    },
  };
}
