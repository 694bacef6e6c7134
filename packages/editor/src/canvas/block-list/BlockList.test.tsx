import { createCoreRegistry } from '@atelier/blocks';
import { createMemoryContext } from '@atelier/blocks/testing';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEntityStore } from '../../data/entities/entity-store';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { createNewBlock } from '../inserter/new-block';
import { PreviewContextProvider } from '../preview/PreviewContext';
import { BlockEditorProvider } from '../state/BlockEditorContext';
import { createBlockEditorStore } from '../state/block-editor-store';
import { toStoredTree } from '../state/editor-block';
import { insertBlocks } from '../state/insert-blocks';
import { removeBlocks } from '../state/remove-blocks';
import { updateAttributes } from '../state/update-attributes';
import { CanvasUiProvider } from '../ui/CanvasUiContext';
import { createCanvasUiStore } from '../ui/canvas-ui-store';
import { BlockCrashBoundary } from './BlockCrashBoundary';
import { RootBlockList } from './RootBlockList';

// The appender as the list draws it, counting its renders.
const appender = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./DefaultAppender', async (importOriginal) => {
  const real = await importOriginal<typeof import('./DefaultAppender')>();
  return {
    DefaultAppender: (props: import('./DefaultAppender').DefaultAppenderProps) => {
      appender.renders += 1;
      return <real.DefaultAppender {...props} />;
    },
  };
});

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//custom' };
const PARAGRAPHS = 30;

const CONTENT = Array.from(
  { length: PARAGRAPHS },
  (_, i) => `<!-- wp:paragraph -->\n<p>Paragraph ${i + 1}</p>\n<!-- /wp:paragraph -->`,
).join('\n\n');

/** Each paragraph's element by its text, to tell a block kept from one mounted again. */
function paragraphElements(): Map<string, Element | null> {
  return new Map(
    Array.from({ length: PARAGRAPHS }, (_, i) => `Paragraph ${i + 1}`)
      .filter((text) => screen.queryByText(text) !== null)
      .map((text) => [text, screen.getByText(text).closest('[data-block]')]),
  );
}

async function renderTemplate() {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//custom': () => ({
      body: { id: 'loom//custom', slug: 'custom', content: { raw: CONTENT } },
    }),
  });
  const entityStore = createEntityStore({ client: rest.client });
  await entityStore.resolveRecord(TEMPLATE);
  const store = createBlockEditorStore({
    entityStore,
    registry: createCoreRegistry(),
    rootRef: TEMPLATE,
  });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={entityStore}>
      <BlockEditorProvider store={store}>
        <CanvasUiProvider store={createCanvasUiStore()}>
          <PreviewContextProvider value={createMemoryContext({})}>
            <RootBlockList editing />
          </PreviewContextProvider>
        </CanvasUiProvider>
      </BlockEditorProvider>
    </EditorTestProviders>,
  );
  await screen.findByText(`Paragraph ${PARAGRAPHS}`);
  return { store, entityStore };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a list of blocks', () => {
  it('renders only the block a keystroke changed, not its siblings', async () => {
    const { store } = await renderTemplate();
    const edited = screen.getByText('Paragraph 12').closest('[data-block]');
    const clientId = edited?.getAttribute('data-block') ?? '';
    const boundaries = vi.spyOn(BlockCrashBoundary.prototype, 'render');

    act(() => {
      store.run(
        updateAttributes,
        { clientId, attributes: { content: 'Paragraph 12, typed on' } },
        TEMPLATE,
        { coalesce: true },
      );
    });

    expect(screen.getByText('Paragraph 12, typed on').closest('[data-block]')).toBe(edited);
    expect(screen.getByText('Paragraph 13')).toBeDefined();
    expect(boundaries).toHaveBeenCalledTimes(1);
  });

  it('does not render the default appender again for a keystroke, and moves it for a new block', async () => {
    const { store } = await renderTemplate();
    const clientId =
      screen.getByText('Paragraph 30').closest('[data-block]')?.getAttribute('data-block') ?? '';
    const before = appender.renders;

    act(() => {
      store.run(
        updateAttributes,
        { clientId, attributes: { content: 'Paragraph 30, typed on' } },
        TEMPLATE,
        { coalesce: true },
      );
    });

    expect(screen.getByText('Paragraph 30, typed on')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Add default block' })).toBeDefined();
    expect(appender.renders).toBe(before);

    const inserted = createNewBlock(store.registry, 'core/heading');
    act(() => {
      store.run(insertBlocks, { blocks: [inserted], parentId: null, index: PARAGRAPHS }, TEMPLATE);
    });
    expect(appender.renders).toBe(before + 1);
    act(() => screen.getByRole('button', { name: 'Add default block' }).click());
    const blocks = store.stateOf(TEMPLATE).blocks;
    expect(blocks).toHaveLength(PARAGRAPHS + 2);
    expect(blocks.at(-1)?.name).toBe('core/paragraph');
  });

  it('keeps every other block mounted and in order when a block is inserted or removed', async () => {
    const { store } = await renderTemplate();
    const before = paragraphElements();
    const ids = store.stateOf(TEMPLATE).blocks.map((block) => block.clientId);
    const inserted = createNewBlock(store.registry, 'core/paragraph');

    // Where the first group of blocks ends (24) and within one (3), then one block removed.
    for (const index of [24, 3]) {
      act(() => {
        store.run(
          insertBlocks,
          { blocks: [{ ...inserted, clientId: `new-${index}` }], parentId: null, index },
          TEMPLATE,
        );
      });
    }
    act(() => {
      store.run(removeBlocks, { clientIds: [ids[10] ?? ''] }, TEMPLATE);
    });

    const after = paragraphElements();
    expect(after.has('Paragraph 11')).toBe(false);
    for (const [text, element] of after) expect(element, text).toBe(before.get(text));
    const order = [...document.querySelectorAll('[data-block]')].map((element) =>
      element.getAttribute('data-block'),
    );
    expect(order).toEqual(store.stateOf(TEMPLATE).blocks.map((block) => block.clientId));
    expect(order).toHaveLength(PARAGRAPHS + 1);
  });

  it('keeps every block mounted when a first sync gives the blocks the document’s ids', async () => {
    const { store, entityStore } = await renderTemplate();
    const before = paragraphElements();
    const fromDocument = store
      .stateOf(TEMPLATE)
      .blocks.map((block, index) => ({ ...block, clientId: `doc-${index}` }));

    act(() => {
      entityStore.receiveShared(TEMPLATE, { blocks: toStoredTree(fromDocument) }, { newIds: true });
    });

    const after = paragraphElements();
    expect(after.size).toBe(PARAGRAPHS);
    for (const [text, element] of after) expect(element, text).toBe(before.get(text));
    const named = [...document.querySelectorAll('[data-block]')].map((element) =>
      element.getAttribute('data-block'),
    );
    expect(named).toEqual(fromDocument.map((block) => block.clientId));
  });
});
