import { describe, expect, it } from 'vitest';
import { compilePattern, matchRoute, parseQuery } from './route-match.js';

const patterns = [
  '/wp-json/wp/v2/users/:id',
  '/wp-json/wp/v2/users/me',
  '/wp-json/wp/v2/users/:user_id/application-passwords',
  '/wp-json/wp/v2/templates/*',
  '/wp-json/wp/v2/templates',
  '/wp-json/wp/v2/global-styles/themes/:stylesheet',
  '/wp-json/wp/v2/global-styles/:id',
].map((pattern) => compilePattern(pattern, pattern));

describe('matchRoute', () => {
  it('prefers a static segment to a parameter, and a parameter to the wildcard', () => {
    expect(matchRoute(patterns, '/wp-json/wp/v2/users/me')?.value).toBe('/wp-json/wp/v2/users/me');
    expect(matchRoute(patterns, '/wp-json/wp/v2/users/12')).toEqual({
      value: '/wp-json/wp/v2/users/:id',
      params: { id: '12' },
    });
    expect(matchRoute(patterns, '/wp-json/wp/v2/global-styles/themes/loom')).toEqual({
      value: '/wp-json/wp/v2/global-styles/themes/:stylesheet',
      params: { stylesheet: 'loom' },
    });
  });

  it('gives the wildcard the rest of the path, slashes and escapes decoded', () => {
    expect(matchRoute(patterns, '/wp-json/wp/v2/templates/loom//index')?.params).toEqual({
      '*': 'loom//index',
    });
    expect(matchRoute(patterns, '/wp-json/wp/v2/templates/loom%2F%2Fhome')?.params).toEqual({
      '*': 'loom//home',
    });
    expect(matchRoute(patterns, '/wp-json/wp/v2/templates/')?.value).toBe(
      '/wp-json/wp/v2/templates',
    );
  });

  it('matches no pattern for other paths', () => {
    expect(matchRoute(patterns, '/wp-json/wp/v2/users/12/sessions')).toBeUndefined();
    expect(matchRoute(patterns, '/wp-json/wp/v2/users/%E0%A4%A')).toBeUndefined();
    expect(matchRoute(patterns, '/wp-json/wp/v2')).toBeUndefined();
  });
});

describe('parseQuery', () => {
  it('decodes values and gathers a repeated name in an array', () => {
    expect(parseQuery(new URLSearchParams('a=1&_fields=id%2Cname&a=2&b=x+y'))).toEqual({
      a: ['1', '2'],
      _fields: 'id,name',
      b: 'x y',
    });
  });
});
