import {
  ACTIVE_THEME,
  ALL_RECORDS,
  customViewsQuery,
  isRestTemplate,
  listPagePath,
  listPath,
  MANAGE_PAGES_FIRST,
  NAVIGATION_MENUS,
  PAGE_AUTHORS,
  PAGES_SIDEBAR_LIST,
  PREVIEW_PAGES,
  PREVIEW_POSTS,
  PREVIEW_TARGETS,
  type RestEntity,
  recordPath,
  restEntity,
  styleVariationsPath,
  THEME_PATTERNS,
  templatePartSlugs,
  viewTypeTermQuery,
} from '@atelier/blocks/rest';
import type { FastifyRequest } from 'fastify';

/** A preloaded REST answer as the editor's client reads it: the body and the headers it needs. */
export interface PreloadedAnswer {
  body: unknown;
  headers: Record<string, string>;
}

/** A REST answer produced inside the server: what the route answers over HTTP, unserialised. */
export interface InProcessAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: unknown;
}

/**
 * Answers `GET /wp-json/…` inside the server as the caller of `request` (the REST router's
 * in-process read, which `app.ts` hands to the admin pages: they never import `rest/`).
 */
export type RestReader = (path: string, request: FastifyRequest) => Promise<InProcessAnswer>;

/** The headers the editor's client reads, by the name it reads them under. */
const KEPT_HEADERS: Readonly<Record<string, string>> = {
  etag: 'ETag',
  'x-wp-total': 'x-wp-total',
  'x-wp-totalpages': 'x-wp-totalpages',
};

/** What the preload needs to know beyond the location. */
export interface PreloadSite {
  stylesheet: string;
  userGlobalStylesId: number;
}

const settings = restEntity('root', 'site');
const templates = restEntity('postType', 'wp_template');
const templateParts = restEntity('postType', 'wp_template_part');
const pages = restEntity('postType', 'page');
const posts = restEntity('postType', 'post');
const users = restEntity('root', 'user');
const viewTypes = restEntity('taxonomy', 'wp_dataviews_type');
const customViews = restEntity('postType', 'wp_dataviews');
const menus = restEntity('postType', 'wp_navigation');
const themes = restEntity('root', 'theme');
const themeStyles = restEntity('root', 'themeGlobalStyles');
const userStyles = restEntity('root', 'globalStyles');

/** The view type (`wp_dataviews_type` term) of Manage pages' custom views. */
const PAGES_VIEW_TYPE = 'page';

/** Reads every first screen makes: the site settings. */
const ALWAYS = [recordPath(settings, '')];

/**
 * Reads the canvas makes before its first paint: theme styles, menus, and the posts its previews
 * show (with their terms and authors embedded, for post terms and author names in loops). The
 * queries are the editor's own (`@atelier/blocks/rest`), so each answer is found where it asks.
 */
function canvasPaths(site: PreloadSite): string[] {
  return [
    recordPath(themeStyles, site.stylesheet),
    listPath(themes, ACTIVE_THEME),
    recordPath(userStyles, String(site.userGlobalStylesId)),
    // Menus are gathered page by page (the endpoint pages): the first page answers the editor.
    listPagePath(menus, ALL_RECORDS, 1),
    listPath(restEntity('root', 'blockPattern'), THEME_PATTERNS),
    listPath(restEntity('root', 'blockPatternCategory'), THEME_PATTERNS),
    listPath(posts, PREVIEW_POSTS),
    listPath(pages, PREVIEW_PAGES),
  ];
}

/** REST paths (with their query, as the editor's store asks for them) the first screen of a location reads. */
export function preloadPaths(location: URLSearchParams, site?: PreloadSite): string[] {
  const screen = screenPaths(location);
  const editing = location.get('canvas') === 'edit' && site ? canvasPaths(site) : [];
  const list = location.get('canvas') === 'edit' ? [] : listScreenPaths(location, site);
  const patterns = isPatternsScreen(location) ? patternsPaths(site) : [];
  return [...new Set([...ALWAYS, ...screen, ...editing, ...list, ...patterns])];
}

/** The location's screen (`p` without trailing slashes). */
function screenOf(location: URLSearchParams): string {
  return (location.get('p') ?? '/').replace(/\/+$/, '');
}

/**
 * Whether the first screen of a location renders blocks with the canvas's reads (so the page
 * needs the user's global styles record): the editing canvas, the Patterns screen's previews and
 * the Styles screen (its panels show the user's styles over the theme's, beside a preview).
 */
export function rendersBlocks(location: URLSearchParams): boolean {
  return (
    location.get('canvas') === 'edit' ||
    isPatternsScreen(location) ||
    screenOf(location) === '/wp_global_styles'
  );
}

/**
 * What a list screen reads before its first row, beyond its records: Templates the pages and
 * posts its previews open; Pages (/page) its tree; Navigation its menus (and the only menu's
 * record, see {@link onlyMenuPaths}); Styles the active theme (whose link names the user's
 * styles), the theme's and the user's styles and the theme's style variations.
 */
function listScreenPaths(location: URLSearchParams, site: PreloadSite | undefined): string[] {
  switch (screenOf(location)) {
    case '/wp_template':
      return [listPath(pages, PREVIEW_TARGETS), listPath(posts, PREVIEW_TARGETS)];
    case '/page':
      return [listPath(pages, PAGES_SIDEBAR_LIST)];
    case '/navigation':
      return [listPath(menus, NAVIGATION_MENUS)];
    case '/wp_global_styles':
      return site
        ? [
            listPath(themes, ACTIVE_THEME),
            recordPath(themeStyles, site.stylesheet),
            recordPath(userStyles, String(site.userGlobalStylesId)),
            styleVariationsPath(site.stylesheet),
          ]
        : [];
    default:
      return [];
  }
}

/**
 * The record of the only menu when the Navigation screen's list was preloaded and holds exactly
 * one (the screen then shows that menu's tree in place, read as the editor's store reads it).
 */
export function onlyMenuPaths(answers: Readonly<Record<string, PreloadedAnswer>>): string[] {
  const list = answers[listPath(menus, NAVIGATION_MENUS)]?.body;
  if (!Array.isArray(list) || list.length !== 1) return [];
  const id = (list[0] as { id?: unknown }).id;
  return typeof id === 'number' ? [recordPath(menus, String(id))] : [];
}

function isPatternsScreen(location: URLSearchParams): boolean {
  return location.get('canvas') !== 'edit' && screenOf(location) === '/patterns';
}

/**
 * The Patterns screen (editor `screens/patterns/patterns-reads.ts`): the person's patterns, the
 * template parts, the theme's patterns and registered categories, the person's category terms;
 * and, for its live previews, what the canvas renders with (styles, menus, posts, pages).
 */
function patternsPaths(site: PreloadSite | undefined): string[] {
  return [
    listPagePath(restEntity('postType', 'wp_block'), ALL_RECORDS, 1),
    listPath(templateParts, ALL_RECORDS),
    listPagePath(restEntity('taxonomy', 'wp_pattern_category'), ALL_RECORDS, 1),
    listPath(restEntity('root', 'blockPattern'), THEME_PATTERNS),
    listPath(restEntity('root', 'blockPatternCategory'), THEME_PATTERNS),
    ...(site ? canvasPaths(site) : []),
  ];
}

/** The entity of a location's area: templates, template parts or pages. */
const AREAS: Readonly<Record<string, RestEntity>> = {
  wp_template: templates,
  wp_template_part: templateParts,
  page: pages,
};

/**
 * Manage pages: the authors its author field names, its custom views' type term (the views
 * follow, see {@link preloadAnswers}) and, in its default view (no stored view, no custom view),
 * its first page of rows. Lists the editor gathers page by page (`per_page=-1`) are answered by
 * their first page.
 */
function managePagesPaths(location: URLSearchParams): string[] {
  const isDefaultView =
    !location.has('view') &&
    location.get('isCustom') !== 'true' &&
    ['', 'all'].includes(location.get('activeView') ?? '');
  return [
    ...(isDefaultView ? [listPath(pages, MANAGE_PAGES_FIRST)] : []),
    listPagePath(users, PAGE_AUTHORS, 1),
    listPath(viewTypes, viewTypeTermQuery(PAGES_VIEW_TYPE)),
  ];
}

/**
 * The first page of the person's custom views of Manage pages when its view type term was
 * preloaded and exists (read once the term's id is known, as the editor's sidebar does).
 */
export function customViewsPaths(
  answers: Readonly<Record<string, PreloadedAnswer>>,
  userId: number,
): string[] {
  const terms = answers[listPath(viewTypes, viewTypeTermQuery(PAGES_VIEW_TYPE))]?.body;
  const term = Array.isArray(terms)
    ? (terms as { id?: unknown; slug?: unknown }[]).find((item) => item.slug === PAGES_VIEW_TYPE)
    : undefined;
  return typeof term?.id === 'number'
    ? [listPagePath(customViews, customViewsQuery(term.id, userId), 1)]
    : [];
}

function screenPaths(location: URLSearchParams): string[] {
  if (screenOf(location) === '/pages') return managePagesPaths(location);
  // The editor writes template ids `theme//slug` as two path segments, as its router does.
  const [area, ...rest] = (location.get('p') ?? '/').split('/').filter(Boolean);
  const entity = area ? AREAS[area] : undefined;
  if (!entity) return [];
  if (rest.length === 0 || (rest.length === 1 && rest[0] === 'all')) {
    return entity === pages ? [] : [listPath(entity, ALL_RECORDS)];
  }
  if (entity === pages && rest.length === 1 && /^\d+$/.test(rest[0] ?? '')) {
    return [recordPath(pages, rest[0] ?? '')];
  }
  if (entity !== pages && rest.length === 2) return [recordPath(entity, `${rest[0]}//${rest[1]}`)];
  return [];
}

/**
 * Answers the first screen's REST reads inside the server (same user, same session), all at once,
 * by calling the routes in process, and returns them for the bootstrap blob, so the editor paints
 * without waiting for a round trip. A read that fails is left out: the editor then asks for it
 * itself and shows the error where it belongs.
 */
export async function preloadAnswers(
  read: RestReader,
  request: FastifyRequest,
  paths: readonly string[],
): Promise<Record<string, PreloadedAnswer>> {
  const preview = (request.query as Record<string, string | undefined>).wp_theme_preview;
  const answers: Record<string, PreloadedAnswer> = {};
  const fetchOne = async (path: string) => {
    const url = `/wp-json${path}${preview ? `${path.includes('?') ? '&' : '?'}wp_theme_preview=${encodeURIComponent(preview)}` : ''}`;
    const answer = await read(url, request).catch((error: unknown) => {
      request.log.error({ err: error, path }, 'editor preload read failed');
      return undefined;
    });
    if (answer?.status !== 200) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      const kept = KEPT_HEADERS[name.toLowerCase()];
      if (kept && typeof value === 'string') headers[kept] = value;
    }
    answers[path] = { body: answer.body, headers };
  };
  await Promise.all(paths.map(fetchOne));
  // A template being edited also shows its parts: read them as the canvas would.
  const parts: string[] = [];
  for (const answer of Object.values(answers)) {
    if (!isRestTemplate(answer.body)) continue;
    const { theme, content } = answer.body;
    for (const slug of templatePartSlugs(content.raw ?? '')) {
      parts.push(recordPath(templateParts, `${theme}//${slug}`));
    }
  }
  const userId = request.auth.user?.id;
  const views = userId === undefined ? [] : customViewsPaths(answers, userId);
  const menu = onlyMenuPaths(answers);
  await Promise.all([...parts, ...views, ...menu].map(fetchOne));
  return sortedLike(answers, [...paths, ...parts, ...views, ...menu]);
}

/** The answers in the order of the reads (not of their completion), so a page is the same each time. */
function sortedLike(
  answers: Record<string, PreloadedAnswer>,
  order: readonly string[],
): Record<string, PreloadedAnswer> {
  const sorted: Record<string, PreloadedAnswer> = {};
  for (const path of order) {
    const answer = answers[path];
    if (answer) sorted[path] = answer;
  }
  return sorted;
}
