import { describe, expect, it } from 'vitest';
import type { RecordRef } from '../../data/entities/store-state';
import { parseLocation } from '../location';
import type { RouteDeclaration } from '../route-matching';
import { canvasRecordAt, routeForPath } from '../routes';
import { browseMain } from './browse-main';

const Sidebar = () => null;
const Content = () => null;
const Preview = () => null;
const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '7' };

function route(extra: Partial<RouteDeclaration>): RouteDeclaration {
  return { name: 'r', path: '/r', title: 'R', areas: { sidebar: Sidebar }, ...extra };
}

describe('browseMain', () => {
  it('shows the content, else the preview, when the location names no record', () => {
    expect(browseMain(route({ areas: { sidebar: Sidebar, content: Content } }), null)).toEqual({
      kind: 'area',
      area: Content,
    });
    expect(browseMain(route({ areas: { sidebar: Sidebar, preview: Preview } }), null)).toEqual({
      kind: 'area',
      area: Preview,
    });
    expect(browseMain(route({}), null)).toEqual({ kind: 'none' });
  });

  it('gives the main area to the canvas when the location names a record', () => {
    const withContent = route({ areas: { sidebar: Sidebar, content: Content, preview: Preview } });
    expect(browseMain(withContent, PAGE)).toEqual({ kind: 'canvas', record: PAGE });
    expect(browseMain(route({}), PAGE)).toEqual({ kind: 'canvas', record: PAGE });
  });

  it('keeps the content of a route that shows the record itself', () => {
    const beside = route({
      areas: { sidebar: Sidebar, content: Content },
      contentShowsRecord: true,
    });
    expect(browseMain(beside, PAGE)).toEqual({ kind: 'area', area: Content });
    expect(browseMain(beside, null)).toEqual({ kind: 'area', area: Content });
  });
});

describe('the routes in view mode with a record in the location', () => {
  function mainAt(query: string) {
    const location = parseLocation(new URLSearchParams(query));
    return browseMain(routeForPath(location.path).route, canvasRecordAt(location));
  }

  it('keeps Manage pages beside its selected page (its list draws the preview)', () => {
    const { route: managePages } = routeForPath('/pages');
    expect(mainAt('p=/pages&postType=page&postId=7')).toEqual({
      kind: 'area',
      area: managePages.areas.content,
    });
    expect(mainAt('p=/pages&postType=page&postId=7&layout=list')).toEqual({
      kind: 'area',
      area: managePages.areas.content,
    });
  });

  it.each([
    ['p=/page&postType=page&postId=7', { name: 'page', id: '7' }],
    ['p=/page/7', { name: 'page', id: '7' }],
    [
      'p=/wp_template/all&postType=wp_template&postId=loom//home',
      { name: 'wp_template', id: 'loom//home' },
    ],
    ['p=/wp_template/loom//home', { name: 'wp_template', id: 'loom//home' }],
    ['postType=wp_template&postId=loom//home', { name: 'wp_template', id: 'loom//home' }],
  ])('gives every other route the canvas: %s', (query, record) => {
    expect(mainAt(query)).toEqual({ kind: 'canvas', record: { kind: 'postType', ...record } });
  });
});
