import { createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { filterPatterns, inserterGroups } from './inserter-items';

describe('inserterGroups', () => {
  it('groups insertable top-level blocks by category in the editor order', () => {
    const groups = inserterGroups(createCoreRegistry(), '');
    expect(groups[0]?.title).toBe('Text');
    const names = groups.flatMap((group) => group.types.map((type) => type.name));
    expect(names).toContain('core/paragraph');
    expect(names).not.toContain('core/list-item');
  });

  it('searches titles and keywords', () => {
    const groups = inserterGroups(createCoreRegistry(), 'heading');
    expect(groups.flatMap((group) => group.types.map((type) => type.name))).toContain(
      'core/heading',
    );
  });
});

describe('filterPatterns', () => {
  const patterns = [
    {
      name: 'a',
      inserter: true,
      title: 'Hero',
      content: '',
      categories: ['banner'],
      keywords: ['intro'],
    },
    {
      name: 'b',
      inserter: true,
      title: 'Footer',
      content: '',
      categories: ['footer'],
      keywords: [],
    },
  ];
  it('filters by category and search', () => {
    expect(filterPatterns(patterns, 'banner', '').map((p) => p.name)).toEqual(['a']);
    expect(filterPatterns(patterns, '', 'intro').map((p) => p.name)).toEqual(['a']);
    expect(filterPatterns(patterns, '', 'zzz')).toEqual([]);
    const hidden = {
      name: 'c',
      inserter: false,
      title: 'Hidden',
      content: '',
      categories: [],
      keywords: [],
    };
    expect(filterPatterns([hidden], '', '')).toEqual([]);
  });
});
