import { describe, expect, it } from 'vitest';
import { PATTERN_CATEGORIES, patternCategoryList } from './pattern-categories.js';

describe('patternCategoryList', () => {
  it('lists the known categories, then the theme’s registered ones, then the ones patterns use', () => {
    const list = patternCategoryList(
      [{ name: 'harbor_page', label: 'Pages', description: 'Full page layouts.' }],
      ['harbor_page', 'banner', 'wide-sections'],
    );
    expect(list.slice(0, PATTERN_CATEGORIES.length).map((c) => c.name)).toEqual(
      PATTERN_CATEGORIES.map((c) => c.name),
    );
    expect(list.slice(PATTERN_CATEGORIES.length)).toEqual([
      { name: 'harbor_page', label: 'Pages', description: 'Full page layouts.' },
      { name: 'wide-sections', label: 'Wide sections', description: '' },
    ]);
  });

  it('lets a theme relabel a known category in its place', () => {
    const list = patternCategoryList(
      [{ name: 'banner', label: 'Heroes', description: 'Big.' }],
      [],
    );
    expect(list.find((c) => c.name === 'banner')).toEqual({
      name: 'banner',
      label: 'Heroes',
      description: 'Big.',
    });
    expect(list).toHaveLength(PATTERN_CATEGORIES.length);
  });
});
