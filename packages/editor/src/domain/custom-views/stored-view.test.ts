import type { View } from '@atelier/dataviews';
import { describe, expect, it } from 'vitest';
import {
  isSearchTyping,
  newCustomViewRecord,
  readStoredView,
  serializeStoredView,
} from './stored-view';

const DEFAULT_VIEW: View = Object.freeze<View>({
  type: 'table',
  search: '',
  filters: [],
  page: 1,
  perPage: 20,
  sort: { field: 'date', direction: 'desc' },
});

const DRAFTS: View = {
  type: 'grid',
  search: 'about',
  filters: [{ field: 'status', operator: 'isAny', value: ['draft'] }],
  page: 2,
  perPage: 50,
  sort: { field: 'title', direction: 'asc' },
  hiddenFields: ['date'],
  layout: { primaryField: 'title', mediaField: 'featured-image' },
};

describe('stored custom views', () => {
  it('round-trips a view through its JSON content', () => {
    const content = serializeStoredView(DRAFTS);
    expect(JSON.parse(content)).toEqual(DRAFTS);
    expect(readStoredView(content, DEFAULT_VIEW)).toEqual({ status: 'ready', view: DRAFTS });
  });

  it('reads content with surrounding white space', () => {
    expect(readStoredView(`  ${serializeStoredView(DRAFTS)}\n`, DEFAULT_VIEW).view).toEqual(DRAFTS);
  });

  it.each([
    ['broken JSON', '{"type": "table", "filters": ['],
    ['an empty string', ''],
    ['JSON that is not an object', '[1, 2]'],
    ['a view of an unknown layout', '{"type": "carousel"}'],
    ['an object without a type', '{"perPage": 20}'],
    ['URL-encoded text', encodeURIComponent('{"type":"table"}')],
  ])('shows the default view for %s', (_, content) => {
    expect(readStoredView(content, DEFAULT_VIEW)).toEqual({
      status: 'broken',
      view: DEFAULT_VIEW,
    });
  });

  it('treats a missing content as broken', () => {
    expect(readStoredView(undefined, DEFAULT_VIEW).status).toBe('broken');
    expect(readStoredView(42, DEFAULT_VIEW).status).toBe('broken');
  });

  it('drops malformed parts of a stored view but keeps the rest', () => {
    const stored = readStoredView(
      '{"type": "list", "perPage": -3, "filters": [{"field": "status"}, {"field": "author", "operator": "in", "value": [1]}]}',
      DEFAULT_VIEW,
    );
    expect(stored).toEqual({
      status: 'ready',
      view: { type: 'list', filters: [{ field: 'author', operator: 'in', value: [1] }] },
    });
  });

  it('creates a new view published, with the type term and the default view as JSON', () => {
    expect(newCustomViewRecord('  My drafts ', 7, DEFAULT_VIEW)).toEqual({
      title: 'My drafts',
      status: 'publish',
      wp_dataviews_type: [7],
      content: JSON.stringify(DEFAULT_VIEW),
    });
  });

  it('tells search typing (search and page changed) from other changes', () => {
    const typed = { ...DRAFTS, search: 'about us', page: 1 };
    expect(isSearchTyping(DRAFTS, typed)).toBe(true);
    expect(isSearchTyping(DEFAULT_VIEW, { ...DEFAULT_VIEW, search: 'a' })).toBe(true);
    expect(isSearchTyping(DRAFTS, { ...DRAFTS, type: 'table' })).toBe(false);
    expect(isSearchTyping(DRAFTS, { ...typed, perPage: 20 })).toBe(false);
    expect(isSearchTyping(DRAFTS, { ...DRAFTS, page: 3 })).toBe(false);
  });
});
