import { describe, expect, it } from 'vitest';
import { patternFixture } from '../../domain/patterns/testing/pattern-fixture';
import { patternFields } from './pattern-fields';
import {
  DEFAULT_PATTERNS_VIEW,
  layoutOfView,
  patternsPage,
  viewForCategory,
  viewInLayout,
} from './patterns-view';

const all = { categoryType: 'pattern', categoryId: 'all-patterns' } as const;
const fields = patternFields('pattern', []);

describe('the Patterns default view (spec 2 §9)', () => {
  it('is a grid of 20 a page with the sync status hidden and the preview as picture', () => {
    expect(DEFAULT_PATTERNS_VIEW).toMatchObject({
      type: 'grid',
      perPage: 20,
      page: 1,
      hiddenFields: ['sync-status'],
      layout: { primaryField: 'title', mediaField: 'preview' },
    });
  });

  it('follows the location’s layout: table, else the grid', () => {
    expect(viewInLayout(DEFAULT_PATTERNS_VIEW, 'table')).toMatchObject({
      type: 'table',
      layout: { primaryField: 'title' },
      hiddenFields: ['sync-status'],
    });
    expect(viewInLayout(DEFAULT_PATTERNS_VIEW, undefined)).toBe(DEFAULT_PATTERNS_VIEW);
    expect(viewInLayout(DEFAULT_PATTERNS_VIEW, 'list').type).toBe('grid');
    expect(layoutOfView(DEFAULT_PATTERNS_VIEW)).toBeUndefined();
    expect(layoutOfView({ ...DEFAULT_PATTERNS_VIEW, type: 'table' })).toBe('table');
  });

  it('goes back to the default view in another category', () => {
    const searched = { ...DEFAULT_PATTERNS_VIEW, search: 'hero', page: 2 };
    expect(viewForCategory({ category: 'pattern:cards', view: searched }, 'pattern:cards')).toBe(
      searched,
    );
    expect(viewForCategory({ category: 'pattern:cards', view: searched }, 'pattern:text')).toBe(
      DEFAULT_PATTERNS_VIEW,
    );
  });
});

describe('one page of the Patterns list', () => {
  const items = [
    patternFixture({ id: '1', title: 'About the hero', syncStatus: 'full' }),
    patternFixture({ id: '2', title: 'Hero', syncStatus: 'unsynced' }),
    patternFixture({ id: '3', title: 'Hero banner', syncStatus: 'full' }),
    patternFixture({ id: '4', title: 'Footer', syncStatus: 'full', description: 'no match' }),
  ];

  it('ranks a search as spec 2 §5 does: exact title, then prefix, then words', () => {
    const { data } = patternsPage(items, { ...DEFAULT_PATTERNS_VIEW, search: 'hero' }, fields, all);
    expect(data.map((item) => item.title)).toEqual(['Hero', 'Hero banner', 'About the hero']);
  });

  it('keeps only the category’s items', () => {
    const mine = patternsPage(
      [...items, patternFixture({ id: 'loom/x', kind: 'theme', title: 'Hero theme' })],
      { ...DEFAULT_PATTERNS_VIEW, search: 'hero' },
      fields,
      { categoryType: 'pattern', categoryId: 'my-patterns' },
    );
    expect(mine.data.map((item) => item.id)).toEqual(['2', '3', '1']);
  });

  it('filters by sync status and pages by 20', () => {
    const view = {
      ...DEFAULT_PATTERNS_VIEW,
      filters: [{ field: 'sync-status', operator: 'is', value: 'unsynced' }],
    };
    expect(patternsPage(items, view, fields, all).data.map((item) => item.id)).toEqual(['2']);
    const many = Array.from({ length: 25 }, (_, index) =>
      patternFixture({ id: String(index + 1), title: `Pattern ${index + 1}` }),
    );
    const first = patternsPage(many, DEFAULT_PATTERNS_VIEW, fields, all);
    expect(first.data).toHaveLength(20);
    expect(first.paginationInfo).toEqual({ totalItems: 25, totalPages: 2 });
  });
});
