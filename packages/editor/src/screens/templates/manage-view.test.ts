import type { View } from '@atelier/dataviews';
import { describe, expect, it } from 'vitest';
import { composeView, DEFAULT_TEMPLATE_VIEW, splitView } from './manage-view';

describe('manage view and the location', () => {
  it('starts as a table of 20 by title with the preview hidden', () => {
    expect(composeView(DEFAULT_TEMPLATE_VIEW, {})).toEqual({
      ...DEFAULT_TEMPLATE_VIEW,
      type: 'table',
      filters: [],
    });
    expect(DEFAULT_TEMPLATE_VIEW.perPage).toBe(20);
    expect(DEFAULT_TEMPLATE_VIEW.sort).toEqual({ field: 'title', direction: 'asc' });
    expect(DEFAULT_TEMPLATE_VIEW.hiddenFields).toEqual(['preview']);
  });

  it('takes the layout from the location, with that layout’s defaults', () => {
    const view = composeView(DEFAULT_TEMPLATE_VIEW, { layout: 'grid' });
    expect(view.type).toBe('grid');
    expect(view.layout).toEqual({ primaryField: 'title', mediaField: 'preview' });
  });

  it('turns activeView into an author filter, and “all” into none', () => {
    expect(composeView(DEFAULT_TEMPLATE_VIEW, { activeView: 'Loom' }).filters).toEqual([
      { field: 'author', operator: 'in', value: ['Loom'] },
    ]);
    expect(composeView(DEFAULT_TEMPLATE_VIEW, { activeView: 'all' }).filters).toEqual([]);
  });

  it('sends layout and a one-author filter to the location, keeping the rest', () => {
    const next: View = {
      ...DEFAULT_TEMPLATE_VIEW,
      type: 'grid',
      page: 2,
      filters: [{ field: 'author', operator: 'in', value: ['Site Admin'] }],
    };
    const split = splitView(next);
    expect(split.layout).toBe('grid');
    expect(split.activeView).toBe('Site Admin');
    expect(split.local.filters).toEqual([]);
    expect(split.local.page).toBe(2);
  });

  it('keeps author filters the location cannot say in the local view', () => {
    const notIn = { field: 'author', operator: 'notIn', value: ['Loom'] };
    const split = splitView({ ...DEFAULT_TEMPLATE_VIEW, filters: [notIn] });
    expect(split.activeView).toBeUndefined();
    expect(split.layout).toBeUndefined();
    expect(split.local.filters).toEqual([notIn]);
    expect(composeView(split.local, {}).filters).toEqual([notIn]);
  });

  it('round-trips: the composed view of a split view is the view asked for', () => {
    const next: View = {
      ...DEFAULT_TEMPLATE_VIEW,
      type: 'grid',
      layout: { primaryField: 'title', mediaField: 'preview' },
      search: 'blog',
      filters: [{ field: 'author', operator: 'in', value: ['Loom'] }],
    };
    const split = splitView(next);
    expect(composeView(split.local, split)).toEqual(next);
  });
});
