import { describe, expect, it } from 'vitest';
import { findRoute, matchPath, type RouteDeclaration } from './route-matching';
import { routeForPath, routes } from './routes';

describe('matchPath', () => {
  it('matches literal paths exactly', () => {
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/wp_template', '/wp_template')).toEqual({});
    expect(matchPath('/wp_template', '/wp_template/all')).toBeNull();
    expect(matchPath('/wp_template', '/page')).toBeNull();
  });

  it('names parameter segments', () => {
    expect(matchPath('/navigation/:postType/:postId', '/navigation/wp_navigation/12')).toEqual({
      postType: 'wp_navigation',
      postId: '12',
    });
  });

  it('restricts a parameter to its listed values', () => {
    const pattern = '/:postType(wp_template|wp_template_part)/all';
    expect(matchPath(pattern, '/wp_template_part/all')).toEqual({ postType: 'wp_template_part' });
    expect(matchPath(pattern, '/page/all')).toBeNull();
  });

  it('ignores stray slashes in the path', () => {
    expect(matchPath('/wp_template/all', 'wp_template//all/')).toEqual({});
  });
});

describe('findRoute', () => {
  const area = () => null;
  const table: RouteDeclaration[] = [
    { name: 'all', path: '/:postType(wp_template)/all', title: 'All', areas: { sidebar: area } },
    { name: 'one', path: '/:postType/:postId', title: 'One', areas: { sidebar: area } },
  ];

  it('returns the first declaration that fits, with its parameters', () => {
    expect(findRoute(table, '/wp_template/all')?.route.name).toBe('all');
    expect(findRoute(table, '/wp_template/loom//home')).toBeNull();
    expect(findRoute(table, '/page/7')).toEqual({
      route: table[1],
      params: { postType: 'page', postId: '7' },
    });
    expect(findRoute(table, '/')).toBeNull();
  });
});

describe('the editor routes', () => {
  it.each([
    ['/', 'Design'],
    ['/navigation', 'Navigation'],
    ['/wp_global_styles', 'Styles'],
    ['/page', 'Pages'],
    ['/wp_template', 'Templates'],
    ['/patterns', 'Patterns'],
  ])('finds %s titled %s', (path, title) => {
    expect(routeForPath(path).route.title).toBe(title);
  });

  it('falls back to the not-found screen', () => {
    expect(routeForPath('/no/such/screen').route.name).toBe('not-found');
  });

  it('gives every route a distinct name and path', () => {
    expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });
});
