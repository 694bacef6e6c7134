import type { BlockNode } from '@atelier/blocks';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { describe, expect, it } from 'vitest';
import type { RecordRef } from '../entities/store-state';
import { bindRecord } from './record-binding';
import { KIND, PAGE, session, storeWithPage, texts, tree } from './testing/bound-tabs';

describe('the first sync of a record the store parsed with its own ids', () => {
  it('tells the store that its blocks took the document’s ids, with the tree they had before', async () => {
    const linked = session();
    const store = await storeWithPage();
    const before = tree(store);
    const heard: [RecordRef, readonly BlockNode[]][] = [];
    store.subscribeNewBlockIds((ref, previous) => heard.push([ref, previous]));
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

    expect(texts(tree(store))).toEqual(['First', 'Second', 'Third']);
    expect(tree(store)).not.toBe(before);
    expect(heard).toEqual([[PAGE, before]]);

    linked.server.getText('unrelated').insert(0, 'x');
    linked.flush();
    expect(heard).toHaveLength(1);
  });
});
