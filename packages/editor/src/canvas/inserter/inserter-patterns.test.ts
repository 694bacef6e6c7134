import { parse } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { myPatternsCategory, patternCategories } from '../../domain/patterns/pattern-categories';
import { patternFixture } from '../../domain/patterns/testing/pattern-fixture';
import {
  inserterPatternCategories,
  inserterPatterns,
  patternInsertMarkup,
} from './inserter-patterns';

const mine = patternFixture({ id: '12', title: 'Newsletter signup', categories: ['cta'] });
const theme = patternFixture({
  kind: 'theme',
  id: 'loom/hero',
  name: 'loom/hero',
  title: 'Hero',
  categories: ['banner'],
  keywords: ['newsletter'],
});
const hidden = patternFixture({
  kind: 'theme',
  id: 'loom/x',
  title: 'Newsletter',
  inserter: false,
});
const part = patternFixture({ kind: 'wp_template_part', id: 'loom//footer', title: 'Newsletter' });

describe('inserterPatternCategories', () => {
  it("lists 'All patterns', 'My patterns' when there are some, then the used categories", () => {
    const items = [mine, theme];
    const registered = [{ name: 'banner', label: 'Banners' }];
    const terms = [{ id: 3, name: 'Calls', slug: 'cta', description: '' }];
    expect(
      inserterPatternCategories(
        myPatternsCategory(items),
        patternCategories(registered, terms, items),
      ).map((category) => category.label),
    ).toEqual(['All patterns', 'My patterns', 'Banners', 'Calls']);
    expect(
      inserterPatternCategories(myPatternsCategory([theme]), []).map((category) => category.name),
    ).toEqual(['all-patterns']);
  });
});

describe('inserterPatterns', () => {
  const items = [theme, mine, hidden, part];

  it("keeps the person's patterns in 'My patterns' and the category's in a category", () => {
    expect(inserterPatterns(items, 'my-patterns', '')).toEqual([mine]);
    expect(inserterPatterns(items, 'banner', '')).toEqual([theme]);
    expect(inserterPatterns(items, 'all-patterns', '')).toEqual([theme, mine]);
  });

  it('ranks a search by the spec scoring: title prefix above a keyword', () => {
    expect(inserterPatterns(items, 'all-patterns', 'newsl')).toEqual([mine, theme]);
    expect(inserterPatterns(items, 'all-patterns', 'nothing like it')).toEqual([]);
  });
});

describe('patternInsertMarkup', () => {
  it('inserts a synced pattern as a reference and others as a copy of their blocks', () => {
    const [reference] = parse(patternInsertMarkup(mine));
    expect(reference?.name).toBe('core/block');
    expect(reference?.attributes).toEqual({ ref: 12 });
    expect(patternInsertMarkup({ ...mine, syncStatus: 'unsynced' })).toBe(mine.content);
    expect(patternInsertMarkup(theme)).toBe(theme.content);
  });
});
