import { describe, expect, it } from 'vitest';
import { patternFixture } from '../../domain/patterns/testing/pattern-fixture';
import { PATTERNS_LIST, patternBackTarget } from './pattern-details';

describe('patternBackTarget', () => {
  it('leads to the category the location names', () => {
    const item = patternFixture({ categories: ['hero'] });
    expect(patternBackTarget(item, { categoryType: 'pattern', categoryId: 'cards' })).toEqual({
      path: '/patterns',
      categoryType: 'pattern',
      categoryId: 'cards',
    });
  });

  it("leads to the pattern's first category, else to 'My patterns'", () => {
    expect(patternBackTarget(patternFixture({ categories: ['hero', 'cards'] }), {})).toEqual({
      path: '/patterns',
      categoryType: 'pattern',
      categoryId: 'hero',
    });
    expect(patternBackTarget(patternFixture({ categories: [] }), {})).toEqual({
      path: '/patterns',
      categoryType: 'pattern',
      categoryId: 'my-patterns',
    });
  });

  it("leads to a template part's area, ignoring a pattern category in the location", () => {
    const part = patternFixture({ kind: 'wp_template_part', categories: ['footer'] });
    expect(patternBackTarget(part, { categoryType: 'pattern', categoryId: 'hero' })).toEqual({
      path: '/patterns',
      categoryType: 'wp_template_part',
      categoryId: 'footer',
    });
  });

  it('leads to the Patterns list while the item is unknown', () => {
    expect(patternBackTarget(null, { categoryId: 'hero' })).toBe(PATTERNS_LIST);
  });
});
