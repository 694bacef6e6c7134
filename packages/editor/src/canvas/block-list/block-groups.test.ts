import { describe, expect, it } from 'vitest';
import { type BlockGrouping, type GroupSizes, groupBlocks, groupItems } from './block-groups';

const SIZES: GroupSizes = { size: 4, max: 8 };

const idsFrom = (count: number, prefix = 'b') =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}`);

/** Each group's ids, keyed by the group's key. */
function members(grouping: BlockGrouping): Map<string, string[]> {
  return new Map(
    grouping.groups.map((group) => [group.key, grouping.ids.slice(group.start, group.end)]),
  );
}

/** The ids whose group key changed between two groupings (the blocks that would remount). */
function moved(before: BlockGrouping, after: BlockGrouping): string[] {
  return after.ids.filter((id) => {
    const key = before.keyOf.get(id);
    return key !== undefined && key !== after.keyOf.get(id);
  });
}

/** The groups cover the list in order, each one non-empty and of at most `max` blocks. */
function expectWellFormed(grouping: BlockGrouping, sizes: GroupSizes = SIZES) {
  let end = 0;
  for (const group of grouping.groups) {
    expect(group.start).toBe(end);
    expect(group.end).toBeGreaterThan(group.start);
    expect(group.end - group.start).toBeLessThanOrEqual(sizes.max);
    end = group.end;
  }
  expect(end).toBe(grouping.ids.length);
  expect(new Set(grouping.groups.map((group) => group.key)).size).toBe(grouping.groups.length);
}

describe('groups of blocks anchored to their ids', () => {
  it('cuts a new list into groups of the given size', () => {
    const grouping = groupBlocks(idsFrom(10), null, SIZES);
    expect([...members(grouping).values()]).toEqual([
      ['b0', 'b1', 'b2', 'b3'],
      ['b4', 'b5', 'b6', 'b7'],
      ['b8', 'b9'],
    ]);
    expectWellFormed(grouping);
    expect(groupBlocks([], null, SIZES).groups).toEqual([]);
  });

  it('gives the same answer for the same ids (a keystroke)', () => {
    const grouping = groupBlocks(idsFrom(10), null, SIZES);
    expect(groupBlocks(idsFrom(10), grouping, SIZES)).toBe(grouping);
  });

  it('puts an inserted block in the group of the block before it and moves no other', () => {
    const before = groupBlocks(idsFrom(10), null, SIZES);
    for (const at of [0, 3, 4, 9, 10]) {
      const ids = idsFrom(10);
      ids.splice(at, 0, 'new');
      const after = groupBlocks(ids, before, SIZES);
      expectWellFormed(after);
      expect(moved(before, after)).toEqual([]);
      const neighbour = ids[at === 0 ? 1 : at - 1] ?? '';
      expect(after.keyOf.get('new')).toBe(before.keyOf.get(neighbour));
    }
  });

  it('moves no block when blocks are removed, even a whole group', () => {
    const before = groupBlocks(idsFrom(12), null, SIZES);
    const removals = [['b0'], ['b3', 'b4'], ['b4', 'b5', 'b6', 'b7'], ['b11'], idsFrom(11)];
    for (const removed of removals) {
      const after = groupBlocks(
        idsFrom(12).filter((id) => !removed.includes(id)),
        before,
        SIZES,
      );
      expectWellFormed(after);
      expect(moved(before, after)).toEqual([]);
    }
  });

  it('moves only the moved block when a block is dragged into another group', () => {
    const before = groupBlocks(idsFrom(12), null, SIZES);
    // b9 dragged between b1 and b2; b2 moved one place up.
    const dragged = ['b0', 'b1', 'b9', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8', 'b10', 'b11'];
    const upward = ['b0', 'b2', 'b1', ...idsFrom(12).slice(3)];
    const afterDrag = groupBlocks(dragged, before, SIZES);
    expectWellFormed(afterDrag);
    expect(moved(before, afterDrag)).toEqual(['b9']);
    const afterUp = groupBlocks(upward, before, SIZES);
    expectWellFormed(afterUp);
    expect(moved(before, afterUp)).toEqual([]);
  });

  it('moves one block at a boundary when it is moved past its group', () => {
    const before = groupBlocks(idsFrom(12), null, SIZES);
    // b4, the first of the second group, moved above b3, the last of the first.
    const ids = ['b0', 'b1', 'b2', 'b4', 'b3', ...idsFrom(12).slice(5)];
    const after = groupBlocks(ids, before, SIZES);
    expectWellFormed(after);
    expect(moved(before, after)).toHaveLength(1);
  });

  it('cuts a group that grew past the maximum, keeping the others', () => {
    let grouping = groupBlocks(idsFrom(8), null, SIZES);
    const ids = idsFrom(8);
    for (let count = 0; count < 5; count += 1) {
      ids.splice(1, 0, `new${count}`);
      const after = groupBlocks([...ids], grouping, SIZES);
      expectWellFormed(after);
      if (count < 4) expect(moved(grouping, after)).toEqual([]);
      grouping = after;
    }
    // The first group reached 9 blocks: cut in 4 + 4 + 1; the second group kept its blocks.
    expect(grouping.groups.map((group) => group.end - group.start)).toEqual([4, 4, 1, 4]);
    expect(grouping.keyOf.get('b4')).toBe(groupBlocks(idsFrom(8), null, SIZES).keyOf.get('b4'));
  });

  it('keeps groups well formed through a long random edit session', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % below;
    };
    let ids = idsFrom(60);
    let grouping = groupBlocks(ids, null, SIZES);
    let made = 0;
    for (let step = 0; step < 500; step += 1) {
      ids = [...ids];
      const kind = random(3);
      if (kind === 0 || ids.length < 5) ids.splice(random(ids.length + 1), 0, `r${made++}`);
      else if (kind === 1) ids.splice(random(ids.length), 1);
      else {
        const [block] = ids.splice(random(ids.length), 1);
        if (block !== undefined) ids.splice(random(ids.length + 1), 0, block);
      }
      const after = groupBlocks(ids, grouping, SIZES);
      expectWellFormed(after);
      if (kind !== 2) expect(moved(grouping, after).length).toBeLessThanOrEqual(SIZES.max);
      grouping = after;
    }
  });
});

describe("a group's items", () => {
  it('keeps the array of a group whose items did not change', () => {
    const ids = idsFrom(10);
    const grouping = groupBlocks(ids, null, SIZES);
    const items = ids.map((id) => ({ id }));
    const first = groupItems(items, grouping, new Map());
    expect([...first.values()].map((slice) => slice.length)).toEqual([4, 4, 2]);

    const typed = items.map((item, index) => (index === 5 ? { id: 'b5' } : item));
    const second = groupItems(typed, grouping, first);
    const [one, two, three] = grouping.groups.map((group) => group.key);
    expect(second.get(one ?? '')).toBe(first.get(one ?? ''));
    expect(second.get(two ?? '')).not.toBe(first.get(two ?? ''));
    expect(second.get(two ?? '')?.[1]).toBe(typed[5]);
    expect(second.get(three ?? '')).toBe(first.get(three ?? ''));
  });
});
