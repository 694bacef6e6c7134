import { describe, expect, it } from 'vitest';
import { type PairableBlock, pairBlockTrees } from './pair-blocks';

interface Node extends PairableBlock<Node> {
  id: string;
}

const block = (id: string, name: string | null, innerBlocks: Node[] = []): Node => ({
  id,
  name,
  innerHTML: name === null ? '\n\n' : '<p></p>',
  innerBlocks,
});

function pairs(before: Node[], after: Node[]): string[] {
  const found: string[] = [];
  pairBlockTrees(before, after, (old, fresh) => found.push(`${old.id}>${fresh.id}`));
  return found;
}

describe('pairBlockTrees', () => {
  it('pairs lists of one length place by place, inner blocks after their parent', () => {
    const before = [
      block('a', 'core/group', [block('b', 'core/paragraph')]),
      block('c', 'core/heading'),
    ];
    const after = [
      block('x', 'core/group', [block('y', 'core/paragraph')]),
      block('z', 'core/heading'),
    ];
    expect(pairs(before, after)).toEqual(['a>x', 'b>y', 'c>z']);
  });

  it('pairs the common start and end of lists of different lengths', () => {
    const before = [
      block('a', 'core/heading'),
      block('b', 'core/paragraph'),
      block('c', 'core/list'),
    ];
    const after = [
      block('x', 'core/heading'),
      block('new', 'core/image'),
      block('y', 'core/paragraph'),
      block('z', 'core/list'),
    ];
    expect(pairs(before, after)).toEqual(['a>x', 'c>z', 'b>y']);
  });

  it('leaves out blank lines and stops at a pair of different names', () => {
    const before = [block('a', 'core/group', [block('in', 'core/paragraph')]), block('gap', null)];
    const after = [block('x', 'core/columns', [block('y', 'core/paragraph')])];
    expect(pairs(before, after)).toEqual([]);
  });
});
