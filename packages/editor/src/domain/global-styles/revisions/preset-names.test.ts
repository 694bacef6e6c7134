import { describe, expect, it } from 'vitest';
import { presetNames, presetReference } from './preset-names';

describe('presetReference', () => {
  it('reads both forms the styles hold, and nothing else', () => {
    expect(presetReference('var:preset|color|accent-2')).toEqual({
      kind: 'color',
      slug: 'accent-2',
    });
    expect(presetReference('var(--wp--preset--font-size--x-large)')).toEqual({
      kind: 'font-size',
      slug: 'x-large',
    });
    expect(presetReference('#aa0000')).toBeNull();
    expect(presetReference('var(--my-colour)')).toBeNull();
  });
});

describe('presetNames', () => {
  it("names presets of every origin, the user's over the theme's, the first settings first", () => {
    const revision = {
      color: {
        palette: {
          theme: [{ slug: 'accent', name: 'Indigo', color: '#2f4bd8' }],
          custom: [{ slug: 'mint', name: 'Mint', color: '#aaffcc' }],
        },
      },
    };
    const current = {
      color: { palette: { custom: [{ slug: 'mint', name: 'Sea', color: '#00ffcc' }] } },
      typography: {
        fontFamilies: { custom: [{ slug: 'inter', name: 'Inter', fontFamily: 'Inter' }] },
      },
    };
    const name = presetNames([revision, current]);
    expect(name('color', 'accent')).toBe('Indigo');
    expect(name('color', 'mint')).toBe('Mint');
    expect(name('font-family', 'inter')).toBe('Inter');
    expect(name('color', 'unknown')).toBeUndefined();
  });
});
