import { describe, expect, it } from 'vitest';
import { SiteContentCache } from './content-memo.js';

describe('SiteContentCache', () => {
  it('answers a question once per site content version', async () => {
    const cache = new SiteContentCache();
    let asked = 0;
    const title = () => {
      asked += 1;
      return Promise.resolve(`title ${asked}`);
    };
    expect(await cache.at(1)('title', title)).toBe('title 1');
    expect(await cache.at(1)('title', title)).toBe('title 1');
    expect(asked).toBe(1);
    // A write bumped the version: the question is asked again.
    expect(await cache.at(2)('title', title)).toBe('title 2');
    expect(asked).toBe(2);
  });

  it('shares the answer of a question still being asked', async () => {
    const cache = new SiteContentCache();
    let asked = 0;
    const slow = () => {
      asked += 1;
      return new Promise<number>((resolve) => setTimeout(() => resolve(42), 5));
    };
    const memo = cache.at(7);
    expect(await Promise.all([memo('answer', slow), memo('answer', slow)])).toEqual([42, 42]);
    expect(asked).toBe(1);
  });

  it('never keeps a failed answer', async () => {
    const cache = new SiteContentCache();
    const memo = cache.at(1);
    await expect(memo('menu', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(cache.size).toBe(0);
    expect(await memo('menu', async () => 'the menu')).toBe('the menu');
  });

  it('keeps at most its size, forgetting the least recently used answer', async () => {
    const cache = new SiteContentCache(2);
    const memo = cache.at(1);
    await memo('a', async () => 'a');
    await memo('b', async () => 'b');
    await memo('a', async () => 'a again');
    await memo('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await memo('a', async () => 'a again')).toBe('a');
    expect(await memo('b', async () => 'b again')).toBe('b again');
  });
});
