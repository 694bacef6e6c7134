import { describe, expect, it } from 'vitest';
import { chunkRows, countGridColumns } from './grid-columns';

describe('grid columns', () => {
  it('counts resolved track sizes', () => {
    expect(countGridColumns('312px 312px')).toBe(2);
    expect(countGridColumns(' 200.5px 200.5px 200.5px ')).toBe(3);
  });

  it('refuses unresolved or empty templates', () => {
    expect(countGridColumns('')).toBeUndefined();
    expect(countGridColumns('none')).toBeUndefined();
    expect(countGridColumns('repeat(2, minmax(0, 1fr))')).toBeUndefined();
  });

  it('chunks items into rows', () => {
    expect(chunkRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunkRows([1, 2], 0)).toEqual([[1], [2]]);
    expect(chunkRows([], 3)).toEqual([]);
  });
});
