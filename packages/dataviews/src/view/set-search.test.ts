import { describe, expect, it } from 'vitest';
import { replay } from '../testing/replay';
import type { View } from '../types';
import { setPage } from './set-page';
import { setSearch } from './set-search';

const start: View = { type: 'table', page: 1, perPage: 20 };

describe('setSearch', () => {
  it('sets the text and goes back to page 1', () => {
    const view = replay(
      start,
      (v) => setPage(v, 4),
      (v) => setSearch(v, 'single'),
    );
    expect(view).toEqual({ type: 'table', page: 1, perPage: 20, search: 'single' });
  });

  it('keeps the same view (and page) when the text does not change', () => {
    const before = replay(
      start,
      (v) => setSearch(v, 'home'),
      (v) => setPage(v, 3),
    );
    expect(setSearch(before, 'home')).toBe(before);
    expect(setSearch(replay(start), '')).toBe(start);
  });

  it('clearing the search is a change too', () => {
    const view = replay(
      start,
      (v) => setSearch(v, 'a'),
      (v) => setPage(v, 2),
      (v) => setSearch(v, ''),
    );
    expect(view.search).toBe('');
    expect(view.page).toBe(1);
  });
});
