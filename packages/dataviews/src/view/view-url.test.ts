import { describe, expect, it } from 'vitest';
import type { View } from '../types';
import { parseView, serializeView } from './view-url';

const view: View = {
  type: 'grid',
  search: 'a&b=c ?#',
  filters: [
    { field: 'status', operator: 'in', value: ['draft', 'publish'] },
    { field: 'author', operator: 'mystery', value: 3 },
  ],
  page: 2,
  perPage: 50,
  sort: { field: 'title', direction: 'desc' },
  hiddenFields: ['modified'],
  layout: { primaryField: 'title', mediaField: 'preview', badgeFields: ['status'] },
};

describe('serializeView / parseView', () => {
  it('round-trips a view through a URL-safe string', () => {
    const text = serializeView(view);
    expect(text).toMatch(/^[A-Za-z0-9%\-_.!~*'()]+$/);
    expect(parseView(text)).toEqual(view);
  });

  it('survives URLSearchParams', () => {
    const params = new URLSearchParams({ view: serializeView(view) });
    const back = new URLSearchParams(params.toString()).get('view') ?? '';
    expect(parseView(back)).toEqual(view);
  });

  it('reads plain JSON (saved custom views)', () => {
    expect(parseView(JSON.stringify(view))).toEqual(view);
  });

  it('drops malformed parts and unknown keys', () => {
    const parsed = parseView(
      JSON.stringify({
        type: 'list',
        page: -1,
        perPage: 'many',
        sort: { field: 'title', direction: 'up' },
        filters: [{ field: 'status' }, { field: 'a', operator: 'in', value: { x: 1 } }, 'no'],
        hiddenFields: ['a', 2],
        layout: { primaryField: 4, mediaField: 'm' },
        extra: true,
      }),
    );
    expect(parsed).toEqual({ type: 'list', filters: [], layout: { mediaField: 'm' } });
  });

  it('refuses text that is not a view', () => {
    expect(parseView('not json')).toBeUndefined();
    expect(parseView('%E0%A4%A')).toBeUndefined();
    expect(parseView(JSON.stringify({ type: 'kanban' }))).toBeUndefined();
    expect(parseView('[]')).toBeUndefined();
  });
});
