import { describe, expect, it } from 'vitest';
import { getPresetsByOrigin } from '../presets/presets-by-origin';
import type { ThemeJson } from '../types/theme-json';
import { deepFreeze } from '../values/deep-freeze';
import { mergeThemeJson } from './merge-origins';
import { migrateThemeJson } from './migrate-theme-json';

describe('migrateThemeJson', () => {
  it('leaves version 3 alone', () => {
    const v3 = { version: 3, settings: { typography: { fontSizes: [] } } };
    expect(migrateThemeJson(v3)).toBe(v3);
  });

  it('turns default font and spacing sizes off for v2 themes that define their own', () => {
    const v2 = deepFreeze({
      version: 2,
      settings: {
        typography: { fontSizes: [{ slug: 'large', size: '2rem' }] },
        spacing: { spacingScale: { steps: 0 } },
      },
    });
    expect(migrateThemeJson(v2)).toEqual({
      version: 3,
      settings: {
        typography: { fontSizes: [{ slug: 'large', size: '2rem' }], defaultFontSizes: false },
        spacing: { spacingScale: { steps: 0 }, defaultSpacingSizes: false },
      },
    });
  });

  it('renames version 1 settings', () => {
    const v1: ThemeJson = JSON.parse(
      '{"version": 1, "settings": {"border": {"customRadius": true}, "spacing": {"customPadding": true}}}',
    );
    expect(migrateThemeJson(v1)).toEqual({
      version: 3,
      settings: { border: { radius: true }, spacing: { padding: true } },
    });
  });

  it('lets a v2 theme keep its own "large" font size after merging', () => {
    const merged = mergeThemeJson({
      theme: {
        version: 2,
        settings: { typography: { fontSizes: [{ slug: 'large', size: '2rem' }] } },
      },
    });
    expect(getPresetsByOrigin(merged.settings, 'font-size')).toEqual({
      theme: [{ slug: 'large', size: '2rem' }],
    });
    const v3 = mergeThemeJson({
      theme: {
        version: 3,
        settings: { typography: { fontSizes: [{ slug: 'large', size: '2rem' }] } },
      },
    });
    expect(getPresetsByOrigin(v3.settings, 'font-size').theme).toEqual([]);
  });
});
