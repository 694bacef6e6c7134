import { createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { BLOCK_SETTINGS, blockSettingsFor } from './block-settings';
import { HeadingLevelSettings } from './heading/Settings';
import { ImageSettings } from './image/Settings';
import { NavigationDisplaySettings } from './navigation/DisplaySettings';
import { NavigationSettings } from './navigation/Settings';
import { NavigationLinkSettings } from './navigation-link/Settings';
import { NavigationPagesSettings } from './page-list/Settings';

describe("the blocks' own panels of the Block tab", () => {
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

  it('declares panels only for core block types the registry knows', () => {
    const registry = createCoreRegistry();
    for (const name of Object.keys(BLOCK_SETTINGS)) expect(registry.get(name)?.name).toBe(name);
  });
});
