import { createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { textAlignAttribute } from './text-alignment';

const registry = createCoreRegistry();

describe('the text alignment attribute of a block', () => {
  it('is `align` for a paragraph and `textAlign` for headings and titles', () => {
    expect(textAlignAttribute(registry.get('core/paragraph'))).toBe('align');
    expect(textAlignAttribute(registry.get('core/heading'))).toBe('textAlign');
    expect(textAlignAttribute(registry.get('core/post-title'))).toBe('textAlign');
  });

  it('is none for blocks without text alignment', () => {
    expect(textAlignAttribute(registry.get('core/group'))).toBeNull();
    expect(textAlignAttribute(registry.get('core/image'))).toBeNull();
    expect(textAlignAttribute(undefined)).toBeNull();
  });
});
