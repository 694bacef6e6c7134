import { describe, expect, it } from 'vitest';
import { commonSubsequence } from './common-subsequence';

const same = (a: string, b: string) => a === b;

describe('commonSubsequence', () => {
  it('pairs a longest common subsequence in order', () => {
    expect(commonSubsequence([...'abcde'], [...'axcye'], same)).toEqual([
      [0, 0],
      [2, 2],
      [4, 4],
    ]);
    expect(commonSubsequence([...'abc'], [...'cab'], same)).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });

  it('handles empty lists and lists with nothing in common', () => {
    expect(commonSubsequence([], [...'ab'], same)).toEqual([]);
    expect(commonSubsequence([...'ab'], [...'cd'], same)).toEqual([]);
  });
});
