import { describe, expect, it } from 'vitest';
import { pagePath, parsePublicRoute, postPath, termPath } from './permalinks.js';

const route = (url: string) => {
  const parsed = new URL(url, 'http://x');
  return parsePublicRoute(parsed.pathname, parsed.searchParams);
};

describe('parsePublicRoute', () => {
  it.each([
    ['/', { kind: 'front', page: 1 }],
    ['/page/3/', { kind: 'front', page: 3 }],
    ['/?s=glaze', { kind: 'search', search: 'glaze', page: 1 }],
    ['/page/2/?s=glaze', { kind: 'search', search: 'glaze', page: 2 }],
    ['/category/craft/', { kind: 'category', slug: 'craft', page: 1 }],
    ['/tag/colour/page/2/', { kind: 'tag', slug: 'colour', page: 2 }],
    ['/author/maya/', { kind: 'author', slug: 'maya', page: 1 }],
    ['/2026/', { kind: 'date', year: 2026, page: 1 }],
    ['/2026/11/', { kind: 'date', year: 2026, month: 11, page: 1 }],
    ['/2026/11/05/', { kind: 'date', year: 2026, month: 11, day: 5, page: 1 }],
    ['/2026/11/glaze-tests/', { kind: 'not-found' }],
    ['/glaze-tests/', { kind: 'page-path', slugs: ['glaze-tests'], page: 1 }],
    ['/2026/13/', { kind: 'not-found' }],
    ['/about/', { kind: 'page-path', slugs: ['about'], page: 1 }],
    ['/about/team/', { kind: 'page-path', slugs: ['about', 'team'], page: 1 }],
    ['/blog/page/2/', { kind: 'page-path', slugs: ['blog'], page: 2 }],
    ['/?m=202611', { kind: 'date', year: 2026, month: 11, page: 1 }],
    ['/?m=20261105', { kind: 'date', year: 2026, month: 11, day: 5, page: 1 }],
    ['/?m=2026', { kind: 'date', year: 2026, page: 1 }],
    ['/?m=202613', { kind: 'not-found' }],
    ['/?m=11', { kind: 'not-found' }],
    ['/?year=2026&monthnum=3&day=9', { kind: 'date', year: 2026, month: 3, day: 9, page: 1 }],
    ['/?year=2026&day=9', { kind: 'date', year: 2026, page: 1 }],
    ['/page/2/?cat=3', { kind: 'category-id', id: 3, page: 2 }],
    ['/?cat=-1', { kind: 'not-found' }],
    ['/?category_name=craft', { kind: 'category', slug: 'craft', page: 1 }],
    ['/?tag=colour', { kind: 'tag', slug: 'colour', page: 1 }],
    ['/?p=12', { kind: 'id', id: 12, postType: 'post' }],
    ['/?page_id=4', { kind: 'id', id: 4, postType: 'page' }],
    ['/%E0%A4%A/', { kind: 'not-found' }],
    ['/blog/page/99999999999999999999/', { kind: 'not-found' }],
    ['/blog/?paged=99999999999999999999', { kind: 'not-found' }],
    ['/blog/?paged=2147483647', { kind: 'page-path', slugs: ['blog'], page: 2147483647 }],
    ['/?p=99999999999999999999', { kind: 'not-found' }],
    ['/?page_id=2147483648', { kind: 'not-found' }],
    ['/%00/', { kind: 'not-found' }],
    ['/category/a%00b/', { kind: 'not-found' }],
    ['/?s=a%00b', { kind: 'search', search: 'ab', page: 1 }],
  ])('%s', (url, expected) => {
    expect(route(url)).toEqual(expected);
  });
});

describe('permalinks', () => {
  it('builds the documented paths', () => {
    expect(postPath('hello world')).toBe('/hello%20world/');
    expect(pagePath(['about', 'team'])).toBe('/about/team/');
    expect(termPath('post_tag', 'colour')).toBe('/tag/colour/');
    expect(termPath('category', 'craft')).toBe('/category/craft/');
  });
});
