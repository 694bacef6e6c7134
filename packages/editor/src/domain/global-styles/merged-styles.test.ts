import { describe, expect, it } from 'vitest';
import { mergedGlobalStyles } from './merged-styles';
import { readPath } from './style-tree';

const theme = {
  settings: { color: { palette: [{ slug: 'base', name: 'Base', color: '#fff' }] } },
  styles: { color: { text: '#111', background: '#fff' }, typography: { fontSize: '1rem' } },
};

describe('mergedGlobalStyles', () => {
  it("shows the theme's value where the user set nothing, and the user's where they did", () => {
    const merged = mergedGlobalStyles(theme, { styles: { color: { text: '#c00' } } });
    expect(readPath(merged.styles, ['color', 'text'])).toBe('#c00');
    expect(readPath(merged.styles, ['color', 'background'])).toBe('#fff');
    expect(readPath(merged.styles, ['typography', 'fontSize'])).toBe('1rem');
  });

  it("keeps presets per origin: the theme's palette beside the user's custom colours", () => {
    const custom = [{ slug: 'custom-color-1', name: 'Color 1', color: '#123456' }];
    const merged = mergedGlobalStyles(theme, {
      settings: { color: { palette: { custom } } },
    });
    expect(readPath(merged.settings, ['color', 'palette', 'theme'])).toEqual([
      { slug: 'base', name: 'Base', color: '#fff' },
    ]);
    expect(readPath(merged.settings, ['color', 'palette', 'custom'])).toEqual(custom);
  });

  it('reads anything that is not a record as an empty layer', () => {
    const merged = mergedGlobalStyles(null, undefined);
    expect(readPath(merged.styles, ['color', 'text'])).toBeUndefined();
  });
});
