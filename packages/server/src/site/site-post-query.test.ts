import { describe, expect, it } from 'vitest';
import { sitePerPage, sitePostListQuery } from './site-post-query.js';

const visitor = { visibleStatuses: ['publish'], searchProtected: false };

describe('sitePostListQuery', () => {
  it('pages through the items after the block offset, newest first by default', () => {
    const query = sitePostListQuery({ postType: 'post', perPage: 3, page: 2, offset: 1 }, visitor);
    expect(query).toMatchObject({
      type: 'post',
      statuses: ['publish'],
      orderby: 'date',
      order: 'desc',
      offset: 4,
      limit: 3,
      terms: [],
    });
  });

  it('keeps each taxonomy filter to its own taxonomy and a date archive to its range', () => {
    const query = sitePostListQuery(
      {
        postType: 'post',
        perPage: 10,
        page: 1,
        taxQuery: { category: [3], post_tag: [7, 8] },
        dateRange: { from: '2026-01-01T00:00:00', to: '2026-02-01T00:00:00' },
        orderBy: 'title',
        order: 'asc',
      },
      { visibleStatuses: ['publish', 'private'], searchProtected: true },
    );
    expect(query.terms).toEqual([
      { taxonomy: 'category', ids: [3] },
      { taxonomy: 'post_tag', ids: [7, 8] },
    ]);
    expect(query).toMatchObject({
      statuses: ['publish', 'private'],
      searchProtected: true,
      dateFrom: '2026-01-01T00:00:00',
      before: '2026-02-01T00:00:00',
      orderby: 'title',
      order: 'asc',
    });
  });

  it("names the database's dialect, so a search on SQLite asks the trigram index", () => {
    const query = { postType: 'post', perPage: 10, page: 1, search: 'trail' };
    expect(sitePostListQuery(query, visitor, 'sqlite').dialect).toBe('sqlite');
    expect(sitePostListQuery(query, visitor, 'postgres').dialect).toBe('postgres');
  });

  it('shows 10 items when a block sets none and never more than 100', () => {
    expect(sitePerPage({ postType: 'post', perPage: 0, page: 1 })).toBe(10);
    expect(sitePerPage({ postType: 'post', perPage: 500, page: 1 })).toBe(100);
  });
});
