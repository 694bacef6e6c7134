import { type BlockNode, parse, serialize } from '@atelier/blocks';
import { describe, expect, it, vi } from 'vitest';
import { serializeBlocks } from './blocks-content';

const serialized = vi.hoisted(() => ({ blocks: [] as unknown[] }));

vi.mock('@atelier/blocks', async (original) => {
  const blocks = await original<typeof import('@atelier/blocks')>();
  return {
    ...blocks,
    serializeBlock: (block: BlockNode) => {
      serialized.blocks.push(block);
      return blocks.serializeBlock(block);
    },
  };
});

const CONTENT = Array.from(
  { length: 50 },
  (_, index) => `<!-- wp:paragraph -->\n<p>Paragraph ${index}</p>\n<!-- /wp:paragraph -->`,
).join('\n\n');

describe('serializeBlocks', () => {
  it('writes what serialize writes, and after an edit serialises only the block it changed', () => {
    const tree = parse(CONTENT);
    expect(serializeBlocks(tree)).toBe(serialize(tree));
    const changed = parse('<!-- wp:paragraph -->\n<p>Changed</p>\n<!-- /wp:paragraph -->')[0];
    if (changed === undefined) throw new Error('No block');
    const edited = tree.map((block, index) => (index === 20 ? changed : block));
    serialized.blocks.length = 0;
    expect(serializeBlocks(edited)).toBe(serialize(edited));
    expect(serialized.blocks).toEqual([changed]);
    expect(serializeBlocks(edited)).toContain('<p>Changed</p>');
  });
});
