import { blockAttributes, createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { createEntityStore } from '../../data/entities/entity-store';
import type { RecordRef } from '../../data/entities/store-state';
import { createFakeRest } from '../../data/fake-rest';
import { createBlockEditorStore } from './block-editor-store';
import type { EditorBlock } from './editor-block';
import { selectBlock } from './select-block';
import { updateAttributes } from './update-attributes';

const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '7' };
const CONTENT = [
  '<!-- wp:heading -->\n<h2>Title</h2>\n<!-- /wp:heading -->',
  '<!-- wp:paragraph -->\n<p>Some words</p>\n<!-- /wp:paragraph -->',
].join('\n\n');

async function setUp() {
  const rest = createFakeRest({
    'GET /wp/v2/pages/7': () => ({
      body: { id: 7, title: { raw: 'Page' }, content: { raw: CONTENT } },
    }),
  });
  const entityStore = createEntityStore({ client: rest.client, now: () => 0 });
  await entityStore.resolveRecord(PAGE);
  const store = createBlockEditorStore({
    entityStore,
    registry: createCoreRegistry(),
    rootRef: PAGE,
  });
  return { entityStore, store };
}

describe('a record’s blocks taking the document’s ids (co-editing’s first sync)', () => {
  it('keeps the selected block selected, with the caret where it is now', async () => {
    const { entityStore, store } = await setUp();
    const heard: unknown[] = [];
    store.subscribe(() => heard.push(store.getSelection()));
    const tree = store.treeOf(entityStore.getState(), PAGE);
    const paragraph = tree.find((block) => block.name === 'core/paragraph');
    if (paragraph === undefined) throw new Error('the page has a paragraph');
    store.run(selectBlock, { clientId: paragraph.clientId });
    store.setCaretReader(() => ({ clientId: paragraph.clientId, caret: 4 }));

    const fromDocument = tree.map((block, index) => ({ ...block, clientId: `doc.${index}` }));
    entityStore.receiveShared(PAGE, { blocks: fromDocument }, { newIds: true });

    const moved = fromDocument[tree.indexOf(paragraph)]?.clientId;
    expect(store.getSelection()).toEqual({
      anchor: { clientId: moved, caret: 4 },
      focus: { clientId: moved, caret: 4 },
    });
    expect([...store.selectedIds()]).toEqual([moved]);
    expect(heard.length).toBeGreaterThan(0);
    // Said as a renaming (the canvas then leaves the focus where it is), until the next change.
    expect(store.isSelectionFromRenaming()).toBe(true);
    store.run(selectBlock, { clientId: fromDocument[0]?.clientId ?? '' });
    expect(store.isSelectionFromRenaming()).toBe(false);
  });

  it('leaves the selection alone when the ids did not change', async () => {
    const { entityStore, store } = await setUp();
    store.subscribe(() => undefined);
    const tree = store.treeOf(entityStore.getState(), PAGE);
    const first = tree[0];
    if (first === undefined) throw new Error('the page has blocks');
    store.run(selectBlock, { clientId: first.clientId });
    const selection = store.getSelection();
    entityStore.receiveShared(PAGE, { blocks: [...tree] }, { newIds: true });
    expect(store.getSelection()).toBe(selection);
  });

  it('runs a change begun before the sync on the block it meant (an Edit awaiting a request)', async () => {
    const { entityStore, store } = await setUp();
    store.subscribe(() => undefined);
    const tree = store.treeOf(entityStore.getState(), PAGE);
    const heading = tree[0];
    if (heading === undefined) throw new Error('the page has blocks');
    // The change was made for the block as it was named when the person clicked.
    const change = { clientId: heading.clientId, attributes: { content: 'Renamed title' } };

    const fromDocument = tree.map((block, index) => ({ ...block, clientId: `doc.${index}` }));
    entityStore.receiveShared(PAGE, { blocks: fromDocument }, { newIds: true });
    store.run(updateAttributes, change, PAGE);

    const after = store.treeOf(entityStore.getState(), PAGE);
    expect(after.map((block) => block.clientId)).toEqual(['doc.0', 'doc.1']);
    expect(blockAttributes(store.registry, after[0] as EditorBlock).content).toBe('Renamed title');
  });
});
