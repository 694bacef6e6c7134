import { describe, expect, it } from 'vitest';
import {
  addCustomPreset,
  type CustomPreset,
  customPalettePath,
  readCustomPalette,
  recolorCustomPreset,
  removeCustomPreset,
  renameCustomPreset,
  toThemeJsonPresets,
} from './custom-palette';

const two: readonly CustomPreset[] = Object.freeze([
  { slug: 'custom-color-1', name: 'Color 1', value: '#111111' },
  { slug: 'custom-color-2', name: 'Brand', value: '#222222' },
]);

describe('custom palette', () => {
  it("reads the user's custom colours and gradients, keyed or as a plain list", () => {
    const settings = {
      color: {
        palette: { custom: [{ slug: 'custom-color-1', name: 'Color 1', color: '#111111' }] },
        gradients: [{ slug: 'custom-gradient-1', gradient: 'linear-gradient(red, blue)' }],
      },
    };
    expect(readCustomPalette(settings, 'color')).toEqual([two[0]]);
    expect(readCustomPalette(settings, 'gradient')).toEqual([
      { slug: 'custom-gradient-1', name: 'custom-gradient-1', value: 'linear-gradient(red, blue)' },
    ]);
    expect(readCustomPalette({}, 'color')).toEqual([]);
    expect(customPalettePath('gradient')).toEqual(['color', 'gradients', 'custom']);
  });

  it('adds "Color N" with slug custom-color-N, skipping a slug already taken', () => {
    expect(addCustomPreset([], 'color')).toEqual([
      { slug: 'custom-color-1', name: 'Color 1', value: '#000000' },
    ]);
    const afterRemoval = removeCustomPreset(two, 'custom-color-1');
    expect(addCustomPreset(afterRemoval, 'color', '#ff0000').at(-1)).toEqual({
      slug: 'custom-color-3',
      name: 'Color 3',
      value: '#ff0000',
    });
    expect(addCustomPreset([], 'gradient')[0]?.slug).toBe('custom-gradient-1');
    expect(addCustomPreset([], 'gradient')[0]?.name).toBe('Gradient 1');
  });

  it('renames an entry and keeps its slug; a blank name changes nothing', () => {
    const renamed = renameCustomPreset(two, 'custom-color-1', '  Sky  ');
    expect(renamed[0]).toEqual({ slug: 'custom-color-1', name: 'Sky', value: '#111111' });
    expect(renamed[1]).toBe(two[1]);
    expect(renameCustomPreset(two, 'custom-color-1', '   ')).toBe(two);
  });

  it('recolours and removes one entry without changing the input', () => {
    expect(recolorCustomPreset(two, 'custom-color-2', '#abcdef')[1]?.value).toBe('#abcdef');
    expect(removeCustomPreset(two, 'custom-color-2')).toEqual([two[0]]);
    expect(two).toHaveLength(2);
  });

  it('writes theme.json presets with the value under color or gradient', () => {
    expect(toThemeJsonPresets([two[0] as CustomPreset], 'color')).toEqual([
      { slug: 'custom-color-1', name: 'Color 1', color: '#111111' },
    ]);
    expect(
      toThemeJsonPresets(
        [{ slug: 'g', name: 'G', value: 'linear-gradient(red, blue)' }],
        'gradient',
      ),
    ).toEqual([{ slug: 'g', name: 'G', gradient: 'linear-gradient(red, blue)' }]);
  });
});
