import { createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { slashMatches, slashQuery } from './slash-matches';

describe('slashQuery', () => {
  it('reads the query of a paragraph holding only a slash command', () => {
    expect(slashQuery('/head')).toBe('head');
    expect(slashQuery('/')).toBe('');
    expect(slashQuery('text /head')).toBeNull();
    expect(slashQuery('/two words')).toBeNull();
  });
});

describe('slashMatches', () => {
  it('lists matching top-level block types, titles starting with the query first', () => {
    const matches = slashMatches(createCoreRegistry(), 'head');
    expect(matches[0]).toEqual({ name: 'core/heading', title: 'Heading' });
    expect(matches.some((match) => match.name === 'core/list-item')).toBe(false);
  });
});
