import { describe, expect, it } from 'vitest';
import { readRecent, recentFirst, withRecent } from './recent-commands';

describe('withRecent', () => {
  it('puts the command run last first, once, and keeps five', () => {
    const recent = Object.freeze(['a', 'b', 'c', 'd', 'e']);
    expect(withRecent(recent, 'c')).toEqual(['c', 'a', 'b', 'd', 'e']);
    expect(withRecent(recent, 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
    expect(withRecent([], 'a')).toEqual(['a']);
    expect(recent).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('readRecent', () => {
  it('keeps the strings of a stored list and reads anything else as empty', () => {
    expect(readRecent(['a', 3, 'b', null])).toEqual(['a', 'b']);
    expect(readRecent(undefined)).toEqual([]);
    expect(readRecent('a')).toEqual([]);
  });
});

describe('recentFirst', () => {
  it('lists the recent ones first, most recent first, the others in their order', () => {
    const commands = ['w', 'x', 'y', 'z'].map((name) => ({ name }));
    expect(recentFirst(commands, ['z', 'x']).map((command) => command.name)).toEqual([
      'z',
      'x',
      'w',
      'y',
    ]);
    expect(recentFirst(commands, []).map((command) => command.name)).toEqual(['w', 'x', 'y', 'z']);
  });
});
