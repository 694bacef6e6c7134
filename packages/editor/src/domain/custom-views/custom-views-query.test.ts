import { describe, expect, it } from 'vitest';
import { customViewsQuery, toCustomViewItem } from './custom-views-query';
import { findViewTypeTermId, newViewTypeTerm, viewTypeTermQuery } from './view-type-term';

describe('custom view queries', () => {
  it('looks the view type term up by slug and adds it by name', () => {
    expect(viewTypeTermQuery('page')).toEqual({ slug: 'page', context: 'view' });
    expect(newViewTypeTerm('page')).toEqual({ name: 'page' });
  });

  it("finds the type's term id among the terms read", () => {
    const terms = [
      { id: 3, slug: 'wp_template', name: 'wp_template' },
      { id: 9, slug: 'page', name: 'page' },
    ];
    expect(findViewTypeTermId(terms, 'page')).toBe(9);
    expect(findViewTypeTermId(terms, 'wp_block')).toBeNull();
    expect(findViewTypeTermId(null, 'page')).toBeNull();
    expect(findViewTypeTermId([{ slug: 'page' }], 'page')).toBeNull();
  });

  it("lists one person's views of the type, oldest first", () => {
    expect(customViewsQuery(9, 4)).toEqual({
      wp_dataviews_type: 9,
      author: 4,
      orderby: 'date',
      order: 'asc',
      per_page: -1,
    });
  });

  it('reads a view record as the sidebar lists it', () => {
    expect(
      toCustomViewItem({ id: 12, title: { raw: 'My drafts', rendered: 'My drafts' } }),
    ).toEqual({ id: 12, title: 'My drafts' });
    expect(toCustomViewItem({ id: 13, title: 'Edited' })).toEqual({ id: 13, title: 'Edited' });
    expect(toCustomViewItem({ id: 14 })).toEqual({ id: 14, title: '' });
  });
});
