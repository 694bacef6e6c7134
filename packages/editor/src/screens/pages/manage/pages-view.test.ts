import type { View } from '@atelier/dataviews';
import { describe, expect, it } from 'vitest';
import {
  builtInPageView,
  DEFAULT_PAGES_VIEW,
  pagesViewProblems,
  readPagesView,
  writePagesView,
} from './pages-view';

const view = (overrides: Partial<View>): View =>
  Object.freeze({ ...DEFAULT_PAGES_VIEW, ...overrides });

describe('the pages view in the location', () => {
  it('leaves the default view out of the location', () => {
    expect(writePagesView(DEFAULT_PAGES_VIEW)).toEqual({ layout: undefined, view: undefined });
    expect(readPagesView(undefined, undefined)).toEqual({
      view: DEFAULT_PAGES_VIEW,
      rejected: false,
    });
  });

  it('round-trips search, filters, sort, page, per page, hidden fields and layout', () => {
    const changed = view({
      type: 'grid',
      search: 'about',
      filters: [{ field: 'status', operator: 'notIn', value: ['draft'] }],
      sort: { field: 'title', direction: 'asc' },
      page: 2,
      perPage: 50,
      hiddenFields: ['author'],
      layout: { primaryField: 'title', mediaField: 'featured-image' },
    });
    const written = writePagesView(changed);
    expect(written.layout).toBe('grid');
    expect(readPagesView(written.view, written.layout)).toEqual({ view: changed, rejected: false });
  });

  it('shows the grid default when only the layout parameter asks for a grid', () => {
    const { view: grid } = readPagesView(undefined, 'grid');
    expect(grid.type).toBe('grid');
    expect(grid.layout).toEqual({ primaryField: 'title', mediaField: 'featured-image' });
    expect(writePagesView(grid)).toEqual({ layout: 'grid', view: undefined });
  });

  it('rejects what is no view at all', () => {
    expect(readPagesView('{not json', undefined)).toEqual({
      view: DEFAULT_PAGES_VIEW,
      rejected: true,
    });
    expect(readPagesView('{"type":"masonry"}', undefined).rejected).toBe(true);
  });

  it('rejects an unknown status, operator, field or sort', () => {
    const stored = (value: Partial<View>) => JSON.stringify(view(value));
    const cases = [
      stored({ filters: [{ field: 'status', operator: 'in', value: ['archived'] }] }),
      stored({ filters: [{ field: 'status', operator: 'between', value: ['draft'] }] }),
      stored({ filters: [{ field: 'colour', operator: 'in', value: ['red'] }] }),
      stored({ filters: [{ field: 'author', operator: 'in', value: ['ada'] }] }),
      stored({ sort: { field: 'status', direction: 'asc' } }),
      stored({ hiddenFields: ['comments'] }),
    ];
    for (const text of cases) {
      const read = readPagesView(text, undefined);
      expect(read.rejected).toBe(true);
      expect(read.view).toEqual(DEFAULT_PAGES_VIEW);
    }
  });

  it('names the problems it finds', () => {
    expect(pagesViewProblems(DEFAULT_PAGES_VIEW)).toEqual([]);
    expect(
      pagesViewProblems(
        view({ filters: [{ field: 'status', operator: 'isAny', value: ['draft'] }] }),
      ),
    ).toEqual(['unknown operator "isAny"']);
  });
});

describe('builtInPageView', () => {
  it('reads All pages, Drafts and Trash from activeView', () => {
    expect(builtInPageView(undefined)).toBe('all');
    expect(builtInPageView('drafts')).toBe('drafts');
    expect(builtInPageView('trash')).toBe('trash');
    expect(builtInPageView('nonsense')).toBe('all');
  });
});
