import { describe, expect, it } from 'vitest';
import { distinctSlugs, isKeyedList } from './keyed-lists';

describe('isKeyedList', () => {
  it('takes a non-empty list of entries, each with its own slug', () => {
    expect(isKeyedList([{ slug: 'a', color: '#000' }, { slug: 'b' }])).toBe(true);
  });

  it('leaves out empty lists, repeated or missing slugs and lists of plain values', () => {
    expect(isKeyedList([])).toBe(false);
    expect(isKeyedList([{ slug: 'a' }, { slug: 'a' }])).toBe(false);
    expect(isKeyedList([{ slug: 'a' }, { name: 'b' }])).toBe(false);
    expect(isKeyedList([{ slug: '' }])).toBe(false);
    expect(isKeyedList(['a', 'b'])).toBe(false);
    expect(isKeyedList({ slug: 'a' })).toBe(false);
  });
});

describe('distinctSlugs', () => {
  it('keeps the first of a repeated slug and renames the later ones to a free name', () => {
    expect(distinctSlugs(['c-1', 'c-2', 'c-1', 'c-1-2', 'c-1'])).toEqual([
      'c-1',
      'c-2',
      'c-1-3',
      'c-1-2',
      'c-1-4',
    ]);
  });

  it('changes nothing in a list without repeats', () => {
    expect(distinctSlugs(['a', 'b'])).toEqual(['a', 'b']);
  });
});
