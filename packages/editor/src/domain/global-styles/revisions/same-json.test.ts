import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json';

describe('sameJson', () => {
  it('compares JSON values deeply, whatever the key order', () => {
    expect(sameJson({ a: 1, b: { c: [1, { d: 'x' }] } }, { b: { c: [1, { d: 'x' }] }, a: 1 })).toBe(
      true,
    );
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });

  it('treats a key holding undefined as absent', () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });
});
