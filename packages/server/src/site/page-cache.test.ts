import { describe, expect, it } from 'vitest';
import { type CachedPage, PageCache } from './page-cache.js';

const page = (html: string): CachedPage => ({
  status: 200,
  body: Buffer.from(html),
  compressed: {},
});

describe('PageCache', () => {
  it('serves a page only for the version it was made at', () => {
    const cache = new PageCache();
    cache.set(3, '/', page('v3'));
    expect(cache.get(3, '/')?.body.toString()).toBe('v3');
    expect(cache.get(4, '/')).toBeUndefined();
    cache.set(4, '/about/', page('about v4'));
    expect(cache.get(3, '/')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('forgets the least recently used page past its size', () => {
    const cache = new PageCache(2);
    cache.set(1, 'a', page('a'));
    cache.set(1, 'b', page('b'));
    cache.get(1, 'a');
    cache.set(1, 'c', page('c'));
    expect(cache.get(1, 'b')).toBeUndefined();
    expect(cache.get(1, 'a')?.body.toString()).toBe('a');
    expect(cache.get(1, 'c')?.body.toString()).toBe('c');
  });
});
