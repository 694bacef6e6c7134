import type { BlockNode } from '@atelier/blocks';
import type { CollabBlock } from '@atelier/collab';
import { describe, expect, it } from 'vitest';
import { documentTree, keepUnchanged, replaceBlocks, reuseBlock } from './doc-tree';

function para(id: string, text: string): CollabBlock {
  const html = `<p>${text}</p>`;
  return {
    clientId: id,
    name: 'core/paragraph',
    attributes: {},
    innerBlocks: [],
    innerHTML: html,
    innerContent: [html],
  };
}

function group(id: string, inner: CollabBlock[]): CollabBlock {
  return {
    clientId: id,
    name: 'core/group',
    attributes: {},
    innerBlocks: inner,
    innerHTML: '<div></div>',
    innerContent: ['<div>', ...inner.map(() => null), '</div>'],
  };
}

const BLANK: BlockNode = {
  name: null,
  attributes: {},
  innerBlocks: [],
  innerHTML: '\n\n',
  innerContent: ['\n\n'],
};

describe('keepUnchanged', () => {
  it('keeps the objects of unchanged blocks and copies only what a change touched', () => {
    const previous = [para('a', 'One'), BLANK, group('g', [para('b', 'Two'), para('c', 'Three')])];
    const read = [
      para('a', 'One'),
      { ...BLANK, clientId: '~g' } as CollabBlock,
      group('g', [para('b', 'Two!'), para('c', 'Three')]),
    ];
    const next = keepUnchanged(previous, read);
    expect(next[0]).toBe(previous[0]);
    expect(next[2]).not.toBe(previous[2]);
    expect(next[2]?.innerBlocks[1]).toBe(previous[2]?.innerBlocks[1]);
    expect(next[2]?.innerBlocks[0]?.innerHTML).toBe('<p>Two!</p>');
  });

  it('answers the previous tree itself when the document holds the same blocks', () => {
    const previous = [para('a', 'One'), BLANK, para('b', 'Two')];
    const read = [para('a', 'One'), { ...BLANK, clientId: '~b' } as CollabBlock, para('b', 'Two')];
    expect(keepUnchanged(previous, read)).toBe(previous);
  });

  it('takes a block whose attributes changed', () => {
    const previous = [para('a', 'One')];
    const read = [{ ...para('a', 'One'), attributes: { align: 'center' } }];
    expect(keepUnchanged(previous, read)[0]?.attributes).toEqual({ align: 'center' });
  });
});

describe('replaceBlocks', () => {
  it('replaces blocks by id and copies their ancestors only', () => {
    const tree = [para('a', 'One'), group('g', [para('b', 'Two')])];
    const next = replaceBlocks(tree, new Map([['b', para('b', 'Deux')]]));
    expect(next?.[0]).toBe(tree[0]);
    expect(next?.[1]?.innerBlocks[0]?.innerHTML).toBe('<p>Deux</p>');
  });

  it('answers null when a block is not in the tree', () => {
    expect(replaceBlocks([para('a', 'One')], new Map([['z', para('z', 'Z')]]))).toBeNull();
  });
});

describe('documentTree', () => {
  it('leaves the blank lines between top-level blocks out', () => {
    expect(
      documentTree([para('a', 'One'), BLANK, para('b', 'Two')]).map((b) => b.clientId),
    ).toEqual(['a', 'b']);
  });
});

describe('reuseBlock', () => {
  it('keeps the inner blocks that did not change and takes the ones that did', () => {
    const kept = para('a', 'Kept');
    const before = [para('x', 'Other'), group('g', [kept, para('b', 'Old')])];
    const read = group('g', [para('a', 'Kept'), para('b', 'New')]);
    const reused = reuseBlock(before, read);
    expect(reused.innerBlocks[0]).toBe(kept);
    expect(reused.innerBlocks[1]?.innerHTML).toBe('<p>New</p>');
    expect(reused).not.toBe(before[1]);
  });

  it('answers the block it had when the read one is the same', () => {
    const before = [para('x', 'Other'), para('a', 'Same')];
    expect(reuseBlock(before, para('a', 'Same'))).toBe(before[1]);
  });
});
