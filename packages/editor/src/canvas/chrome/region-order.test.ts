import { describe, expect, it } from 'vitest';
import { nextRegionIndex } from './region-order';

describe('region navigation', () => {
  it('moves forwards and backwards, wrapping', () => {
    const all = [true, true, true, true];
    expect(nextRegionIndex(all, -1, 1)).toBe(0);
    expect(nextRegionIndex(all, 0, 1)).toBe(1);
    expect(nextRegionIndex(all, 3, 1)).toBe(0);
    expect(nextRegionIndex(all, 0, -1)).toBe(3);
    expect(nextRegionIndex(all, -1, -1)).toBe(3);
  });
  it('skips regions that are not on screen', () => {
    expect(nextRegionIndex([true, false, true, false], 0, 1)).toBe(2);
    expect(nextRegionIndex([true, false, true, false], 2, 1)).toBe(0);
    expect(nextRegionIndex([false, false, false, false], 0, 1)).toBe(-1);
  });
});
