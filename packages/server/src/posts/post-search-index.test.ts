import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TRIGRAMS, searchIndexQuery } from './post-search-index.js';

describe('searchIndexQuery', () => {
  it('asks for every trigram of a short text, in lower case, each once', () => {
    expect(searchIndexQuery('Loom loom')).toBe('"loo" AND "oom" AND "om " AND "m l" AND " lo"');
  });

  it('has no query for a text shorter than a trigram', () => {
    expect(searchIndexQuery('ab')).toBeUndefined();
    expect(searchIndexQuery('')).toBeUndefined();
    expect(searchIndexQuery('abc')).toBe('"abc"');
  });

  it('quotes double quotes and keeps LIKE wildcards as plain characters', () => {
    expect(searchIndexQuery('a"b%_')).toBe('"a""b" AND """b%" AND "b%_"');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(searchIndexQuery('😀ab')).toBe('"😀ab"');
  });

  it('spreads a long text over a bounded number of trigrams, first and last part included', () => {
    const query = searchIndexQuery('abcdefghijklmnopqrstuvwxyz0123456789') ?? '';
    const trigrams = query.split(' AND ');
    expect(trigrams).toHaveLength(MAX_SEARCH_TRIGRAMS);
    expect(trigrams[0]).toBe('"abc"');
    expect(trigrams.at(-1)).toBe('"789"');
  });
});
