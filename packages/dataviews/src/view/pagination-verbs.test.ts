import { describe, expect, it } from 'vitest';
import { replay } from '../testing/replay';
import type { View } from '../types';
import { PER_PAGE_OPTIONS } from './per-page-options';
import { setPage } from './set-page';
import { setPerPage } from './set-per-page';

const start: View = { type: 'grid', page: 1, perPage: 20 };

describe('setPage', () => {
  it('moves between pages', () => {
    expect(
      replay(
        start,
        (v) => setPage(v, 3),
        (v) => setPage(v, 2),
      ).page,
    ).toBe(2);
  });

  it('never goes below page 1 and drops fractions', () => {
    expect(
      replay(
        start,
        (v) => setPage(v, 3),
        (v) => setPage(v, 0),
      ).page,
    ).toBe(1);
    expect(replay(start, (v) => setPage(v, 2.7)).page).toBe(2);
    expect(
      replay(
        start,
        (v) => setPage(v, 4),
        (v) => setPage(v, Number.NaN),
      ).page,
    ).toBe(1);
  });

  it('returns the same view for the current page', () => {
    const frozen = replay(start);
    expect(setPage(frozen, 1)).toBe(frozen);
  });
});

describe('setPerPage', () => {
  it('offers 10, 20, 50 and 100', () => {
    expect(PER_PAGE_OPTIONS).toEqual([10, 20, 50, 100]);
  });

  it('sets the page size and resets the page', () => {
    const view = replay(
      start,
      (v) => setPage(v, 4),
      (v) => setPerPage(v, 50),
    );
    expect(view).toEqual({ type: 'grid', page: 1, perPage: 50 });
  });

  it('refuses sizes that are not offered', () => {
    const frozen = replay(start, (v) => setPage(v, 3));
    expect(setPerPage(frozen, 25)).toBe(frozen);
    expect(setPerPage(frozen, -10)).toBe(frozen);
  });

  it('leaves the page alone when the size does not change', () => {
    const frozen = replay(start, (v) => setPage(v, 3));
    expect(setPerPage(frozen, 20)).toBe(frozen);
  });
});
