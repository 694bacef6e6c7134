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
