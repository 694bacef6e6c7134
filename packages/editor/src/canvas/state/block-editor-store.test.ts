import { createCoreRegistry, serialize } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { getDirtyRecords } from '../../data/entities/dirty-records';
import { createEntityStore } from '../../data/entities/entity-store';
import { getEditedRecord } from '../../data/entities/selectors';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest } from '../../data/fake-rest';
import { createBlockEditorStore } from './block-editor-store';
import { insertBlocks } from './insert-blocks';
import { selectBlock } from './select-block';
import { updateAttributes } from './update-attributes';
import { paragraph } from './verb-test-helpers';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//index' };
const CONTENT = [
  '<!-- wp:paragraph -->\n<p>one</p>\n<!-- /wp:paragraph -->',
  '<!-- wp:paragraph -->\n<p>two</p>\n<!-- /wp:paragraph -->',
].join('\n\n');

async function setUp() {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//index': () => ({
      body: { id: 'loom//index', slug: 'index', title: 'Index', content: { raw: CONTENT } },
    }),
  });
  let time = 0;
  const entityStore = createEntityStore({ client: rest.client, now: () => time });
  await entityStore.resolveRecord(TEMPLATE);
  const store = createBlockEditorStore({
    entityStore,
    registry: createCoreRegistry(),
    rootRef: TEMPLATE,
  });
  return { entityStore, store, tick: (ms: number) => (time += ms) };
}

describe('the block editor store', () => {
  it('gives the same tree (same client ids) until something changes', async () => {
    const { entityStore, store } = await setUp();
    const first = store.treeOf(entityStore.getState(), TEMPLATE);
    expect(first.map((block) => block.name)).toEqual(['core/paragraph', 'core/paragraph']);
    expect(store.treeOf(entityStore.getState(), TEMPLATE)).toBe(first);
  });

  it('a verb writes one blocks edit: dirty, serialised like the block editor, undoable', async () => {
    const { entityStore, store } = await setUp();
    const added = paragraph('three');
    store.run(insertBlocks, { blocks: [added] });
    expect(getDirtyRecords(entityStore.getState()).map((record) => record.id)).toEqual([
      'loom//index',
    ]);
    const blocks = getEditedRecord(entityStore.getState(), TEMPLATE)?.blocks;
    expect(Array.isArray(blocks) && serialize(blocks)).toBe(
      `${CONTENT}\n\n<!-- wp:paragraph -->\n<p>three</p>\n<!-- /wp:paragraph -->`,
    );
    expect(store.getSelection()?.focus.clientId).toBe(added.clientId);
    const tree = store.treeOf(entityStore.getState(), TEMPLATE);
    expect(tree.at(-1)?.clientId).toBe(added.clientId);
    entityStore.undo();
    expect(getDirtyRecords(entityStore.getState())).toEqual([]);
    expect(store.treeOf(entityStore.getState(), TEMPLATE).map((block) => block.clientId)).toEqual(
      tree.slice(0, 2).map((block) => block.clientId),
    );
  });

  it('typing edits join one undo step; a structural action starts its own', async () => {
    const { entityStore, store, tick } = await setUp();
    const id = store.treeOf(entityStore.getState(), TEMPLATE)[0]?.clientId ?? '';
    store.run(selectBlock, { clientId: id });
    for (const text of ['o', 'on', 'one!']) {
      tick(100);
      store.run(updateAttributes, { clientId: id, attributes: { content: text } }, undefined, {
        coalesce: true,
      });
    }
    store.run(insertBlocks, { blocks: [paragraph('new')] });
    entityStore.undo();
    expect(store.treeOf(entityStore.getState(), TEMPLATE).length).toBe(2);
    entityStore.undo();
    expect(getDirtyRecords(entityStore.getState())).toEqual([]);
  });

  it('tells subscribers when the selection changes, not otherwise', async () => {
    const { entityStore, store } = await setUp();
    const id = store.treeOf(entityStore.getState(), TEMPLATE)[1]?.clientId ?? '';
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    store.run(selectBlock, { clientId: id });
    store.run(selectBlock, { clientId: 'missing' });
    store.setNavigationMode(true);
    expect(calls).toBe(2);
    expect(store.ownerOf(id)).toEqual(TEMPLATE);
  });
});
