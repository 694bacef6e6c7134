import { createCoreRegistry, createRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { richTextKeys } from './rich-text-keys';

describe('richTextKeys', () => {
  it('names the attributes a block type sources from its HTML', () => {
    const registry = createCoreRegistry();
    expect(richTextKeys(registry, 'core/paragraph')).toEqual(['content']);
    expect(richTextKeys(registry, 'core/group')).toEqual([]);
    expect(richTextKeys(registry, null)).toEqual([]);
  });

  it('answers again once a registry that did not hold a type registers it', () => {
    const paragraph = createCoreRegistry().get('core/paragraph');
    if (paragraph === undefined) throw new Error('core has a paragraph');
    const onDemand = createRegistry();
    expect(richTextKeys(onDemand, 'core/paragraph')).toEqual([]);
    onDemand.register(paragraph);
    expect(richTextKeys(onDemand, 'core/paragraph')).toEqual(['content']);
  });
});
