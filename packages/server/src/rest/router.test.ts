import { describe, expect, it } from 'vitest';
import { isNameablePathValue } from './router.js';

describe('isNameablePathValue', () => {
  it('accepts ids the database holds and any other text', () => {
    expect(isNameablePathValue('1')).toBe(true);
    expect(isNameablePathValue('2147483647')).toBe(true);
    expect(isNameablePathValue('loom//index')).toBe(true);
  });

  it('refuses numbers past 32 bits and text with NUL', () => {
    expect(isNameablePathValue('2147483648')).toBe(false);
    expect(isNameablePathValue('99999999999999999999')).toBe(false);
    expect(isNameablePathValue('-99999999999999999999')).toBe(false);
    expect(isNameablePathValue('a\u0000b')).toBe(false);
  });
});
