import { describe, expect, it } from 'vitest';
import { blockIdTreeOf, numberedBlockIds, withBlockIds } from './block-ids';
import type { BlockNode } from './block-node';
import { parse } from './parse';

const CONTENT = [
  '<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph -->',
  '<!-- wp:group --><div class="wp-block-group"><!-- wp:heading --><h2>Two</h2><!-- /wp:heading --><!-- wp:paragraph --><p>Three</p><!-- /wp:paragraph --></div><!-- /wp:group -->',
  '<!-- wp:separator /-->',
].join('\n\n');

type WithId = BlockNode & { clientId?: string };

function idsOf(nodes: readonly BlockNode[]): unknown[] {
  return nodes.map((node) => [(node as WithId).clientId, idsOf(node.innerBlocks)]);
}

describe('block ids beside the content', () => {
  it('gives each parsed block its id, the blank lines none, and reads the same ids back', () => {
    const nodes = parse(CONTENT);
    expect(nodes).toHaveLength(5);
    const withIds = withBlockIds(nodes, ['a', ['b', ['c', 'd']], 'e']);
    expect(withIds).not.toBeNull();
    expect(idsOf(withIds ?? [])).toEqual([
      ['a', []],
      [undefined, []],
      [
        'b',
        [
          ['c', []],
          ['d', []],
        ],
      ],
      [undefined, []],
      ['e', []],
    ]);
    expect(blockIdTreeOf(withIds ?? [])).toEqual(['a', ['b', ['c', 'd']], 'e']);
  });

  it('numbers the blocks in the order of the content', () => {
    expect(numberedBlockIds(parse(CONTENT), (n) => `x${n}`)).toEqual([
      'x0',
      ['x1', ['x2', 'x3']],
      'x4',
    ]);
  });

  it('gives no ids when they do not have the shape of the content', () => {
    const nodes = parse(CONTENT);
    expect(withBlockIds(nodes, ['a', ['b', ['c']], 'e'])).toBeNull();
    expect(withBlockIds(nodes, ['a', ['b', ['c', 'd']]])).toBeNull();
    expect(withBlockIds(nodes, ['a', ['b', ['c', 'd']], 'e', 'f'])).toBeNull();
    expect(withBlockIds(nodes, ['a', 'b', 'e'])).toBeNull();
    expect(withBlockIds(nodes, ['a', ['b', ['c', 'a']], 'e'])).toBeNull();
    expect(withBlockIds(nodes, ['a', ['b', ['c', 7]], 'e'])).toBeNull();
    expect(withBlockIds(nodes, { a: 1 })).toBeNull();
    expect(withBlockIds(nodes, null)).toBeNull();
  });

  it('has no id tree for blocks of which one has no id', () => {
    const nodes = withBlockIds(parse(CONTENT), ['a', ['b', ['c', 'd']], 'e']) ?? [];
    const group = nodes[2] as BlockNode;
    const without = [
      nodes[0] as BlockNode,
      { ...group, innerBlocks: [parse('<!-- wp:paragraph /-->')[0] as BlockNode] },
    ];
    expect(blockIdTreeOf(without)).toBeNull();
  });
});
