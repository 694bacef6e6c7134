import { describe, expect, it } from 'vitest';
import { customPagesView } from './custom-pages-view';
import { DEFAULT_PAGES_VIEW } from './pages-view';

describe('customPagesView', () => {
  it('shows the stored view over the defaults', () => {
    const stored = {
      type: 'grid' as const,
      filters: [{ field: 'status', operator: 'in', value: ['draft'] }],
    };
    expect(customPagesView(stored)).toEqual({
      view: { ...DEFAULT_PAGES_VIEW, ...stored },
      rejected: false,
    });
  });

  it.each([
    ['an unknown status', { field: 'status', operator: 'in', value: ['archived'] }],
    ['an unknown operator', { field: 'status', operator: 'between', value: ['draft'] }],
    ['an unknown field', { field: 'colour', operator: 'in', value: ['red'] }],
  ])('shows the default view for a filter with %s', (_, filter) => {
    expect(customPagesView({ type: 'table', filters: [filter] })).toEqual({
      view: DEFAULT_PAGES_VIEW,
      rejected: true,
    });
  });
});
