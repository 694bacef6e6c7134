import { createCoreRegistry, serialize } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { createNewBlock } from './new-block';

const registry = createCoreRegistry();

describe('createNewBlock', () => {
  it('gives containers something to type into', () => {
    expect(createNewBlock(registry, 'core/list').innerBlocks.map((block) => block.name)).toEqual([
      'core/list-item',
    ]);
    expect(createNewBlock(registry, 'core/quote').innerBlocks.map((block) => block.name)).toEqual([
      'core/paragraph',
    ]);
  });

  it('uses the default variation of columns: two columns, each with a paragraph', () => {
    const columns = createNewBlock(registry, 'core/columns');
    expect(columns.innerBlocks.map((block) => block.name)).toEqual(['core/column', 'core/column']);
    expect(columns.innerBlocks[0]?.innerBlocks[0]?.name).toBe('core/paragraph');
    expect(serialize([columns])).toContain('<div class="wp-block-columns');
  });

  it('starts an accordion with one item: a heading to type into and a panel with a paragraph', () => {
    const accordion = createNewBlock(registry, 'core/accordion');
    const [item] = accordion.innerBlocks;
    expect(item?.name).toBe('core/accordion-item');
    expect(item?.innerBlocks.map((block) => block.name)).toEqual([
      'core/accordion-heading',
      'core/accordion-panel',
    ]);
    expect(item?.innerBlocks[1]?.innerBlocks[0]?.name).toBe('core/paragraph');
  });

  it('makes a plain block for others', () => {
    expect(createNewBlock(registry, 'core/paragraph').innerBlocks).toEqual([]);
  });
});
