import { describe, expect, it } from 'vitest';
import {
  ALL_FONT_CATEGORIES,
  collectionFontPage,
  collectionPageSize,
  filterCollectionFonts,
} from './font-collection-browse';
import type { RestFontCollectionFamily } from './font-collection-shapes';

function family(name: string, categories: string[]): RestFontCollectionFamily {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return Object.freeze({
    font_family_settings: { name, slug, fontFamily: `"${name}", sans-serif` },
    categories,
  });
}

const FAMILIES = Object.freeze([
  family('Open Sans', ['sans-serif']),
  family('Playfair Display', ['serif']),
  family('Source Sans 3', ['sans-serif']),
  family('Source Serif 4', ['serif']),
  family('Space Mono', ['monospace']),
]);

const names = (list: readonly RestFontCollectionFamily[]) =>
  list.map((f) => f.font_family_settings.name);

describe('filterCollectionFonts', () => {
  it('matches the family name whatever the case', () => {
    expect(names(filterCollectionFonts(FAMILIES, { search: 'SANS' }))).toEqual([
      'Open Sans',
      'Source Sans 3',
    ]);
    expect(names(filterCollectionFonts(FAMILIES, { search: 'serif 4' }))).toEqual([
      'Source Serif 4',
    ]);
  });

  it('matches the name only, not the slug or the CSS family', () => {
    expect(filterCollectionFonts(FAMILIES, { search: 'source-sans' })).toEqual([]);
    expect(filterCollectionFonts(FAMILIES, { search: 'sans-serif' })).toEqual([]);
  });

  it("keeps one category's families, and every family for 'all' or no category", () => {
    expect(names(filterCollectionFonts(FAMILIES, { category: 'serif' }))).toEqual([
      'Playfair Display',
      'Source Serif 4',
    ]);
    expect(filterCollectionFonts(FAMILIES, { category: ALL_FONT_CATEGORIES })).toEqual(FAMILIES);
    expect(filterCollectionFonts(FAMILIES, {})).toEqual(FAMILIES);
  });

  it('applies the category and the search together', () => {
    expect(
      names(filterCollectionFonts(FAMILIES, { category: 'sans-serif', search: 'source' })),
    ).toEqual(['Source Sans 3']);
    expect(filterCollectionFonts(FAMILIES, { category: 'handwriting', search: '' })).toEqual([]);
  });
});

describe('collectionPageSize', () => {
  it('follows floor((max(height, 500) - 417) / 61)', () => {
    expect(collectionPageSize(900)).toBe(7);
    expect(collectionPageSize(1080)).toBe(10);
    expect(collectionPageSize(722)).toBe(5);
    expect(collectionPageSize(721)).toBe(4);
  });

  it('counts a window shorter than 500 px as 500: one font per page', () => {
    expect(collectionPageSize(500)).toBe(1);
    expect(collectionPageSize(320)).toBe(1);
  });
});

describe('collectionFontPage', () => {
  it('slices one page and counts the pages', () => {
    expect(collectionFontPage(FAMILIES, 1, 2)).toEqual({
      fonts: [FAMILIES[0], FAMILIES[1]],
      page: 1,
      totalPages: 3,
    });
    expect(names(collectionFontPage(FAMILIES, 3, 2).fonts)).toEqual(['Space Mono']);
  });

  it('gives the last page for a page past the end (a search made the list shorter)', () => {
    const page = collectionFontPage(FAMILIES, 9, 2);
    expect(page.page).toBe(3);
    expect(names(page.fonts)).toEqual(['Space Mono']);
  });

  it('gives page 1 of none for an empty list, and page 1 for a page below 1', () => {
    expect(collectionFontPage([], 4, 7)).toEqual({ fonts: [], page: 1, totalPages: 0 });
    expect(collectionFontPage(FAMILIES, 0, 10)).toEqual({
      fonts: [...FAMILIES],
      page: 1,
      totalPages: 1,
    });
  });
});
