import { describe, expect, it } from 'vitest';
import { withDescendants } from './term-descendants.js';

describe('withDescendants', () => {
  it('gives the term, its children and their children', () => {
    const terms = [
      { id: 1, parent: 0 },
      { id: 2, parent: 1 },
      { id: 3, parent: 2 },
      { id: 4, parent: 0 },
    ];
    expect(withDescendants(terms, 1)).toEqual([1, 2, 3]);
    expect(withDescendants(terms, 4)).toEqual([4]);
  });

  it('ends on a loop of parents', () => {
    expect(
      withDescendants(
        [
          { id: 1, parent: 2 },
          { id: 2, parent: 1 },
        ],
        1,
      ),
    ).toEqual([1, 2]);
  });
});
