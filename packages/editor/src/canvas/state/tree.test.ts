import { describe, expect, it } from 'vitest';
import type { EditorBlock } from './editor-block';
import { replaceBlock } from './tree';
import { allClientIds, idBlock, seededRandom } from './verb-test-helpers';

/** What replacing a block means, written as a walk of every block: each place of the id. */
function walked(
  blocks: readonly EditorBlock[],
  clientId: string,
  next: EditorBlock,
): EditorBlock[] {
  return blocks.map((item) =>
    item.clientId === clientId
      ? next
      : { ...item, innerBlocks: walked(item.innerBlocks, clientId, next) },
  );
}

describe('replaceBlock', () => {
  it('copies only the lists on the way to the block', () => {
    const tree = [
      idBlock('a'),
      idBlock('b', [idBlock('b1'), idBlock('b2', [idBlock('x')])]),
      idBlock('c'),
    ];
    const next = idBlock('x');
    const result = replaceBlock(tree, 'x', next);
    expect(result[1]?.innerBlocks[1]?.innerBlocks[0]).toBe(next);
    expect(result[0]).toBe(tree[0]);
    expect(result[2]).toBe(tree[2]);
    expect(result[1]?.innerBlocks[0]).toBe(tree[1]?.innerBlocks[0]);
    expect(result[1]).not.toBe(tree[1]);
    expect(tree[1]?.innerBlocks[1]?.innerBlocks[0]?.clientId).toBe('x');
    expect(replaceBlock(tree, 'missing', next)).toBe(tree);
  });

  it('gives the tree a walk of every block gives, repeated ids included (300 random trees)', () => {
    const next = seededRandom(7);
    for (let round = 0; round < 300; round += 1) {
      let counter = 0;
      const make = (depth: number): EditorBlock => {
        counter += 1;
        const count = depth < 3 ? Math.floor(next() * 4) : 0;
        const id = next() < 0.1 ? `n${Math.floor(next() * counter)}` : `n${counter}`;
        return idBlock(
          id,
          Array.from({ length: count }, () => make(depth + 1)),
        );
      };
      const tree = Array.from({ length: 1 + Math.floor(next() * 5) }, () => make(0));
      const all = allClientIds(tree);
      const target = all[Math.floor(next() * all.length)] ?? 'n1';
      const replacement = idBlock(target, []);
      expect(replaceBlock(tree, target, replacement)).toEqual(walked(tree, target, replacement));
    }
  });
});
