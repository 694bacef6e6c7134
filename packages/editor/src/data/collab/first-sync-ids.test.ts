import { type BlockNode, blockIdTreeOf, parse } from '@atelier/blocks';
import { readRecordDoc, savedBlockIds } from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { describe, expect, it } from 'vitest';
import type { EntityStore } from '../entities/entity-store';
import type { RecordRef } from '../entities/store-state';
import { bindRecord } from './record-binding';
import {
  KIND,
  MARKUP,
  openUnsyncedTab,
  PAGE,
  session,
  storeWithPage,
  texts,
  tree,
} from './testing/bound-tabs';

/** Binds the store's page to a new connection of the session and waits for the first sync. */
async function bindAndSync(linked: ReturnType<typeof session>, store: EntityStore): Promise<void> {
  if (KIND === null) throw new Error('pages are shared');
  const connection = linked.connect();
  bindRecord({
    entityStore: store,
    ref: PAGE,
    kind: KIND,
    connection,
    registry: fullCoreRegistry(),
  });
  await connection.whenSynced();
  await Promise.resolve();
}

describe('the first sync of a record the store parsed with its own ids', () => {
  it('tells the store that its blocks took the document’s ids, with the tree they had before', async () => {
    const linked = session();
    const store = await storeWithPage();
    const before = tree(store);
    const heard: [RecordRef, readonly BlockNode[]][] = [];
    store.subscribeNewBlockIds((ref, previous) => heard.push([ref, previous]));
    await bindAndSync(linked, store);

    expect(texts(tree(store))).toEqual(['First', 'Second', 'Third']);
    expect(tree(store)).not.toBe(before);
    expect(heard).toEqual([[PAGE, before]]);

    linked.server.getText('unrelated').insert(0, 'x');
    linked.flush();
    expect(heard).toHaveLength(1);
  });
});

describe('the first sync of a record the server sent with its document’s ids', () => {
  it('renames nothing: the blocks had the document’s ids from the first read', async () => {
    const linked = session();
    const ids = savedBlockIds(linked.server);
    const store = await storeWithPage(MARKUP, ids);
    expect(blockIdTreeOf(tree(store))).toEqual(ids);
    await bindAndSync(linked, store);

    expect(texts(tree(store))).toEqual(['First', 'Second', 'Third']);
    expect(blockIdTreeOf(tree(store))).toEqual(ids);
  });

  it('ids of another version of the content are not used: the blocks get ids of their own', async () => {
    const store = await storeWithPage(MARKUP, ['a', 'b']);
    expect(texts(tree(store))).toEqual(['First', 'Second', 'Third']);
    expect(tree(store).every((block) => block.clientId === undefined)).toBe(true);
  });
});

describe('blocks made before the first sync of a record sent with its document’s ids', () => {
  it('keep the ids the editor gave them, in the store and in the document', async () => {
    const linked = session();
    const tab = await openUnsyncedTab(linked, undefined, undefined, { blockIds: true });
    const [made] = parse('<!-- wp:paragraph --><p>Zero</p><!-- /wp:paragraph -->');
    if (made === undefined) throw new Error('no block parsed');
    tab.store.edit(PAGE, { blocks: [{ ...made, clientId: 'block-made-1' }, ...tree(tab.store)] });
    const before = blockIdTreeOf(tree(tab.store));
    expect(before).toHaveLength(4);

    await tab.sync();
    expect(texts(tree(tab.store))).toEqual(['Zero', 'First', 'Second', 'Third']);
    expect(blockIdTreeOf(tree(tab.store))).toEqual(before);
    expect(blockIdTreeOf(readRecordDoc(linked.server, fullCoreRegistry()).blocks)).toEqual(before);
  });
});

describe('undo of a step made before the first sync that replaced a block', () => {
  it('brings the block back under the id it had, so a selection of it still finds it', async () => {
    const linked = session();
    const tab = await openUnsyncedTab(linked, undefined, undefined, { blockIds: true });
    const [first, ...rest] = tree(tab.store);
    const [heading] = parse('<!-- wp:heading --><h2>Instead</h2><!-- /wp:heading -->');
    if (first === undefined || heading === undefined) throw new Error('no blocks');
    // As editing inside a shown pattern does: the block is replaced by others of other names.
    tab.store.edit(PAGE, { blocks: [{ ...heading, clientId: 'block-made-2' }, ...rest] });
    await tab.sync();
    tab.later(5000);

    tab.store.undo();
    expect(texts(tree(tab.store))).toEqual(['First', 'Second', 'Third']);
    expect(tree(tab.store)[0]?.clientId).toBe(first.clientId);
    expect(texts(readRecordDoc(linked.server, fullCoreRegistry()).blocks)).toEqual([
      'First',
      'Second',
      'Third',
    ]);
  });
});
