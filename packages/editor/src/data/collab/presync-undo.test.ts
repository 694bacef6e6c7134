import { readRecordDoc } from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { describe, expect, it, vi } from 'vitest';
import { COALESCE_MS } from '../entities/edit-record';
import { getEditedProp } from '../entities/selectors';
import {
  type Block,
  openTab,
  openUnsyncedTab,
  PAGE,
  session,
  texts,
  tree,
  type,
} from './testing/bound-tabs';

type Linked = ReturnType<typeof session>;

/** What every copy shows: tab A's store, the server's document, tab B's store. */
function everywhere(
  linked: Linked,
  a: { store: Parameters<typeof tree>[0] },
  b: { store: Parameters<typeof tree>[0] },
) {
  return {
    a: texts(tree(a.store)),
    server: texts(readRecordDoc(linked.server, fullCoreRegistry()).blocks),
    b: texts(tree(b.store)),
  };
}

const all = (expected: string[]) => ({ a: expected, server: expected, b: expected });

/** Tab A types `text` over `was` before its session syncs, then syncs; tab B is in already. */
async function typedBeforeSync(was: string, text: string) {
  const linked = session();
  const a = await openUnsyncedTab(linked);
  type(a.store, was, text);
  expect(texts(readRecordDoc(linked.server, fullCoreRegistry()).blocks)).not.toContain(text);
  await a.sync();
  const b = await openTab(linked);
  a.later(5000);
  b.later(5000);
  return { linked, a, b };
}

describe('undo of typing made before the first sync', () => {
  it('takes the text out of the store and the document, for the other tab too; redo brings it back', async () => {
    const { linked, a, b } = await typedBeforeSync('First', 'First, typed early');
    expect(everywhere(linked, a, b)).toEqual(all(['First, typed early', 'Second', 'Third']));

    a.store.undo();
    expect(everywhere(linked, a, b)).toEqual(all(['First', 'Second', 'Third']));
    expect(
      readRecordDoc(a.connection.doc, fullCoreRegistry()).blocks.map((block) => block.clientId),
    ).toEqual(tree(a.store).map((block) => block.clientId));

    a.store.redo();
    expect(everywhere(linked, a, b)).toEqual(all(['First, typed early', 'Second', 'Third']));
  });

  it('keeps the text of a peer in another block', async () => {
    const { linked, a, b } = await typedBeforeSync('First', 'First, typed early');
    type(b.store, 'Third', 'Third, by B');
    a.store.undo();
    expect(everywhere(linked, a, b)).toEqual(all(['First', 'Second', 'Third, by B']));
    a.store.redo();
    expect(everywhere(linked, a, b)).toEqual(all(['First, typed early', 'Second', 'Third, by B']));
  });

  it('keeps the text a peer typed in the same paragraph', async () => {
    const { linked, a, b } = await typedBeforeSync('First', 'First, typed early');
    type(b.store, 'First, typed early', 'B: First, typed early');
    a.store.undo();
    expect(everywhere(linked, a, b)).toEqual(all(['B: First', 'Second', 'Third']));
    a.store.redo();
    expect(everywhere(linked, a, b)).toEqual(all(['B: First, typed early', 'Second', 'Third']));
  });

  it('keeps the steps made after the sync undoing and redoing through the document, in order', async () => {
    const { linked, a, b } = await typedBeforeSync('Second', 'Second, early');
    type(a.store, 'Second, early', 'Second, early and late');
    a.later(5000);
    type(b.store, 'Third', 'Third, by B');
    expect(a.store.getState().history.past).toHaveLength(2);

    a.store.undo();
    expect(everywhere(linked, a, b)).toEqual(all(['First', 'Second, early', 'Third, by B']));
    a.store.undo();
    expect(everywhere(linked, a, b)).toEqual(all(['First', 'Second', 'Third, by B']));
    a.store.redo();
    expect(everywhere(linked, a, b)).toEqual(all(['First', 'Second, early', 'Third, by B']));
    a.store.redo();
    expect(everywhere(linked, a, b)).toEqual(
      all(['First', 'Second, early and late', 'Third, by B']),
    );
    // A second round: the items put back are this person's, undone and redone again in turn.
    a.store.undo();
    expect(everywhere(linked, a, b)).toEqual(all(['First', 'Second, early', 'Third, by B']));
    a.store.undo();
    expect(everywhere(linked, a, b)).toEqual(all(['First', 'Second', 'Third, by B']));
    a.store.redo();
    a.store.redo();
    expect(everywhere(linked, a, b)).toEqual(
      all(['First', 'Second, early and late', 'Third, by B']),
    );
  });

  it('takes the document once typing that goes on across the sync pauses: one step, undone whole', async () => {
    vi.useFakeTimers();
    try {
      const linked = session();
      const a = await openUnsyncedTab(linked);
      const serverFirst = () => texts(readRecordDoc(linked.server, fullCoreRegistry()).blocks)[0];
      type(a.store, 'First', 'First A');
      await a.sync({ typing: true });
      // The step typing may still join is open: the store is not bound to the document yet.
      expect(serverFirst()).toBe('First');
      a.later(100);
      type(a.store, 'First A', 'First AB');
      a.later(COALESCE_MS);
      await vi.advanceTimersByTimeAsync(2 * COALESCE_MS);
      expect(serverFirst()).toBe('First AB');
      expect(a.store.getState().history.past).toHaveLength(1);

      a.store.undo();
      expect(texts(tree(a.store))[0]).toBe('First');
      expect(serverFirst()).toBe('First');
      a.store.redo();
      expect(serverFirst()).toBe('First AB');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a save while the typing step is open takes the document at once and publishes it', async () => {
    vi.useFakeTimers();
    try {
      const linked = session();
      const a = await openUnsyncedTab(linked);
      type(a.store, 'First', 'First, saved at once');
      await a.sync({ typing: true });
      const saved = await a.store.save(PAGE);
      expect(saved.ok).toBe(true);
      expect(linked.published.at(-1)?.content).toContain('First, saved at once');
      expect(texts(readRecordDoc(linked.server, fullCoreRegistry()).blocks)[0]).toBe(
        'First, saved at once',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes out and puts back a block inserted before the sync', async () => {
    const linked = session();
    const a = await openUnsyncedTab(linked);
    const blocks = tree(a.store);
    const second = blocks.find((block) => texts([block])[0] === 'Second');
    if (second === undefined) throw new Error('the page has a second paragraph');
    const inserted: Block = {
      ...second,
      clientId: 'inserted-early',
      attributes: {},
      innerHTML: '<p>Inserted</p>',
      innerContent: ['<p>Inserted</p>'],
    };
    const at = blocks.indexOf(second);
    a.store.edit(PAGE, { blocks: [...blocks.slice(0, at), inserted, ...blocks.slice(at)] });
    await a.sync();
    const b = await openTab(linked);
    a.later(5000);
    expect(everywhere(linked, a, b)).toEqual(all(['First', 'Inserted', 'Second', 'Third']));

    a.store.undo();
    expect(everywhere(linked, a, b)).toEqual(all(['First', 'Second', 'Third']));
    a.store.redo();
    expect(everywhere(linked, a, b)).toEqual(all(['First', 'Inserted', 'Second', 'Third']));
  });

  it('takes a title typed before the sync out of the document, keeping a peer’s word', async () => {
    const linked = session();
    const a = await openUnsyncedTab(linked);
    a.store.edit(PAGE, { title: 'About us' });
    await a.sync();
    const b = await openTab(linked);
    a.later(5000);
    b.store.edit(PAGE, { title: 'All About us' });
    a.store.undo();
    expect(getEditedProp(a.store.getState(), PAGE, 'title')).toBe('All About');
    expect(getEditedProp(b.store.getState(), PAGE, 'title')).toBe('All About');
    a.store.redo();
    expect(getEditedProp(b.store.getState(), PAGE, 'title')).toBe('All About us');
  });
});
