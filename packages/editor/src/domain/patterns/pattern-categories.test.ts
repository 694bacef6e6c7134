import { describe, expect, it } from 'vitest';
import {
  ALL_PATTERNS,
  findCategory,
  isInCategory,
  myPatternsCategory,
  patternCategories,
  templatePartAreaCategories,
} from './pattern-categories';
import { patternFixture } from './testing/pattern-fixture';

const registered = [
  { name: 'banner', label: 'Banners', description: 'Bold openings.' },
  { name: 'text', label: 'Text' },
];
const terms = [
  { id: 7, name: 'Cards', slug: 'cards', description: '' },
  { id: 8, name: 'Banners', slug: 'banner', description: '' },
  { id: 9, name: 'Empty', slug: 'empty', description: '' },
];

describe('pattern categories of the sidebar (spec 2 §2)', () => {
  const patterns = [
    patternFixture({ id: '1', categories: ['cards'] }),
    patternFixture({ id: '2', categories: ['banner', 'cards'] }),
    patternFixture({ id: '3', kind: 'theme', name: 'loom/a', categories: ['banner'] }),
    patternFixture({ id: '4', kind: 'theme', name: 'loom/b', categories: [] }),
  ];

  it('lists All patterns first, then used categories by label with their counts', () => {
    expect(patternCategories(registered, terms, patterns)).toEqual([
      expect.objectContaining({ name: ALL_PATTERNS, label: 'All patterns', count: 4 }),
      expect.objectContaining({ name: 'banner', label: 'Banners', count: 2 }),
      { name: 'cards', label: 'Cards', description: '', count: 2, termId: 7 },
      expect.objectContaining({ name: 'uncategorized', label: 'Uncategorized', count: 1 }),
    ]);
  });

  it('lets a registered category keep its label and stay un-renamable when a term shares its slug', () => {
    const banner = patternCategories(registered, terms, patterns).find((c) => c.name === 'banner');
    expect(banner?.termId).toBeUndefined();
    expect(banner?.description).toBe('Bold openings.');
  });

  it('counts My patterns and the parts of each area', () => {
    expect(myPatternsCategory(patterns).count).toBe(2);
    const parts = [
      patternFixture({ id: 'loom//header', kind: 'wp_template_part', categories: ['header'] }),
      patternFixture({ id: 'loom//footer', kind: 'wp_template_part', categories: ['footer'] }),
      patternFixture({ id: 'loom//x', kind: 'wp_template_part', categories: ['footer'] }),
    ];
    expect(templatePartAreaCategories(parts).map((area) => [area.name, area.count])).toEqual([
      ['header', 1],
      ['footer', 2],
      ['sidebar', 0],
      ['uncategorized', 0],
    ]);
  });

  it('finds the category the location names, and nothing for an unknown one', () => {
    const lists = {
      patterns: patternCategories(registered, terms, patterns),
      areas: templatePartAreaCategories([]),
      mine: myPatternsCategory(patterns),
    };
    expect(findCategory('pattern', 'cards', lists)?.termId).toBe(7);
    expect(findCategory('pattern', 'my-patterns', lists)?.label).toBe('My patterns');
    expect(findCategory('wp_template_part', 'footer', lists)?.label).toBe('Footer');
    expect(findCategory('pattern', 'nope', lists)).toBeUndefined();
  });

  it('keeps template parts out of pattern categories and patterns out of areas', () => {
    const part = patternFixture({ kind: 'wp_template_part', categories: ['header'] });
    expect(isInCategory(part, 'pattern', ALL_PATTERNS)).toBe(false);
    expect(isInCategory(part, 'wp_template_part', 'header')).toBe(true);
    expect(isInCategory(patternFixture(), 'wp_template_part', 'header')).toBe(false);
  });
});
