import { describe, expect, it } from 'vitest';
import { firstFreeSlug, MAX_SLUG_LENGTH, slugify } from './post-slugs.js';

describe('slugify', () => {
  it('makes a URL slug of a title', () => {
    expect(slugify('  Hello, <b>World</b> &amp; Ça va? ')).toBe('hello-world-ca-va');
  });

  it('cuts a very long title to the slug length, without a trailing dash', () => {
    expect(slugify('a'.repeat(100_000))).toBe('a'.repeat(MAX_SLUG_LENGTH));
    expect(slugify(`${'b'.repeat(MAX_SLUG_LENGTH - 1)} tail`)).toBe(
      'b'.repeat(MAX_SLUG_LENGTH - 1),
    );
  });
});

describe('firstFreeSlug', () => {
  it('adds the first free number', () => {
    expect(firstFreeSlug('a', new Set(['a', 'a-2']))).toBe('a-3');
  });
});
