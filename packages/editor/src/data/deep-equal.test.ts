import { describe, expect, it } from 'vitest';
import { deepEqual } from './deep-equal';

describe('deepEqual', () => {
  it('compares primitives, arrays and objects by value', () => {
    expect(deepEqual('a', 'a')).toBe(true);
    expect(deepEqual(1, '1')).toBe(false);
    expect(deepEqual([1, { a: 2 }], [1, { a: 2 }])).toBe(true);
    expect(deepEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(deepEqual({ a: { b: [1] } }, { a: { b: [1] } })).toBe(true);
    expect(deepEqual({ a: { b: [1] } }, { a: { b: [2] } })).toBe(false);
    expect(deepEqual({ a: 1 }, [1])).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
  });

  it('treats a key set to undefined like a missing key', () => {
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });

  it('sees the one changed entry of a long list that shares every other entry', () => {
    const leaf = (text: string) => ({ name: 'core/paragraph', attributes: { content: text } });
    const list = Array.from({ length: 1000 }, (_, index) => leaf(`Paragraph ${index}`));
    const group = { name: 'core/group', attributes: {}, innerBlocks: [leaf('Inner')] };
    const before = [...list, group];
    // The path to the edited block copied, everything else the same objects (`replaceBlock`).
    const typed = [...list, { ...group, innerBlocks: [leaf('Inner!')] }];
    expect(deepEqual(before, typed)).toBe(false);
    expect(deepEqual(typed, before)).toBe(false);
    // A copied path whose values came back the same is equal: the edit is a no-op.
    const same = [...list, { ...group, innerBlocks: [leaf('Inner')] }];
    expect(deepEqual(before, same)).toBe(true);
    // A change in the first entry of a list is not hidden by the shared entries after it.
    expect(deepEqual(before, [leaf('Paragraph 0.'), ...before.slice(1)])).toBe(false);
  });

  it('needs the same defined fields on both sides, whatever their count', () => {
    expect(deepEqual({ a: 1 }, { b: 1 })).toBe(false);
    expect(deepEqual({ a: 1, b: undefined }, { a: 1, c: 2 })).toBe(false);
    expect(deepEqual({ a: 1, c: 2 }, { a: 1, b: undefined })).toBe(false);
    expect(deepEqual({ a: undefined }, { b: undefined })).toBe(true);
    expect(deepEqual({ a: [1, undefined] }, { a: [1] })).toBe(false);
    expect(deepEqual([undefined], [null])).toBe(false);
    expect(deepEqual(Number.NaN, Number.NaN)).toBe(true);
  });
});
