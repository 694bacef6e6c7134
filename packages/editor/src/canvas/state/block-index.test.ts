import { describe, expect, it } from 'vitest';
import { blockIndex, carryBlockIndex } from './block-index';
import type { EditorBlock } from './editor-block';
import { allClientIds, idBlock, seededRandom } from './verb-test-helpers';

const tree = Object.freeze([
  idBlock('a'),
  idBlock('b', [idBlock('b1'), idBlock('b2', [idBlock('b2x')])]),
  idBlock('c'),
]);

describe('blockIndex', () => {
  it('finds every block with its parent and index, inner blocks included', () => {
    const index = blockIndex(tree);
    expect(['a', 'b', 'b1', 'b2', 'b2x', 'c'].every((id) => index.has(id))).toBe(true);
    expect(index.get('a')).toMatchObject({ parentId: null, index: 0 });
    expect(index.get('c')).toMatchObject({ parentId: null, index: 2 });
    expect(index.get('b2')).toMatchObject({ parentId: 'b', index: 1 });
    expect(index.get('b2x')?.block.clientId).toBe('b2x');
    expect(index.get('b2x')).toMatchObject({ parentId: 'b2', index: 0 });
    expect(index.get('missing')).toBeUndefined();
  });

  it('is built once per tree array and again for a changed tree', () => {
    expect(blockIndex(tree)).toBe(blockIndex(tree));
    const changed = [...tree.slice(0, 2), idBlock('d')];
    expect(blockIndex(changed)).not.toBe(blockIndex(tree));
    expect(blockIndex(changed).has('d')).toBe(true);
    expect(blockIndex(changed).has('c')).toBe(false);
  });

  it('indexes a subtree relative to its own list', () => {
    const inner = tree[1]?.innerBlocks ?? [];
    expect(blockIndex(inner).get('b2')).toMatchObject({ parentId: null, index: 1 });
    expect(blockIndex(inner).has('a')).toBe(false);
  });

  it('keeps the first place of an id found twice, as a depth-first search does', () => {
    const twice = [idBlock('x', [idBlock('dup')]), idBlock('dup')];
    expect(blockIndex(twice).get('dup')).toMatchObject({ parentId: 'x', index: 0 });
  });
});

/** A small seeded generator, so a failing sequence can be replayed. */
/** The entries an index gives for the ids of some trees (and one id of none). */
function entries(index: ReturnType<typeof blockIndex>, ...trees: (readonly EditorBlock[])[]) {
  const ids = [...new Set(trees.flatMap(allClientIds)), 'missing'];
  return ids.map((id) => {
    const entry = index.get(id);
    return [id, index.has(id), entry?.parentId, entry?.index, entry?.block];
  });
}

/** Every list of the tree (the top level and each block's inner blocks), with the path to it. */
function lists(blocks: readonly EditorBlock[], path: number[] = []): number[][] {
  return [path, ...blocks.flatMap((child, at) => lists(child.innerBlocks, [...path, at]))];
}

/** The list at `path`. */
function listAt(blocks: readonly EditorBlock[], path: readonly number[]): readonly EditorBlock[] {
  return path.reduce<readonly EditorBlock[]>((list, at) => list[at]?.innerBlocks ?? [], blocks);
}

/** The tree with the list at `path` replaced by what `change` makes of it (ancestors copied). */
function changeList(
  blocks: readonly EditorBlock[],
  path: readonly number[],
  change: (list: EditorBlock[]) => EditorBlock[],
): EditorBlock[] {
  const [first, ...rest] = path;
  if (first === undefined) return change([...blocks]);
  return blocks.map((child, at) =>
    at === first ? { ...child, innerBlocks: changeList(child.innerBlocks, rest, change) } : child,
  );
}

describe('carryBlockIndex', () => {
  it('derives the index of a tree changed in place and keeps it equal to a full build', () => {
    const before = blockIndex(tree);
    const changed = changeList(tree, [1, 1], (list) => list.map((child) => ({ ...child })));
    expect(carryBlockIndex(tree, changed)).toBe(true);
    const derived = blockIndex(changed);
    expect(derived).not.toBe(before);
    expect(derived.get('b2x')?.block).toBe(changed[1]?.innerBlocks[1]?.innerBlocks[0]);
    expect(derived.get('b')?.block).toBe(changed[1]);
    expect(derived.get('a')?.block).toBe(tree[0]);
    expect(entries(derived, tree, changed)).toEqual(
      entries(blockIndex([...changed]), tree, changed),
    );
  });

  it('leaves a tree whose blocks moved to a full build, and does nothing for an unindexed tree', () => {
    blockIndex(tree);
    const moved = [tree[2], tree[0], tree[1]].filter((item) => item !== undefined);
    expect(carryBlockIndex(tree, moved)).toBe(false);
    expect(blockIndex(moved).get('c')).toMatchObject({ parentId: null, index: 0 });
    const unindexed = [idBlock('p', [idBlock('q')])];
    const next = [{ ...idBlock('p', [idBlock('q')]) }];
    expect(carryBlockIndex(unindexed, next)).toBe(false);
    expect(blockIndex(next).get('q')).toMatchObject({ parentId: 'p', index: 0 });
  });

  it('builds in full after sixteen carried trees, so look-ups read few layers', () => {
    let current: readonly EditorBlock[] = [
      idBlock('p'),
      idBlock('g', [idBlock('q')]),
      idBlock('r'),
    ];
    blockIndex(current);
    const carried: boolean[] = [];
    for (let step = 0; step < 20; step += 1) {
      const changed = changeList(current, [1], (list) => list.map((item) => ({ ...item })));
      carried.push(carryBlockIndex(current, changed));
      expect(entries(blockIndex(changed), current, changed)).toEqual(
        entries(blockIndex([...changed]), current, changed),
      );
      current = changed;
    }
    expect(carried.map((done) => (done ? 'c' : 'f')).join('')).toBe('ccccccccccccccccfccc');
  });

  it('answers as a full build after 300 random edits, moves, insertions and repeated ids', () => {
    const next = seededRandom(22);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    let counter = 0;
    const fresh = (depth: number): EditorBlock => {
      counter += 1;
      const children = depth < 2 && next() < 0.4 ? [fresh(depth + 1), fresh(depth + 1)] : [];
      // Now and then an id already used elsewhere: the first place must still win.
      return idBlock(next() < 0.05 ? `n${Math.floor(next() * counter)}` : `n${counter}`, children);
    };
    let current: readonly EditorBlock[] = Array.from({ length: 12 }, () => fresh(0));
    blockIndex(current);
    let derivedCount = 0;
    for (let step = 0; step < 300; step += 1) {
      const path = pick(lists(current).filter((at) => listAt(current, at).length > 0));
      const kind = next();
      const changed = changeList(current, path, (list) => {
        const at = Math.floor(next() * list.length);
        const target = list[at];
        if (kind < 0.6 && target !== undefined) {
          // In place: the same id, new attributes (typing), maybe new children in place.
          list[at] = {
            ...target,
            attributes: { step },
            innerBlocks: target.innerBlocks.map((c) => (next() < 0.3 ? { ...c } : c)),
          };
        } else if (kind < 0.7 && target !== undefined) {
          list[at] = fresh(1);
        } else if (kind < 0.8) {
          list.splice(at, 0, fresh(1));
        } else if (kind < 0.9 && list.length > 1) {
          list.splice(at, 1);
        } else if (list.length > 1) {
          list.reverse();
        }
        return list;
      });
      if (carryBlockIndex(current, changed)) derivedCount += 1;
      const index = blockIndex(changed);
      const full = blockIndex([...changed]);
      expect(entries(index, current, changed)).toEqual(entries(full, current, changed));
      for (const id of allClientIds(changed))
        expect(index.get(id)?.block).toBe(full.get(id)?.block);
      current = changed;
    }
    // Most in-place edits were derived, the rest built in full: both kinds were compared.
    expect(derivedCount).toBeGreaterThan(100);
    expect(derivedCount).toBeLessThan(300);
  });
});
