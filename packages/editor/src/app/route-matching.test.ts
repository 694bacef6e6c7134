import { describe, expect, it } from 'vitest';
import { currentRecordRef } from '../components/save/current-entity';
import { type EditorLocation, parseLocation } from './location';
import { findRoute, matchPath, type RouteDeclaration } from './route-matching';
import { canvasRecordAt, routeForPath, routes } from './routes';

function at(path: string, query = ''): EditorLocation {
  return parseLocation(new URLSearchParams(`p=${encodeURIComponent(path)}&${query}`));
}

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

/** Spec 1 §2.2 and spec 2 §2: every path of the route map, its route and the areas it fills. */
const SPEC_ROUTES: ReadonlyArray<{
  path: string;
  name: string;
  areas: readonly string[];
  record: { name: string; id: string } | null;
}> = [
  { path: '/', name: 'design', areas: ['sidebar', 'preview'], record: null },
  { path: '/navigation', name: 'navigation', areas: ['sidebar', 'preview'], record: null },
  {
    path: '/navigation/wp_navigation/12',
    name: 'navigation-menu',
    areas: ['sidebar'],
    record: { name: 'wp_navigation', id: '12' },
  },
  {
    path: '/wp_navigation/12',
    name: 'navigation-menu-by-type',
    areas: ['sidebar'],
    record: { name: 'wp_navigation', id: '12' },
  },
  { path: '/wp_global_styles', name: 'styles', areas: ['sidebar', 'preview'], record: null },
  { path: '/page', name: 'pages', areas: ['sidebar', 'preview'], record: null },
  { path: '/page/7', name: 'page', areas: ['sidebar'], record: { name: 'page', id: '7' } },
  { path: '/pages', name: 'pages-manage', areas: ['sidebar', 'content', 'mobile'], record: null },
  { path: '/wp_template', name: 'templates', areas: ['sidebar', 'preview'], record: null },
  {
    path: '/wp_template/all',
    name: 'templates-manage',
    areas: ['sidebar', 'content', 'mobile'],
    record: null,
  },
  {
    path: '/wp_template_part/all',
    name: 'template-parts-manage',
    areas: ['sidebar', 'content', 'mobile'],
    record: null,
  },
  {
    path: '/wp_template/loom//home',
    name: 'template',
    areas: ['sidebar', 'preview'],
    record: { name: 'wp_template', id: 'loom//home' },
  },
  {
    path: '/wp_template_part/loom//header',
    name: 'template-part',
    areas: ['sidebar'],
    record: { name: 'wp_template_part', id: 'loom//header' },
  },
  {
    path: '/wp_block/5',
    name: 'pattern',
    areas: ['sidebar'],
    record: { name: 'wp_block', id: '5' },
  },
  { path: '/patterns', name: 'patterns', areas: ['sidebar', 'content', 'mobile'], record: null },
];

describe('the route map of the spec', () => {
  it.each(SPEC_ROUTES)('$path resolves to $name with its areas', ({ path, name, areas }) => {
    const { route } = routeForPath(at(path).path);
    expect(route.name).toBe(name);
    expect(Object.keys(route.areas).sort()).toEqual([...areas].sort());
  });

  it.each(SPEC_ROUTES)('$path declares the record of its canvas', ({ path, record }) => {
    const expected = record === null ? null : { kind: 'postType', ...record };
    expect(canvasRecordAt(at(path))).toEqual(expected);
    // The save flow finds the same current record as the canvas.
    expect(currentRecordRef(at(path))).toEqual(expected);
  });

  it('shows the record named by postType and postId on any route', () => {
    const location = at('/page', 'postType=page&postId=9');
    expect(canvasRecordAt(location)).toEqual({ kind: 'postType', name: 'page', id: '9' });
  });

  it('has no canvas and a not-found sidebar for paths outside the map', () => {
    for (const path of ['/page/7/extra', '/wp_block', '/wp_template_part/loom', '/nothing/1']) {
      expect(routeForPath(path).route.name).toBe('not-found');
      expect(canvasRecordAt(at(path))).toBeNull();
    }
  });
});
