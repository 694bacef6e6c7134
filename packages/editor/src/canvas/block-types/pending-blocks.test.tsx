import {
  type BlockType,
  type BlockTypeGroup,
  coreBlocks,
  createLoadingRegistry,
  type LoadingRegistry,
  serialize,
} from '@atelier/blocks';
import { createMemoryContext } from '@atelier/blocks/testing';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEntityStore, type EntityStore } from '../../data/entities/entity-store';
import { getEditedBlocks } from '../../data/entities/selectors';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { RootBlockList } from '../block-list/RootBlockList';
import { PreviewContextProvider } from '../preview/PreviewContext';
import { BlockEditorProvider } from '../state/BlockEditorContext';
import { createBlockEditorStore } from '../state/block-editor-store';
import { CanvasUiProvider } from '../ui/CanvasUiContext';
import { createCanvasUiStore } from '../ui/canvas-ui-store';
import { registerRecordBlockTypes, useRecordBlockTypes } from './use-record-block-types';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//custom' };

const CONTENT = [
  '<!-- wp:group {"layout":{"type":"constrained"}} -->',
  '<div class="wp-block-group"><!-- wp:paragraph -->',
  '<p>Inside the group</p>',
  '<!-- /wp:paragraph -->',
  '',
  '<!-- wp:verse -->',
  '<pre class="wp-block-verse">A verse line</pre>',
  '<!-- /wp:verse --></div>',
  '<!-- /wp:group -->',
  '',
  '<!-- wp:acme/unknown -->',
  '<div>From another site</div>',
  '<!-- /wp:acme/unknown -->',
].join('\n');

const definitions = (names: readonly string[]): BlockType[] =>
  coreBlocks.filter((type) => names.includes(type.name));

/** Two groups whose chunks arrive when the test says so. */
function manualGroups() {
  const arrivals = new Map<string, () => void>();
  const fetched: string[] = [];
  const group = (label: string, names: string[]): BlockTypeGroup => ({
    names,
    load: () => {
      fetched.push(label);
      return new Promise((resolve) => arrivals.set(label, () => resolve(definitions(names))));
    },
  });
  const groups = [
    group('everyday', ['core/group', 'core/paragraph']),
    group('occasional', ['core/verse', 'core/video']),
  ];
  const arrive = async (label: string) => {
    await act(async () => arrivals.get(label)?.());
  };
  return { groups, fetched, arrive };
}

function RecordTypes({ store }: { store: ReturnType<typeof createBlockEditorStore> }) {
  useRecordBlockTypes(store.registry, TEMPLATE);
  return null;
}

/** Runs between the record's read and the first render (as the page's first load does). */
type BeforeRender = (entityStore: EntityStore, registry: LoadingRegistry) => Promise<void>;

async function renderTemplate(groups: readonly BlockTypeGroup[], beforeRender?: BeforeRender) {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//custom': () => ({
      body: { id: 'loom//custom', slug: 'custom', content: { raw: CONTENT } },
    }),
  });
  const entityStore = createEntityStore({ client: rest.client });
  await entityStore.resolveRecord(TEMPLATE);
  const registry = createLoadingRegistry(groups);
  await beforeRender?.(entityStore, registry);
  const store = createBlockEditorStore({ entityStore, registry, rootRef: TEMPLATE });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={entityStore}>
      <BlockEditorProvider store={store}>
        <CanvasUiProvider store={createCanvasUiStore()}>
          <PreviewContextProvider value={createMemoryContext({})}>
            <RecordTypes store={store} />
            <RootBlockList editing />
          </PreviewContextProvider>
        </CanvasUiProvider>
      </BlockEditorProvider>
    </EditorTestProviders>,
  );
  return { entityStore, registry };
}

afterEach(cleanup);

describe('blocks whose type is still loading', () => {
  it('asks for every chunk the record names at once, inner blocks included', async () => {
    const { groups, fetched } = manualGroups();
    await renderTemplate(groups);
    expect(fetched).toEqual(['everyday', 'occasional']);
  });

  it('draw nothing until their type arrives, never a missing-block notice, then draw', async () => {
    const { groups, arrive } = manualGroups();
    await renderTemplate(groups);
    expect(screen.queryByText('Inside the group')).toBeNull();
    expect(screen.queryByText(/doesn’t include support for the "core\//)).toBeNull();

    await arrive('everyday');
    expect(await screen.findByText('Inside the group')).toBeTruthy();
    expect(screen.queryByText('A verse line')).toBeNull();
    expect(screen.queryByText(/doesn’t include support for the "core\/verse"/)).toBeNull();

    await arrive('occasional');
    expect(await screen.findByText('A verse line')).toBeTruthy();
    expect(screen.queryByText(/doesn’t include support for the "core\//)).toBeNull();
    expect(screen.queryByText(/This block contains unexpected or invalid content/)).toBeNull();
  });

  it('still call a type no chunk holds missing', async () => {
    const { groups, arrive } = manualGroups();
    await renderTemplate(groups);
    await arrive('everyday');
    await arrive('occasional');
    expect(
      await screen.findByText(
        'Your site doesn’t include support for the "acme/unknown" block. You can leave it as-is or remove it.',
      ),
    ).toBeTruthy();
  });

  it('leave the record’s content as it was read', async () => {
    const { groups, arrive } = manualGroups();
    const { entityStore } = await renderTemplate(groups);
    await arrive('everyday');
    await arrive('occasional');
    await screen.findByText('A verse line');
    expect(serialize([...getEditedBlocks(entityStore.getState(), TEMPLATE)])).toBe(CONTENT);
    expect(entityStore.getState().edits).toEqual({});
  });
});

describe("the record's types registered before the first render", () => {
  it('asks for every chunk the record names and settles once they are in', async () => {
    const { groups, fetched, arrive } = manualGroups();
    let settled = false;
    await renderTemplate(groups, async (entityStore, registry) => {
      const registered = registerRecordBlockTypes(registry, entityStore, TEMPLATE).then(() => {
        settled = true;
      });
      expect(fetched).toEqual(['everyday', 'occasional']);
      await arrive('everyday');
      expect(settled).toBe(false);
      await arrive('occasional');
      await registered;
    });
    expect(settled).toBe(true);
    // The first render draws the blocks: no render of their own once their types arrive.
    expect(screen.getByText('Inside the group')).toBeTruthy();
    expect(screen.getByText('A verse line')).toBeTruthy();
  });
});
