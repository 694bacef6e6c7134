import { MANAGE_PAGES_FIRST } from '@atelier/blocks/rest';
import type { View } from '@atelier/dataviews';
import { describe, expect, it } from 'vitest';
import { pagesQuery, queriedStatuses } from './pages-query';
import { DEFAULT_PAGES_VIEW } from './pages-view';

const view = (overrides: Partial<View>): View =>
  Object.freeze({ ...DEFAULT_PAGES_VIEW, ...overrides });

describe('pagesQuery (spec 2 §7 Pages list)', () => {
  it('asks for one page of the pages not in the trash, newest first, with their authors', () => {
    expect(pagesQuery(DEFAULT_PAGES_VIEW, 'all')).toEqual({
      context: 'edit',
      _embed: 'author',
      per_page: 20,
      page: 1,
      status: 'publish,future,draft,pending,private',
      orderby: 'date',
      order: 'desc',
    });
  });

  it('asks in the default view what the server preloads for /pages', () => {
    expect(pagesQuery(DEFAULT_PAGES_VIEW, 'all')).toEqual(MANAGE_PAGES_FIRST);
  });

  it('asks for drafts or the trash in those views', () => {
    expect(pagesQuery(DEFAULT_PAGES_VIEW, 'drafts')?.status).toBe('draft');
    expect(pagesQuery(DEFAULT_PAGES_VIEW, 'trash')?.status).toBe('trash');
  });

  it('passes search, sort and paging to the server', () => {
    const query = pagesQuery(
      view({
        search: '  about ',
        page: 3,
        perPage: 50,
        sort: { field: 'title', direction: 'asc' },
      }),
      'all',
    );
    expect(query).toMatchObject({
      search: 'about',
      page: 3,
      per_page: 50,
      orderby: 'title',
      order: 'asc',
    });
  });

  it('leaves an empty search out and falls back to date for an unsortable field', () => {
    const query = pagesQuery(
      view({ search: '   ', sort: { field: 'status', direction: 'asc' } }),
      'all',
    );
    expect(query).not.toHaveProperty('search');
    expect(query).toMatchObject({ orderby: 'date', order: 'desc' });
  });

  it('narrows the statuses with the status filter, in or not in', () => {
    const inFilter = view({
      filters: [{ field: 'status', operator: 'in', value: ['draft', 'private'] }],
    });
    expect(pagesQuery(inFilter, 'all')?.status).toBe('draft,private');
    const notIn = view({ filters: [{ field: 'status', operator: 'notIn', value: ['publish'] }] });
    expect(pagesQuery(notIn, 'all')?.status).toBe('future,draft,pending,private');
    expect(pagesQuery(inFilter, 'drafts')?.status).toBe('draft');
  });

  it('gives no query when the filter leaves no status of the view', () => {
    const published = view({ filters: [{ field: 'status', operator: 'in', value: ['publish'] }] });
    expect(queriedStatuses(published, 'trash')).toEqual([]);
    expect(pagesQuery(published, 'trash')).toBeNull();
  });

  it('filters by author, or excludes authors', () => {
    const by = view({ filters: [{ field: 'author', operator: 'in', value: [1, 4] }] });
    expect(pagesQuery(by, 'all')).toMatchObject({ author: '1,4' });
    const without = view({ filters: [{ field: 'author', operator: 'notIn', value: [2] }] });
    const query = pagesQuery(without, 'all');
    expect(query).toMatchObject({ author_exclude: '2' });
    expect(query).not.toHaveProperty('author');
  });

  it('ignores an empty filter', () => {
    const empty = view({ filters: [{ field: 'author', operator: 'in', value: [] }] });
    expect(pagesQuery(empty, 'all')).not.toHaveProperty('author');
  });
});
