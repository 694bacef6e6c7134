import { describe, expect, it } from 'vitest';
import { allowHeader, apiDiscoveryLink, collectionPageLinks } from './response-headers.js';

describe('REST response headers', () => {
  it('points to the API index', () => {
    expect(apiDiscoveryLink('http://example.test')).toBe(
      '<http://example.test/wp-json/>; rel="https://api.w.org/"',
    );
  });

  it('links the previous and next pages with the other parameters kept', () => {
    const path = '/wp-json/wp/v2/posts?per_page=2&page=2&search=a';
    expect(collectionPageLinks('http://example.test', path, 2, 3)).toEqual([
      '<http://example.test/wp-json/wp/v2/posts?per_page=2&page=1&search=a>; rel="prev"',
      '<http://example.test/wp-json/wp/v2/posts?per_page=2&page=3&search=a>; rel="next"',
    ]);
  });

  it('has no prev link on the first page and no next link on the last', () => {
    const path = '/wp-json/wp/v2/posts?per_page=2';
    expect(collectionPageLinks('http://example.test', path, 1, 2)).toEqual([
      '<http://example.test/wp-json/wp/v2/posts?per_page=2&page=2>; rel="next"',
    ]);
    expect(collectionPageLinks('http://example.test', path, 1, 1)).toEqual([]);
  });

  it('sends a page past the end back to the last page', () => {
    expect(collectionPageLinks('http://example.test', '/wp-json/wp/v2/posts?page=9', 9, 3)).toEqual(
      ['<http://example.test/wp-json/wp/v2/posts?page=3>; rel="prev"'],
    );
  });

  it('keeps the origin as given, port included', () => {
    expect(collectionPageLinks('http://localhost:80', '/wp-json/wp/v2/pages', 1, 2)).toEqual([
      '<http://localhost:80/wp-json/wp/v2/pages?page=2>; rel="next"',
    ]);
  });

  it('lists each allowed method once', () => {
    expect(allowHeader(['GET', 'POST', 'PUT', 'PATCH', 'POST'])).toBe('GET, POST, PUT, PATCH');
    expect(allowHeader([])).toBe('');
  });
});
