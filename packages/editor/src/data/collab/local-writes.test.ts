import { describe, expect, it } from 'vitest';
import {
  createWriteQueue,
  flushLocalWrites,
  joinWrites,
  type PendingWrite,
  registerPendingWrites,
} from './local-writes';
import { manualFrames } from './testing/manual-frames';

const typed = (from: string, to: string, step: number | null = 1): PendingWrite => ({
  before: { content: from },
  after: { content: to },
  step,
});

describe('joinWrites', () => {
  it('joins two writes of one step from the first one’s values to the second one’s', () => {
    expect(joinWrites(typed('a', 'ab'), typed('ab', 'abc'))).toEqual(typed('a', 'abc'));
  });

  it('keeps the first values of each field, whichever write brought it', () => {
    const first: PendingWrite = { before: { content: 'a' }, after: { content: 'ab' }, step: 2 };
    const second: PendingWrite = {
      before: { content: 'ab', title: 'Old' },
      after: { content: 'abc', title: 'New' },
      step: 2,
    };
    expect(joinWrites(first, second)).toEqual({
      before: { content: 'a', title: 'Old' },
      after: { content: 'abc', title: 'New' },
      step: 2,
    });
  });

  it('keeps the attributes typing wrote, known by either write', () => {
    const known = () => ({ content: 'abc' });
    expect(joinWrites(typed('a', 'ab'), { ...typed('ab', 'abc'), known })?.known).toBe(known);
    expect(joinWrites({ ...typed('a', 'ab'), known }, typed('ab', 'abc'))?.known).toBe(known);
  });

  it('keeps writes of different undo steps apart', () => {
    expect(joinWrites(typed('a', 'ab', 1), typed('ab', 'abc', 2))).toBeNull();
    expect(joinWrites(typed('a', 'ab', null), typed('ab', 'abc', 1))).toBeNull();
  });
});

describe('createWriteQueue', () => {
  it('writes the edits of one frame once, when the frame comes', () => {
    const frames = manualFrames();
    const applied: PendingWrite[] = [];
    const queue = createWriteQueue((write) => applied.push(write), frames.schedule);
    queue.add(typed('a', 'ab'));
    queue.add(typed('ab', 'abc'));
    queue.add(typed('abc', 'abcd'));
    expect(applied).toEqual([]);
    expect(frames.waiting()).toBe(1);
    frames.frame();
    expect(applied).toEqual([typed('a', 'abcd')]);
  });

  it('writes a pending edit before one of another step, in the order they were made', () => {
    const frames = manualFrames();
    const applied: PendingWrite[] = [];
    const queue = createWriteQueue((write) => applied.push(write), frames.schedule);
    queue.add(typed('a', 'ab', 1));
    queue.add(typed('ab', 'abc', 2));
    expect(applied).toEqual([typed('a', 'ab', 1)]);
    frames.frame();
    expect(applied).toEqual([typed('a', 'ab', 1), typed('ab', 'abc', 2)]);
  });

  it('writes at once when flushed, and the frame then has nothing left to write', () => {
    const frames = manualFrames();
    const applied: PendingWrite[] = [];
    const queue = createWriteQueue((write) => applied.push(write), frames.schedule);
    queue.add(typed('a', 'ab'));
    queue.flush();
    expect(applied).toEqual([typed('a', 'ab')]);
    expect(frames.waiting()).toBe(0);
    frames.frame();
    queue.flush();
    expect(applied).toHaveLength(1);
  });

  it('writes what is pending when closed, and later writes straight through', () => {
    const frames = manualFrames();
    const applied: PendingWrite[] = [];
    const queue = createWriteQueue((write) => applied.push(write), frames.schedule);
    queue.add(typed('a', 'ab'));
    queue.close();
    queue.add(typed('ab', 'abc'));
    expect(applied).toEqual([typed('a', 'ab'), typed('ab', 'abc')]);
    expect(frames.waiting()).toBe(0);
  });
});

describe('flushLocalWrites', () => {
  it('writes the pending edits of that document only, until the registration ends', () => {
    const frames = manualFrames();
    const doc = {};
    const other = {};
    const applied: PendingWrite[] = [];
    const queue = createWriteQueue((write) => applied.push(write), frames.schedule);
    const stop = registerPendingWrites(doc, queue.flush);
    queue.add(typed('a', 'ab'));
    flushLocalWrites(other);
    expect(applied).toEqual([]);
    flushLocalWrites(doc);
    expect(applied).toEqual([typed('a', 'ab')]);
    stop();
    queue.add(typed('ab', 'abc'));
    flushLocalWrites(doc);
    expect(applied).toHaveLength(1);
  });
});
