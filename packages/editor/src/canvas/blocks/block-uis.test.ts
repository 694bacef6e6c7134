import { createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { BLOCK_UIS, blockSettingsFor, blockToolbarFor, editComponentFor } from './block-uis';
import { DynamicBlockPreview } from './dynamic/DynamicBlockPreview';
import { HeadingLevelSettings } from './heading/Settings';
import { ImageEdit } from './image/Edit';
import { ImageSettings } from './image/Settings';
import { NavigationDisplaySettings } from './navigation/DisplaySettings';
import { NavigationEdit } from './navigation/Edit';
import { NavigationSettings } from './navigation/Settings';
import { NavigationLinkSettings } from './navigation-link/Settings';
import { NavigationPagesSettings } from './page-list/Settings';
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

  it('lists a block its own settings in display order', () => {
    expect(blockSettingsFor('core/image')).toEqual([ImageSettings]);
    expect(blockSettingsFor('core/navigation')).toEqual([
      NavigationSettings,
      NavigationPagesSettings,
      NavigationDisplaySettings,
    ]);
    expect(blockSettingsFor('core/navigation-submenu')).toEqual([NavigationLinkSettings]);
    for (const name of ['core/heading', 'core/post-title', 'core/query-title', 'core/site-title']) {
      expect(blockSettingsFor(name)).toEqual([HeadingLevelSettings]);
    }
    expect(blockSettingsFor('core/paragraph')).toEqual([]);
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
