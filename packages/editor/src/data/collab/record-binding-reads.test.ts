import { describe, expect, it } from 'vitest';
import { createReadQueue, joinChanges } from './remote-reads';
import { openTab, session, texts, tree, type } from './testing/bound-tabs';
import { manualFrames } from './testing/manual-frames';

const changed = (...blocks: string[]) => ({
  fields: false,
  meta: false,
  structure: false,
  blocks: new Set(blocks),
});

describe('the read queue', () => {
  it('joins what arrivals changed and reads it once per run', () => {
    const frames = manualFrames();
    const read: string[][] = [];
    const queue = createReadQueue((changes) => read.push([...changes.blocks]), frames.schedule);
    queue.add(changed('a'));
    queue.add(changed('b'));
    expect(frames.waiting()).toBe(1);
    expect(read).toEqual([]);
    frames.frame();
    expect(read).toEqual([['a', 'b']]);
  });

  it('reads a local change at once, with what arrived before it, and not again', () => {
    const frames = manualFrames();
    const read: string[][] = [];
    const queue = createReadQueue((changes) => read.push([...changes.blocks]), frames.schedule);
    queue.add(changed('a'));
    queue.readNow(changed('b'));
    expect(read).toEqual([['a', 'b']]);
    expect(frames.waiting()).toBe(0);
  });

  it('keeps each kind of change when joining', () => {
    const joined = joinChanges(
      { fields: true, meta: false, structure: false, blocks: new Set(['a']) },
      { fields: false, meta: true, structure: true, blocks: new Set() },
    );
    expect(joined).toEqual({ fields: true, meta: true, structure: true, blocks: new Set(['a']) });
  });
});

describe('bindRecord, the others’ changes read once per frame', () => {
  it('puts a collaborator’s keystrokes of one frame into the store as one update', async () => {
    const linked = session();
    const frames = manualFrames();
    const a = await openTab(linked, undefined, frames.schedule);
    const b = await openTab(linked);
    let updates = 0;
    a.store.subscribe(() => {
      updates += 1;
    });
    type(b.store, 'Second', 'Second b');
    type(b.store, 'Second b', 'Second by');
    type(b.store, 'Third', 'Third, B');
    expect(texts(tree(a.store))).toEqual(['First', 'Second', 'Third']);
    expect(updates).toBe(0);
    frames.frame();
    expect(updates).toBe(1);
    expect(texts(tree(a.store))).toEqual(['First', 'Second by', 'Third, B']);
  });

  it('keeps the blocks nobody changed as they were', async () => {
    const linked = session();
    const frames = manualFrames();
    const a = await openTab(linked, undefined, frames.schedule);
    const b = await openTab(linked);
    const [first, , third] = tree(a.store).filter((block) => block.name !== null);
    type(b.store, 'Second', 'Second b');
    frames.frame();
    const [firstAfter, , thirdAfter] = tree(a.store).filter((block) => block.name !== null);
    expect(firstAfter).toBe(first);
    expect(thirdAfter).toBe(third);
  });

  it('shows what arrived together with this tab’s own undo, at once', async () => {
    const linked = session();
    const frames = manualFrames();
    const a = await openTab(linked, undefined, frames.schedule);
    const b = await openTab(linked);
    type(a.store, 'First', 'First A');
    type(b.store, 'Third', 'Third B');
    a.store.undo();
    expect(texts(tree(a.store))).toEqual(['First', 'Second', 'Third B']);
    expect(frames.waiting()).toBe(0);
  });
});
