import type { ComponentType } from 'react';
import type { RecordRef } from '../data/entities/store-state';
import { type EditorLocation, normalizePath } from './location';

/**
 * What a route puts on screen, area by area. On wide screens the sidebar sits beside the content
 * (or, when there is no content, the preview); on narrow screens only `mobile` shows, falling back
 * to the sidebar.
 */
export interface RouteAreas {
  sidebar: ComponentType;
  content?: ComponentType;
  preview?: ComponentType;
  mobile?: ComponentType;
}

/** One route of the editor: a path pattern and the areas it fills. */
export interface RouteDeclaration {
  /** Stable identifier, e.g. `templates`. */
  name: string;
  /**
   * Path pattern: literal segments, `:param` for any segment, `:param(a|b)` for one of a few
   * values. For example `/navigation/:postType/:postId` or `/:postType(wp_template)/all`.
   */
  path: string;
  /** Screen title, used in the document title and announced on arrival. */
  title: string;
  areas: RouteAreas;
  /**
   * The record the route's canvas shows, from the path's parameters (spec 1 §2.2: a route with a
   * record shows the editor canvas — in view mode beside the sidebar, in edit mode with the top
   * bar). Routes without it show their content or preview area instead.
   */
  canvas?: (params: RouteParams) => RecordRef;
  /**
   * The route's content shows the location's record itself, beside its list (Manage pages' list
   * layout: the selected page's preview): in view mode the content stays instead of giving way
   * to the canvas. Edit mode (`canvas=edit`) is the editor, as on any route.
   */
  contentShowsRecord?: boolean;
}

export type RouteParams = Record<string, string>;

export interface RouteMatch<R extends RouteDeclaration = RouteDeclaration> {
  route: R;
  params: RouteParams;
}

const PARAM_SEGMENT = /^:([A-Za-z_][A-Za-z0-9_]*)(?:\(([^)]*)\))?$/;

function splitPath(path: string): string[] {
  return normalizePath(path)
    .split('/')
    .filter((segment) => segment !== '');
}

/** Matches a path against a pattern; returns the named segments, or null when it does not fit. */
export function matchPath(pattern: string, path: string): RouteParams | null {
  const expected = splitPath(pattern);
  const actual = splitPath(path);
  if (expected.length !== actual.length) return null;
  const params: RouteParams = {};
  for (const [index, part] of expected.entries()) {
    const segment = actual[index] ?? '';
    const param = PARAM_SEGMENT.exec(part);
    if (param === null) {
      if (part !== segment) return null;
      continue;
    }
    const [, name = '', choices] = param;
    if (choices !== undefined && !choices.split('|').includes(segment)) return null;
    params[name] = segment;
  }
  return params;
}

/** The first route whose pattern fits the path (order routes from specific to general). */
export function findRoute<R extends RouteDeclaration>(
  routes: readonly R[],
  path: string,
): RouteMatch<R> | null {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params !== null) return { route, params };
  }
  return null;
}

/**
 * The record the canvas shows for a matched route: `postType` + `postId` from the query when
 * both are given (any route), else the record the route declares for its path; null when the
 * route has no canvas.
 */
export function canvasRecord(match: RouteMatch, location: EditorLocation): RecordRef | null {
  if (location.postType !== undefined && location.postId !== undefined) {
    return { kind: 'postType', name: location.postType, id: location.postId };
  }
  return match.route.canvas?.(match.params) ?? null;
}

/** A route's canvas for a post type whose id is one path segment (`/page/:postId`). */
export function postCanvas(postType: string) {
  return (params: RouteParams): RecordRef => ({
    kind: 'postType',
    name: params.postType ?? postType,
    id: params.postId ?? '',
  });
}

/** A route's canvas for a theme record, whose id `theme//slug` spans two segments. */
export function themeRecordCanvas(postType: string) {
  return (params: RouteParams): RecordRef => ({
    kind: 'postType',
    name: params.postType ?? postType,
    id: `${params.theme ?? ''}//${params.slug ?? ''}`,
  });
}
