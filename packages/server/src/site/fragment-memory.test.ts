import type { FragmentEntry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { FragmentMemory } from './fragment-memory.js';

const fragment = (html: string): FragmentEntry => ({
  kind: 'fragment',
  fragment: { html, rules: [], blockNames: [] },
});

describe('FragmentMemory', () => {
  it('gives back what was kept under a key', () => {
    const memory = new FragmentMemory();
    memory.set('a', fragment('<p>A</p>'));
    expect(memory.get('a')).toEqual(fragment('<p>A</p>'));
    expect(memory.get('b')).toBeUndefined();
  });

  it('drops the least recently used entry past its size', () => {
    const memory = new FragmentMemory(2);
    memory.set('a', fragment('A'));
    memory.set('b', fragment('B'));
    memory.get('a');
    memory.set('c', fragment('C'));
    expect(memory.size).toBe(2);
    expect(memory.get('b')).toBeUndefined();
    expect(memory.get('a')).toEqual(fragment('A'));
    expect(memory.get('c')).toEqual(fragment('C'));
  });
});
