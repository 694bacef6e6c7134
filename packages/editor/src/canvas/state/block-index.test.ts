import { describe, expect, it } from 'vitest';
import { blockIndex } from './block-index';
import type { EditorBlock } from './editor-block';

function block(clientId: string, innerBlocks: EditorBlock[] = []): EditorBlock {
  return Object.freeze({
    clientId,
    name: 'core/group',
    attributes: {},
    innerBlocks,
    innerHTML: '',
    innerContent: innerBlocks.map(() => null),
  });
}

const tree = Object.freeze([
  block('a'),
  block('b', [block('b1'), block('b2', [block('b2x')])]),
  block('c'),
]);

describe('blockIndex', () => {
  it('finds every block with its parent and index, inner blocks included', () => {
    const index = blockIndex(tree);
    expect(index.size).toBe(6);
    expect(index.get('a')).toMatchObject({ parentId: null, index: 0 });
    expect(index.get('c')).toMatchObject({ parentId: null, index: 2 });
    expect(index.get('b2')).toMatchObject({ parentId: 'b', index: 1 });
    expect(index.get('b2x')?.block.clientId).toBe('b2x');
    expect(index.get('b2x')).toMatchObject({ parentId: 'b2', index: 0 });
    expect(index.get('missing')).toBeUndefined();
  });

  it('is built once per tree array and again for a changed tree', () => {
    expect(blockIndex(tree)).toBe(blockIndex(tree));
    const changed = [...tree.slice(0, 2), block('d')];
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
    const twice = [block('x', [block('dup')]), block('dup')];
    expect(blockIndex(twice).get('dup')).toMatchObject({ parentId: 'x', index: 0 });
  });
});
