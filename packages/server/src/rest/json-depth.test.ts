import { describe, expect, it } from 'vitest';
import { assertJsonDepth, jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth.js';

function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = i % 2 === 0 ? { a: value } : [value];
  return value;
}

describe('jsonDepthExceeds', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(jsonDepthExceeds('text', 0)).toBe(false);
    expect(jsonDepthExceeds({ a: 1 }, 1)).toBe(false);
    expect(jsonDepthExceeds({ a: [1] }, 1)).toBe(true);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('walks 100,000 levels without running out of stack', () => {
    expect(jsonDepthExceeds(nested(100_000))).toBe(true);
  });
});

describe('assertJsonDepth', () => {
  it('is the standard invalid JSON error', () => {
    expect(() => assertJsonDepth(nested(5000))).toThrow(
      expect.objectContaining({ code: 'rest_invalid_json', status: 400 }),
    );
  });
});
