import { describe, expect, it } from 'vitest';
import { activeFonts, siteFontFamilies, themeFonts } from './font-lists';

const figtree = { name: 'Figtree', slug: 'figtree', fontFamily: 'Figtree, sans-serif' };
const lora = { name: 'Lora', slug: 'lora', fontFamily: 'Lora' };
const abril = { name: 'Abril Fatface', slug: 'abril-fatface', fontFamily: 'Abril Fatface' };

describe('font lists', () => {
  it('reads the activated families per origin from the merged settings, marked with it', () => {
    const active = activeFonts({
      typography: { fontFamilies: { theme: [figtree], custom: [lora, { broken: true }] } },
    });
    expect(active.theme).toEqual([{ ...figtree, source: 'theme' }]);
    expect(active.custom).toEqual([{ ...lora, source: 'custom' }]);
    expect(activeFonts(undefined)).toEqual({ theme: [], custom: [] });
  });

  it("reads the theme's own families from its plain or origin-keyed list", () => {
    expect(themeFonts({ settings: { typography: { fontFamilies: [lora, figtree] } } })).toEqual([
      { ...figtree, source: 'theme' },
      { ...lora, source: 'theme' },
    ]);
    expect(
      themeFonts({ settings: { typography: { fontFamilies: { theme: [lora] } } } }),
    ).toHaveLength(1);
    expect(themeFonts(null)).toEqual([]);
  });

  it("lists the site's families by name, theme and installed together", () => {
    const names = siteFontFamilies({
      theme: [{ ...figtree, source: 'theme' }],
      custom: [
        { ...lora, source: 'custom' },
        { ...abril, source: 'custom' },
      ],
    }).map((family) => family.name);
    expect(names).toEqual(['Abril Fatface', 'Figtree', 'Lora']);
  });
});
