import { describe, expect, it } from 'vitest';
import { mergeThemeJson } from '../merge/merge-origins';
import type { ThemeJsonSettings } from '../types/settings';
import { getEffectivePresets, getPresetsByOrigin } from './presets-by-origin';

const settings: ThemeJsonSettings = {
  color: {
    palette: {
      default: [
        { slug: 'black', color: '#000' },
        { slug: 'white', color: '#fff' },
      ],
      theme: [
        { slug: 'white', color: '#fafafa' },
        { slug: 'accent', color: '#f00' },
      ],
      custom: [{ slug: 'accent', color: '#0f0' }],
    },
  },
};

describe('getPresetsByOrigin', () => {
  it('offers every origin and drops theme presets that reuse a default slug', () => {
    expect(getPresetsByOrigin(settings, 'color')).toEqual({
      default: [
        { slug: 'black', color: '#000' },
        { slug: 'white', color: '#fff' },
      ],
      theme: [{ slug: 'accent', color: '#f00' }],
      custom: [{ slug: 'accent', color: '#0f0' }],
    });
  });

  it('leaves the default origin out when defaultPalette is false, letting the theme reuse slugs', () => {
    const withoutDefaults = { color: { ...settings.color, defaultPalette: false } };
    const byOrigin = getPresetsByOrigin(withoutDefaults, 'color');
    expect(byOrigin.default).toBeUndefined();
    expect(byOrigin.theme).toHaveLength(2);
  });

  it('honours defaultGradients and defaultDuotone', () => {
    const merged = mergeThemeJson({
      theme: { settings: { color: { defaultGradients: false, defaultDuotone: false } } },
    });
    expect(getPresetsByOrigin(merged.settings, 'gradient').default).toBeUndefined();
    expect(getPresetsByOrigin(merged.settings, 'duotone').default).toBeUndefined();
    expect(getPresetsByOrigin(merged.settings, 'color').default).toHaveLength(12);
  });

  it('reads plain lists as theme presets and ignores entries without a slug', () => {
    const byOrigin = getPresetsByOrigin(
      { typography: { fontSizes: [{ slug: 'big', size: '2rem' }, { size: '1rem' } as never] } },
      'font-size',
    );
    expect(byOrigin).toEqual({ theme: [{ slug: 'big', size: '2rem' }] });
  });
});

describe('getEffectivePresets', () => {
  it('keeps one preset per slug, later origins winning, first position kept', () => {
    const withoutDefaults = { color: { ...settings.color, defaultPalette: false } };
    expect(getEffectivePresets(withoutDefaults, 'color')).toEqual([
      { slug: 'white', color: '#fafafa' },
      { slug: 'accent', color: '#0f0' },
    ]);
  });
});
