import { serialize } from '@atelier/blocks';
import { readRecordDoc } from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { describe, expect, it } from 'vitest';
import { flushLocalWrites } from './local-writes';
import { openTab, session, texts, tree, type } from './testing/bound-tabs';
import { manualFrames } from './testing/manual-frames';

const serverTexts = (linked: ReturnType<typeof session>) =>
  texts(readRecordDoc(linked.server, fullCoreRegistry()).blocks);

describe('bindRecord, edits written once per frame', () => {
  it('shows typing in the store at once and sends the frame’s keystrokes as one update', async () => {
    const linked = session();
    const frames = manualFrames();
    const a = await openTab(linked, frames.schedule);
    let updates = 0;
    a.connection.doc.on('update', () => {
      updates += 1;
    });
    type(a.store, 'First', 'First a');
    type(a.store, 'First a', 'First ab');
    type(a.store, 'First ab', 'First abc');
    expect(texts(tree(a.store))[0]).toBe('First abc');
    expect(serverTexts(linked)[0]).toBe('First');
    frames.frame();
    expect(updates).toBe(1);
    expect(serverTexts(linked)).toEqual(['First abc', 'Second', 'Third']);
  });

  it('keeps a pending edit and a collaborator’s edit that arrives before the frame', async () => {
    const linked = session();
    const frames = manualFrames();
    const a = await openTab(linked, frames.schedule);
    const b = await openTab(linked);
    // Updates travel when the test says (a network delivers them in later tasks).
    linked.setAutoFlush(false);
    type(a.store, 'Second', 'Second, said A');
    type(b.store, 'Second', 'B: Second');
    type(b.store, 'Third', 'Third, by B');
    linked.flush();
    expect(texts(tree(a.store))).toEqual(['First', 'B: Second, said A', 'Third, by B']);
    frames.frame();
    linked.flush();
    expect(texts(tree(b.store))).toEqual(['First', 'B: Second, said A', 'Third, by B']);
    expect(serialize(tree(b.store))).toBe(serialize(tree(a.store)));
  });

  it('publishes everything typed up to Save, before any frame', async () => {
    const linked = session();
    const frames = manualFrames();
    const a = await openTab(linked, frames.schedule);
    type(a.store, 'Third', 'Third, saved at once');
    expect((await a.store.save(a.ref)).ok).toBe(true);
    expect(linked.published[0]?.content).toContain('<p>Third, saved at once</p>');
  });

  it('undoes step for step, though both steps waited for one frame', async () => {
    const linked = session();
    const frames = manualFrames();
    const a = await openTab(linked, frames.schedule);
    type(a.store, 'First', 'First A');
    a.later(5000);
    a.store.markUndoBoundary();
    type(a.store, 'Third', 'Third C');
    a.store.undo();
    expect(texts(tree(a.store))).toEqual(['First A', 'Second', 'Third']);
    a.store.undo();
    expect(texts(tree(a.store))).toEqual(['First', 'Second', 'Third']);
    a.store.redo();
    frames.frame();
    expect(serverTexts(linked)).toEqual(['First A', 'Second', 'Third']);
  });

  it('writes what is pending when the binding ends and when presence reads the document', async () => {
    const linked = session();
    const frames = manualFrames();
    const a = await openTab(linked, frames.schedule);
    type(a.store, 'First', 'First, for the carets');
    flushLocalWrites(a.connection.doc);
    expect(serverTexts(linked)[0]).toBe('First, for the carets');
    type(a.store, 'Second', 'Second, before closing');
    a.unbind();
    expect(serverTexts(linked)).toEqual([
      'First, for the carets',
      'Second, before closing',
      'Third',
    ]);
  });
});
