import { describe, expect, it } from 'vitest';
import { stickyIdFilters, stickyIdsOf, withSticky } from './sticky-posts.js';

describe('sticky posts', () => {
  it('keeps the positive integer ids of the stored option, once each', () => {
    expect(stickyIdsOf([3, '7', 3, -1, 0, 'x', 2.5])).toEqual([3, 7]);
    expect(stickyIdsOf('3')).toEqual([]);
    expect(stickyIdsOf(null)).toEqual([]);
  });

  it('appends a newly sticky post and removes an unpinned one', () => {
    const ids = Object.freeze([4, 9]);
    expect(withSticky(ids, 5, true)).toEqual([4, 9, 5]);
    expect(withSticky(ids, 4, true)).toEqual([4, 9]);
    expect(withSticky(ids, 4, false)).toEqual([9]);
    expect(withSticky(ids, 6, false)).toEqual([4, 9]);
  });

  it('narrows a list to the sticky posts, or leaves them out', () => {
    const none = { include: undefined, exclude: undefined };
    expect(stickyIdFilters(none, [4, 9], true)).toEqual({ include: [4, 9], exclude: undefined });
    expect(stickyIdFilters({ include: [9, 12], exclude: [3] }, [4, 9], true)).toEqual({
      include: [9],
      exclude: [3],
    });
    expect(stickyIdFilters({ include: [12], exclude: undefined }, [4, 9], true).include).toEqual([
      0,
    ]);
    expect(stickyIdFilters(none, [], true).include).toEqual([0]);
    expect(stickyIdFilters({ include: [12], exclude: [3] }, [4, 9], false)).toEqual({
      include: [12],
      exclude: [3, 4, 9],
    });
  });
});
