import { describe, expect, it } from 'vitest';
import { CORE_DEFAULTS } from '../defaults/core-defaults';
import { getPresetsByOrigin } from '../presets/presets-by-origin';
import type { ThemeJson } from '../types/theme-json';
import { deepFreeze } from '../values/deep-freeze';
import { mergeThemeJson } from './merge-origins';

const theme: ThemeJson = deepFreeze({
  version: 3,
  settings: {
    color: { palette: [{ slug: 'accent', color: '#111111' }] },
    layout: { contentSize: '640px', wideSize: '1200px' },
  },
  styles: {
    color: { text: '#222222', background: '#ffffff' },
    elements: { link: { color: { text: 'blue' } } },
  },
  customTemplates: [{ name: 'blank', title: 'Blank' }],
  templateParts: [{ name: 'header', area: 'header' }],
});

const variation: ThemeJson = deepFreeze({
  version: 3,
  title: 'Evening',
  settings: { color: { palette: [{ slug: 'accent', color: '#ff8800' }] } },
  styles: { color: { background: '#000000' } },
});

const user: ThemeJson = deepFreeze({
  version: 3,
  settings: { color: { palette: [{ slug: 'mine', color: '#abcdef' }] } },
  styles: { color: { text: '#eeeeee' } },
});

describe('mergeThemeJson', () => {
  it('layers defaults < theme < variation < user for styles', () => {
    const merged = mergeThemeJson({ theme, variation, user });
    expect(merged.styles?.color).toEqual({ text: '#eeeeee', background: '#000000' });
    expect(merged.styles?.elements?.link?.color?.text).toBe('blue');
    expect(merged.styles?.elements?.button?.color?.background).toBe('#32373c');
  });

  it('keeps preset lists per origin, the variation replacing the theme list', () => {
    const merged = mergeThemeJson({ theme, variation, user });
    const palette = merged.settings?.color?.palette;
    expect(palette).toMatchObject({
      theme: [{ slug: 'accent', color: '#ff8800' }],
      custom: [{ slug: 'mine', color: '#abcdef' }],
    });
    expect(Array.isArray(palette)).toBe(false);
    expect(getPresetsByOrigin(merged.settings, 'color').default?.[0]).toEqual({
      name: 'Black',
      slug: 'black',
      color: '#000000',
    });
  });

  it('keeps lists already keyed by origin in the user record', () => {
    const merged = mergeThemeJson({
      theme,
      user: { settings: { color: { palette: { theme: [{ slug: 'accent', color: '#00ff00' }] } } } },
    });
    expect(merged.settings?.color?.palette).toMatchObject({
      theme: [{ slug: 'accent', color: '#00ff00' }],
    });
  });

  it('keys block-level presets by origin too', () => {
    const merged = mergeThemeJson({
      defaults: null,
      theme: {
        settings: {
          blocks: { 'core/button': { color: { palette: [{ slug: 'b', color: 'red' }] } } },
        },
      },
    });
    expect(merged.settings?.blocks?.['core/button']?.color?.palette).toEqual({
      theme: [{ slug: 'b', color: 'red' }],
    });
  });

  it('takes customTemplates and templateParts from the theme and drops the variation title', () => {
    const merged = mergeThemeJson({ theme, variation });
    expect(merged.customTemplates).toEqual([{ name: 'blank', title: 'Blank' }]);
    expect(merged.templateParts).toEqual([{ name: 'header', area: 'header' }]);
    expect(merged.title).toBeUndefined();
    expect(merged.version).toBe(3);
  });

  it('uses the core defaults unless told otherwise', () => {
    expect(mergeThemeJson({}).styles?.spacing?.blockGap).toBe('24px');
    expect(mergeThemeJson({ defaults: null }).styles).toEqual({});
    expect(mergeThemeJson({ defaults: { styles: { color: { text: 'x' } } } }).styles).toEqual({
      color: { text: 'x' },
    });
  });

  it('generates spacing sizes from the spacing scale in the default origin', () => {
    const merged = mergeThemeJson({});
    const sizes = getPresetsByOrigin(merged.settings, 'spacing').default ?? [];
    expect(sizes.map((size) => `${size.slug}:${String(size.size)}`)).toEqual([
      '20:0.44rem',
      '30:0.67rem',
      '40:1rem',
      '50:1.5rem',
      '60:2.25rem',
      '70:3.38rem',
      '80:5.06rem',
    ]);
  });

  it('never mutates its (frozen) inputs', () => {
    const before = JSON.stringify([theme, variation, user, CORE_DEFAULTS]);
    const merged = mergeThemeJson({ theme, variation, user });
    expect(JSON.stringify([theme, variation, user, CORE_DEFAULTS])).toBe(before);
    expect(merged.styles).not.toBe(theme.styles);
    expect(Object.isFrozen(CORE_DEFAULTS.settings?.color)).toBe(true);
  });
});
