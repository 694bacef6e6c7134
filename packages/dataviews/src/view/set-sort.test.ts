import { describe, expect, it } from 'vitest';
import { replay } from '../testing/replay';
import type { View } from '../types';
import { setPage } from './set-page';
import { setSort } from './set-sort';

const start: View = { type: 'table', page: 1, sort: { field: 'title', direction: 'asc' } };

describe('setSort', () => {
  it('changes field and direction and keeps the page', () => {
    const view = replay(
      start,
      (v) => setPage(v, 2),
      (v) => setSort(v, 'title', 'desc'),
      (v) => setSort(v, 'modified', 'asc'),
    );
    expect(view.sort).toEqual({ field: 'modified', direction: 'asc' });
    expect(view.page).toBe(2);
  });

  it('returns the same view when nothing changes', () => {
    const frozen = replay(start);
    expect(setSort(frozen, 'title', 'asc')).toBe(frozen);
  });
});
