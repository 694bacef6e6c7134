import { describe, expect, it } from 'vitest';
import { parse } from '../grammar/parse';
import { storedBlocks } from './stored-blocks';

describe('storedBlocks', () => {
  it('gives the tree the look-up kept, the same object every time', () => {
    const blocks = parse('<!-- wp:separator /-->');
    const stored = { content: '<!-- wp:spacer /-->', blocks };
    expect(storedBlocks(stored)).toBe(blocks);
    expect(storedBlocks(stored)).toBe(blocks);
  });

  it('parses the markup when no tree was kept', () => {
    expect(storedBlocks({ content: '<!-- wp:spacer /-->' }).map((block) => block.name)).toEqual([
      'core/spacer',
    ]);
  });
});

describe('storedBlocks without a kept tree', () => {
  it('parses an object’s markup once and shares the tree', () => {
    const post = { content: '<!-- wp:spacer /-->' };
    const first = storedBlocks(post);
    expect(storedBlocks(post)).toBe(first);
    expect(storedBlocks({ content: '<!-- wp:spacer /-->' })).not.toBe(first);
  });

  it('parses again when the markup of the object changed', () => {
    const post = { content: '<!-- wp:spacer /-->' };
    storedBlocks(post);
    post.content = '<!-- wp:separator /-->';
    expect(storedBlocks(post).map((block) => block.name)).toEqual(['core/separator']);
  });
});
