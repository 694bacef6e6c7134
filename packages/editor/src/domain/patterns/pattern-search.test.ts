import { describe, expect, it } from 'vitest';
import { ALL_PATTERNS, MY_PATTERNS } from './pattern-categories';
import { patternSearchRank, searchPatterns } from './pattern-search';
import { patternFixture } from './testing/pattern-fixture';

const all = { categoryType: 'pattern' as const, categoryId: ALL_PATTERNS };

describe('pattern search (spec 2 §5)', () => {
  const hero = patternFixture({ id: '1', title: 'Hero', categories: ['banner'] });
  const heroSplit = patternFixture({ id: '2', title: 'Hero split', categories: ['banner'] });
  const about = patternFixture({
    id: '3',
    kind: 'theme',
    name: 'loom/about',
    title: 'About us',
    description: 'A warm hero introduction',
    keywords: ['team'],
    categories: ['about'],
  });
  const items = [about, heroSplit, hero];

  it('scores 30 for an exact title, 20 for a prefix, 10 for every word found', () => {
    expect(patternSearchRank(hero, { ...all, search: 'hero' })).toBe(31);
    expect(patternSearchRank(heroSplit, { ...all, search: 'Hero' })).toBe(21);
    expect(patternSearchRank(about, { ...all, search: 'warm team' })).toBe(11);
    expect(patternSearchRank(about, { ...all, search: 'warm cold' })).toBe(1);
  });

  it('ignores case and accents', () => {
    expect(patternSearchRank(hero, { ...all, search: '  HÉRO ' })).toBe(31);
  });

  it('needs the category to match, whatever the search', () => {
    expect(
      patternSearchRank(hero, { categoryType: 'pattern', categoryId: 'about', search: 'hero' }),
    ).toBe(0);
    expect(
      patternSearchRank(about, {
        categoryType: 'wp_template_part',
        categoryId: 'header',
        search: '',
      }),
    ).toBe(0);
  });

  it('orders matches by score and drops items that only match the category', () => {
    expect(searchPatterns(items, { ...all, search: 'hero' }).map((item) => item.id)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(searchPatterns(items, { ...all, search: 'split' }).map((item) => item.id)).toEqual([
      '2',
    ]);
    expect(searchPatterns(items, { ...all, search: 'nothing like it' })).toEqual([]);
  });

  it('keeps every item of the category, in list order, when there is no search', () => {
    expect(searchPatterns(items, { ...all, search: '' })).toEqual(items);
    expect(
      searchPatterns(items, { categoryType: 'pattern', categoryId: 'banner', search: '' }).map(
        (item) => item.id,
      ),
    ).toEqual(['2', '1']);
    expect(
      searchPatterns(items, { categoryType: 'pattern', categoryId: MY_PATTERNS, search: '' }).map(
        (item) => item.id,
      ),
    ).toEqual(['2', '1']);
  });
});
