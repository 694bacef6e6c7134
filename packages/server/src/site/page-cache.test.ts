import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.js';

describe('PageCache', () => {
  it('serves a page only for the version it was made at', () => {
    const cache = new PageCache();
    cache.set(3, '/', { status: 200, html: 'v3' });
    expect(cache.get(3, '/')?.html).toBe('v3');
    expect(cache.get(4, '/')).toBeUndefined();
    cache.set(4, '/about/', { status: 200, html: 'about v4' });
    expect(cache.get(3, '/')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('forgets the least recently used page past its size', () => {
    const cache = new PageCache(2);
    cache.set(1, 'a', { status: 200, html: 'a' });
    cache.set(1, 'b', { status: 200, html: 'b' });
    cache.get(1, 'a');
    cache.set(1, 'c', { status: 200, html: 'c' });
    expect(cache.get(1, 'b')).toBeUndefined();
    expect(cache.get(1, 'a')?.html).toBe('a');
    expect(cache.get(1, 'c')?.html).toBe('c');
  });
});
