import { describe, expect, it } from 'vitest';
import { memoByString } from './string-memo';

describe('memoByString', () => {
  it('computes each text once and gives the same answer again', () => {
    const seen: string[] = [];
    const upper = memoByString((text) => {
      seen.push(text);
      return text.toUpperCase();
    });
    expect([upper('a'), upper('b'), upper('a'), upper('b')]).toEqual(['A', 'B', 'A', 'B']);
    expect(seen).toEqual(['a', 'b']);
  });

  it('remembers answers that are null or undefined too', () => {
    let calls = 0;
    const nothing = memoByString((): undefined => {
      calls += 1;
      return undefined;
    });
    nothing('x');
    nothing('x');
    expect(calls).toBe(1);
  });

  it('starts again from an empty table when the limit is reached', () => {
    const seen: string[] = [];
    const length = memoByString((text) => {
      seen.push(text);
      return text.length;
    }, 2);
    for (const text of ['a', 'bb', 'ccc', 'a', 'ccc']) length(text);
    // 'ccc' emptied the table of a and bb: 'a' is computed again, 'ccc' is still known.
    expect(seen).toEqual(['a', 'bb', 'ccc', 'a']);
  });
});
