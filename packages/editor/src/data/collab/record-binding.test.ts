import { type BlockNode, serialize } from '@atelier/blocks';
import { readRecordDoc } from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { describe, expect, it, vi } from 'vitest';
import { getDirtyRecords } from '../entities/dirty-records';
import { getEditedProp } from '../entities/selectors';
import { bindRecord } from './record-binding';
import {
  type Block,
  KIND,
  openTab,
  PAGE,
  paragraph,
  session,
  texts,
  tree,
  type,
} from './testing/bound-tabs';
import { createLinkedSession } from './testing/linked-connections';

/** The tree as the canvas stores it after a verb: one blank line between top-level blocks. */
function asEditorStores(blocks: readonly Block[]): Block[] {
  const separator: Block = {
    name: null,
    attributes: {},
    innerBlocks: [],
    innerHTML: '\n\n',
    innerContent: ['\n\n'],
  };
  return blocks
    .filter((block) => block.name !== null)
    .flatMap((block, index) => (index === 0 ? [block] : [separator, block]));
}

describe('bindRecord', () => {
  it('puts the document’s tree in the store with its block ids, clean while nobody edited', async () => {
    const linked = session();
    const { store, connection } = await openTab(linked);
    const ids = readRecordDoc(connection.doc, fullCoreRegistry()).blocks.flatMap((block) =>
      block.name === null ? [] : [block.clientId],
    );
    expect(tree(store).flatMap((block) => (block.name === null ? [] : [block.clientId]))).toEqual(
      ids,
    );
    expect(texts(tree(store))).toEqual(['First', 'Second', 'Third']);
    expect(getDirtyRecords(store.getState())).toEqual([]);
    expect(store.getState().history.past).toEqual([]);
  });

  it('shows a remote edit with the same ids, no undo step, and the other blocks’ objects kept', async () => {
    const linked = session();
    const a = await openTab(linked);
    const b = await openTab(linked);
    const before = tree(b.store);
    type(a.store, 'Second', 'Second, by A');
    const after = tree(b.store);
    expect(texts(after)).toEqual(['First', 'Second, by A', 'Third']);
    expect(after.map((block) => block.clientId)).toEqual(before.map((block) => block.clientId));
    expect(after[0]).toBe(before[0]);
    expect(after[4]).toBe(before[4]);
    expect(b.store.getState().history.past).toEqual([]);
    // The document now differs from its saved base: dirty for everyone in the session.
    expect(getDirtyRecords(b.store.getState()).map((record) => record.id)).toEqual(['12']);
  });

  it('sends local typing to the other documents', async () => {
    const linked = session();
    const a = await openTab(linked);
    const b = await openTab(linked);
    type(a.store, 'First', 'First typed');
    expect(texts(readRecordDoc(linked.server, fullCoreRegistry()).blocks)).toEqual([
      'First typed',
      'Second',
      'Third',
    ]);
    expect(texts(readRecordDoc(b.connection.doc, fullCoreRegistry()).blocks)[0]).toBe(
      'First typed',
    );
  });

  it('merges concurrent typing in one paragraph: both tabs end with both texts', async () => {
    const linked = session();
    const a = await openTab(linked);
    const b = await openTab(linked);
    linked.setAutoFlush(false);
    type(a.store, 'Second', 'Second, said A');
    type(b.store, 'Second', 'B: Second');
    linked.flush();
    const fromA = serialize(tree(a.store) as BlockNode[]);
    expect(serialize(tree(b.store) as BlockNode[])).toBe(fromA);
    expect(texts(tree(a.store))[1]).toBe('B: Second, said A');
  });

  it('takes a title typed in another tab', async () => {
    const linked = session();
    const a = await openTab(linked);
    const b = await openTab(linked);
    a.store.edit(PAGE, { title: 'About us' });
    expect(getEditedProp(b.store.getState(), PAGE, 'title')).toBe('About us');
    expect(b.store.getState().history.past).toEqual([]);
  });

  it('undoes only this person’s step, not a collaborator’s edit made after it', async () => {
    const linked = session();
    const a = await openTab(linked);
    const b = await openTab(linked);
    type(a.store, 'First', 'First, by A');
    a.later(5000);
    type(b.store, 'Second', 'Second, by B');
    a.store.undo();
    expect(texts(tree(a.store))).toEqual(['First', 'Second, by B', 'Third']);
    expect(texts(tree(b.store))).toEqual(['First', 'Second, by B', 'Third']);
    a.store.redo();
    expect(texts(tree(b.store))).toEqual(['First, by A', 'Second, by B', 'Third']);
  });

  it('undoes typing that joined one step as one step, and earlier steps one by one', async () => {
    const linked = session();
    const a = await openTab(linked);
    type(a.store, 'First', 'First A');
    a.later(100);
    type(a.store, 'First A', 'First AB');
    a.later(5000);
    a.store.markUndoBoundary();
    type(a.store, 'Third', 'Third C');
    expect(a.store.getState().history.past).toHaveLength(2);
    a.store.undo();
    expect(texts(tree(a.store))).toEqual(['First AB', 'Second', 'Third']);
    a.store.undo();
    expect(texts(tree(a.store))).toEqual(['First', 'Second', 'Third']);
    expect(texts(readRecordDoc(linked.server, fullCoreRegistry()).blocks)).toEqual([
      'First',
      'Second',
      'Third',
    ]);
  });

  it('saves by publishing the document, with no REST write, and is clean after', async () => {
    const linked = session();
    const a = await openTab(linked);
    type(a.store, 'Third', 'Third, saved');
    const result = await a.store.save(PAGE);
    expect(result.ok).toBe(true);
    expect(linked.published).toHaveLength(1);
    expect(linked.published[0]?.content).toContain('<p>Third, saved</p>');
    expect(a.rest.seen.filter((request) => request.method === 'POST')).toEqual([]);
    expect(getDirtyRecords(a.store.getState())).toEqual([]);
    expect(a.store.getState().records[JSON.stringify(['postType', 'page', '12'])]?.etag).toBe(
      'v1.1',
    );
  });

  it('leaves nothing to save after a save, though the canvas wrote its own blank lines', async () => {
    const linked = createLinkedSession({
      docKey: 'page:12',
      markup: `${[paragraph('First'), paragraph('Second')].join('\n\n\n')}\n`,
      version: 'v1',
    });
    const a = await openTab(linked);
    const b = await openTab(linked);
    type(a.store, 'First', 'First, typed');
    a.store.edit(PAGE, { blocks: asEditorStores(tree(a.store)) });
    type(b.store, 'Second', 'Second, typed');
    b.store.edit(PAGE, { blocks: asEditorStores(tree(b.store)) });
    expect(getDirtyRecords(a.store.getState())).toHaveLength(1);
    await a.store.save(PAGE);
    expect(linked.published[0]?.content).toContain('</p>\n<!-- /wp:paragraph -->\n\n\n<!--');
    await vi.waitFor(() => expect(getDirtyRecords(a.store.getState())).toEqual([]));
    await vi.waitFor(() => expect(getDirtyRecords(b.store.getState())).toEqual([]));
  });

  it('makes the other tab clean when someone else saves', async () => {
    const linked = session();
    const a = await openTab(linked);
    const b = await openTab(linked);
    type(a.store, 'Third', 'Third, saved by A');
    expect(getDirtyRecords(b.store.getState())).toHaveLength(1);
    await a.store.save(PAGE);
    await vi.waitFor(() => expect(getDirtyRecords(b.store.getState())).toEqual([]));
    expect(texts(tree(b.store))[2]).toBe('Third, saved by A');
  });

  it('reports a refused publish as the save’s error and keeps the edits', async () => {
    const linked = session();
    const a = await openTab(linked);
    type(a.store, 'First', 'First, not saved');
    linked.refuseNextPublish({
      code: 'rest_collab_read_only',
      message: 'You are not allowed to save this document.',
      data: { status: 403 },
    });
    const result = await a.store.save(PAGE);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('You are not allowed to save this document.');
    expect(getDirtyRecords(a.store.getState())).toHaveLength(1);
  });

  it('saves through REST with If-Match once the record left the session', async () => {
    const linked = session();
    const a = await openTab(linked);
    a.unbind();
    type(a.store, 'First', 'First, by REST');
    const result = await a.store.save(PAGE);
    expect(result.ok).toBe(true);
    const posts = a.rest.seen.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers['If-Match']).toBe('v1');
    expect(linked.published).toEqual([]);
  });

  it('stores the words typed after a save, undo and redo once the record left the session', async () => {
    const linked = session();
    const a = await openTab(linked);
    type(a.store, 'First', 'First typed');
    expect((await a.store.save(PAGE)).ok).toBe(true);
    a.later(2000);
    a.store.undo();
    expect(texts(tree(a.store))[0]).toBe('First');
    a.store.redo();
    expect(texts(tree(a.store))[0]).toBe('First typed');
    await vi.waitFor(() => expect(getDirtyRecords(a.store.getState())).toEqual([]));
    a.later(2000);
    type(a.store, 'First typed', 'First typed again');
    a.unbind();
    const result = await a.store.save(PAGE);
    expect(result.ok).toBe(true);
    const posts = a.rest.seen.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers['If-Match']).toBe('v1.1');
    expect(posts[0]?.body).toMatchObject({
      content: expect.stringContaining('<p>First typed again</p>'),
    });
  });

  it('publishes the words typed before the session closed with them unsent, once it reopens', async () => {
    const linked = session();
    const a = await openTab(linked);
    type(a.store, 'First', 'First typed');
    expect((await a.store.save(PAGE)).ok).toBe(true);
    a.later(2000);
    linked.setAutoFlush(false);
    type(a.store, 'First typed', 'First typed again');
    a.unbind();
    a.connection.close();
    linked.setAutoFlush(true);
    if (KIND === null) throw new Error('pages are shared');
    const connection = linked.connect();
    bindRecord({
      entityStore: a.store,
      ref: PAGE,
      kind: KIND,
      connection,
      registry: fullCoreRegistry(),
    });
    await connection.whenSynced();
    await vi.waitFor(() => expect(texts(tree(a.store))[0]).toBe('First typed again'));
    expect((await a.store.save(PAGE)).ok).toBe(true);
    expect(linked.published.at(-1)?.content).toContain('<p>First typed again</p>');
    await vi.waitFor(() => expect(getDirtyRecords(a.store.getState())).toEqual([]));
  });
});
