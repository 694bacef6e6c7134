import { createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { BLOCK_UIS, blockToolbarFor, editComponentFor } from './block-uis';
import { DynamicBlockPreview } from './dynamic/DynamicBlockPreview';
import { ImageEdit } from './image/Edit';
import { NavigationEdit } from './navigation/Edit';
import { SiteTitleEdit } from './site-title/Edit';
import { StaticBlockEdit } from './static/StaticBlockEdit';

describe('the block editor UIs', () => {
  it('declares only core block types the registry knows', () => {
    const registry = createCoreRegistry();
    for (const name of Object.keys(BLOCK_UIS)) expect(registry.get(name)?.name).toBe(name);
  });

  it('gives a block its own canvas component, else markup or a dynamic preview', () => {
    expect(editComponentFor('core/image', false)).toBe(ImageEdit);
    expect(editComponentFor('core/navigation', true)).toBe(NavigationEdit);
    expect(editComponentFor('core/site-title', true)).toBe(SiteTitleEdit);
    expect(editComponentFor('core/paragraph', false)).toBe(StaticBlockEdit);
    expect(editComponentFor('core/post-date', true)).toBe(DynamicBlockPreview);
    expect(editComponentFor(null, false)).toBe(StaticBlockEdit);
  });

  it("declares the toolbar's block-specific behaviour", () => {
    expect(blockToolbarFor('core/paragraph')).toEqual({
      textAlignAttribute: 'align',
      slashInserter: true,
    });
    expect(blockToolbarFor('core/quote')).toEqual({ formats: true });
    expect(blockToolbarFor('core/heading')).toEqual({});
    expect(blockToolbarFor(null)).toEqual({});
  });
});
