import type { BlockNode } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { renamedBlocks } from './renamed-blocks';

function block(id: string, name: string, inner: BlockNode[] = []): BlockNode {
  return {
    clientId: id,
    name,
    attributes: {},
    innerBlocks: inner,
    innerHTML: '',
    innerContent: [],
  } as BlockNode;
}

const BLANK: BlockNode = {
  name: null,
  attributes: {},
  innerBlocks: [],
  innerHTML: '\n\n',
  innerContent: ['\n\n'],
};

describe('renamedBlocks', () => {
  it('pairs the store’s blocks with the document’s place by place, inner blocks too', () => {
    const store = [
      block('s1', 'core/heading'),
      BLANK,
      block('s2', 'core/group', [block('s3', 'core/paragraph'), block('s4', 'core/paragraph')]),
    ];
    const doc = [
      block('d1', 'core/heading'),
      block('d2', 'core/group', [block('d3', 'core/paragraph'), block('d4', 'core/paragraph')]),
    ];
    expect([...renamedBlocks(store, doc)]).toEqual([
      ['s1', 'd1'],
      ['s2', 'd2'],
      ['s3', 'd3'],
      ['s4', 'd4'],
    ]);
  });

  it('does not pair blocks whose names differ, nor follow them inside', () => {
    const store = [block('s1', 'core/group', [block('s2', 'core/paragraph')])];
    const doc = [block('d1', 'core/columns', [block('d2', 'core/paragraph')])];
    expect(renamedBlocks(store, doc).size).toBe(0);
  });

  it('pairs the common start and end of lists an edit made longer', () => {
    const store = [block('s1', 'core/heading'), block('s2', 'core/paragraph')];
    const doc = [
      block('d1', 'core/heading'),
      block('d9', 'core/image'),
      block('d2', 'core/paragraph'),
    ];
    expect(Object.fromEntries(renamedBlocks(store, doc))).toEqual({ s1: 'd1', s2: 'd2' });
  });

  it('names no block whose id is already the document’s', () => {
    const tree = [block('d1', 'core/paragraph')];
    expect(renamedBlocks(tree, [block('d1', 'core/paragraph')]).size).toBe(0);
  });
});
