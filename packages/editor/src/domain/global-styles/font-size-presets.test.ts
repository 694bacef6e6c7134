import { describe, expect, it } from 'vitest';
import {
  addFontSize,
  type FontSizePresetValue,
  findFontSize,
  fontSizeGroups,
  fontSizesPath,
  hasOwnFontSizes,
  isCustomFluid,
  isFontSizeFluid,
  nextCustomIndex,
  readFontSizes,
  removeFontSize,
  renameFontSize,
  resizeFontSize,
  setCustomFluidValues,
  setFluidBound,
  setFontSizeFluid,
  toFontSizePresets,
  toThemeJsonFontSizes,
} from './font-size-presets';

const THEME: readonly FontSizePresetValue[] = Object.freeze([
  Object.freeze({ slug: 'small', name: 'Small', size: '0.9rem', fluid: false as const }),
  Object.freeze({ slug: 'large', name: 'Large', size: '1.5rem', fluid: { min: '1.25rem' } }),
]);

const MERGED = Object.freeze({
  typography: {
    defaultFontSizes: false,
    fluid: true,
    fontSizes: {
      default: [{ slug: 'medium', name: 'Medium', size: '20px' }],
      theme: THEME,
      custom: [{ slug: 'custom-2', name: 'Tiny', size: 12 }],
    },
  },
});

describe('reading font size presets', () => {
  it('reads an origin of merged settings, a number size in px and a missing name as the slug', () => {
    expect(readFontSizes(MERGED, 'custom')).toEqual([
      { slug: 'custom-2', name: 'Tiny', size: '12px' },
    ]);
    expect(toFontSizePresets([{ slug: 'x', size: '1rem' }, { name: 'no slug' }])).toEqual([
      { slug: 'x', name: 'x', size: '1rem' },
    ]);
    expect(readFontSizes(MERGED, 'theme')).toEqual(THEME);
  });

  it('reads a plain list as the theme origin', () => {
    const settings = { typography: { fontSizes: [{ slug: 'a', name: 'A', size: '1rem' }] } };
    expect(readFontSizes(settings, 'theme')).toHaveLength(1);
    expect(readFontSizes(settings, 'custom')).toEqual([]);
  });

  it('groups theme, offered defaults and always custom', () => {
    expect(fontSizeGroups(MERGED).map((group) => group.origin)).toEqual(['theme', 'custom']);
    const withDefaults = {
      typography: { fontSizes: { default: [{ slug: 'medium', name: 'Medium', size: '20px' }] } },
    };
    expect(fontSizeGroups(withDefaults).map((group) => group.origin)).toEqual([
      'default',
      'custom',
    ]);
    expect(fontSizeGroups({})).toEqual([{ origin: 'custom', presets: [] }]);
  });

  it('finds a preset by slug and tells whether the user holds a copy of a list', () => {
    expect(findFontSize(THEME, 'large')?.name).toBe('Large');
    expect(findFontSize(THEME, 'huge')).toBeUndefined();
    expect(fontSizesPath('theme')).toEqual(['typography', 'fontSizes', 'theme']);
    expect(hasOwnFontSizes({ typography: { fontSizes: { theme: [] } } }, 'theme')).toBe(true);
    expect(hasOwnFontSizes({ typography: { fontSizes: { custom: [] } } }, 'theme')).toBe(false);
  });
});

describe('editing font size presets', () => {
  it('adds "New Font Size N" at 16px with the first free custom-N slug after the highest', () => {
    const first = addFontSize([]);
    expect(first).toEqual([{ slug: 'custom-1', name: 'New Font Size 1', size: '16px' }]);
    const custom = readFontSizes(MERGED, 'custom');
    expect(nextCustomIndex(custom)).toBe(3);
    expect(addFontSize(custom).at(-1)).toEqual({
      slug: 'custom-3',
      name: 'New Font Size 3',
      size: '16px',
    });
  });

  it('renames (a blank name changes nothing), resizes and removes one preset only', () => {
    expect(renameFontSize(THEME, 'small', '  Petite ').map((p) => p.name)).toEqual([
      'Petite',
      'Large',
    ]);
    expect(renameFontSize(THEME, 'small', '   ')).toEqual(THEME);
    expect(resizeFontSize(THEME, 'large', '2rem')[1]).toEqual({ ...THEME[1], size: '2rem' });
    expect(resizeFontSize(THEME, 'large', '2rem')[0]).toBe(THEME[0]);
    expect(removeFontSize(THEME, 'small').map((p) => p.slug)).toEqual(['large']);
  });

  it('turns fluid on and off, and custom fluid values on from the size and off to computed', () => {
    expect(setFontSizeFluid(THEME, 'small', true)[0]?.fluid).toBe(true);
    expect(setFontSizeFluid(THEME, 'large', false)[1]?.fluid).toBe(false);
    const custom = setCustomFluidValues(THEME, 'small', true);
    expect(custom[0]?.fluid).toEqual({ min: '0.9rem', max: '0.9rem' });
    expect(setCustomFluidValues(custom, 'small', false)[0]?.fluid).toBe(true);
  });

  it('sets one fluid bound and keeps the other; an empty value removes it', () => {
    const withMax = setFluidBound(THEME, 'large', 'max', '1.75rem');
    expect(withMax[1]?.fluid).toEqual({ min: '1.25rem', max: '1.75rem' });
    expect(setFluidBound(withMax, 'large', 'min', '')[1]?.fluid).toEqual({ max: '1.75rem' });
    expect(setFluidBound(THEME, 'small', 'min', '1rem')[0]?.fluid).toEqual({ min: '1rem' });
  });

  it('writes the list as theme.json stores it, nothing when empty', () => {
    expect(toThemeJsonFontSizes([])).toBeUndefined();
    expect(toThemeJsonFontSizes(THEME)).toEqual(THEME);
  });
});

describe('fluid state', () => {
  it('follows the preset, else the site setting', () => {
    const plain = { slug: 'a', name: 'A', size: '2rem' };
    expect(isFontSizeFluid(plain, true)).toBe(true);
    expect(isFontSizeFluid(plain, undefined)).toBe(false);
    expect(isFontSizeFluid(plain, { minFontSize: '15px' })).toBe(true);
    expect(isFontSizeFluid(plain, {})).toBe(false);
    expect(isFontSizeFluid({ ...plain, fluid: false }, true)).toBe(false);
    expect(isFontSizeFluid({ ...plain, fluid: { min: '1rem' } }, false)).toBe(true);
    expect(isCustomFluid({ ...plain, fluid: { min: '1rem' } })).toBe(true);
    expect(isCustomFluid({ ...plain, fluid: true })).toBe(false);
  });
});
