/**
 * The in-app location (spec 1 §2.1): query parameters of site-editor.php. `p` carries the path
 * (absent means `/`); the others refine it. Parsing and building are pure so they can be tested
 * without a browser.
 */

export type CanvasMode = 'view' | 'edit';
export type ViewLayout = 'table' | 'grid' | 'list';

export interface EditorLocation {
  /** In-app path, always starting with `/`. */
  path: string;
  postType?: string;
  postId?: string;
  categoryType?: string;
  categoryId?: string;
  /** `edit` only when the URL says `canvas=edit`; anything else is view mode. */
  canvas: CanvasMode;
  layout?: ViewLayout;
  activeView?: string;
  /** A data view's state (search, filters, sort, page…) as JSON, when not the default. */
  view?: string;
  /** The page a template was opened from with 'Edit template' ('Back to page' returns there). */
  fromPage?: string;
  /** The screen of a sidebar navigator inside the path, e.g. `/typography/heading` in Styles. */
  section?: string;
  isCustom: boolean;
  didAccessPatternsPage: boolean;
  /** Stylesheet of the theme being previewed (`wp_theme_preview`); kept on every in-app link. */
  themePreview?: string;
}

/** What a link or a navigation asks for: a path plus any refinements; the rest has defaults. */
export type LocationTarget = Partial<EditorLocation> & { path: string };

export const THEME_PREVIEW_PARAM = 'wp_theme_preview';

/** Plain string parameters, in the order they are written into an href. */
const STRING_PARAMS = [
  'postType',
  'postId',
  'categoryType',
  'categoryId',
  'activeView',
  'view',
  'fromPage',
  'section',
] as const;

const LAYOUTS: readonly ViewLayout[] = ['table', 'grid', 'list'];

function nonEmpty(value: string | null): string | undefined {
  return value === null || value === '' ? undefined : value;
}

function isLayout(value: string | undefined): value is ViewLayout {
  return LAYOUTS.some((layout) => layout === value);
}

/**
 * Turns any path-like string into `/segment/segment` (one leading slash, no trailing slash).
 * Slashes inside are kept as they are: a theme record's id is `theme//slug`
 * (`/wp_template/loom//home`).
 */
export function normalizePath(raw: string | undefined): string {
  return `/${(raw ?? '').replace(/^\/+|\/+$/g, '')}`;
}

/** Reads the location from the query string of site-editor.php. */
export function parseLocation(params: URLSearchParams): EditorLocation {
  const location: EditorLocation = {
    path: normalizePath(nonEmpty(params.get('p'))),
    canvas: params.get('canvas') === 'edit' ? 'edit' : 'view',
    isCustom: params.get('isCustom') === 'true',
    didAccessPatternsPage: ['1', 'true'].includes(params.get('didAccessPatternsPage') ?? ''),
  };
  for (const name of STRING_PARAMS) {
    const value = nonEmpty(params.get(name));
    if (value !== undefined) location[name] = value;
  }
  const layout = nonEmpty(params.get('layout'));
  if (isLayout(layout)) location.layout = layout;
  const themePreview = nonEmpty(params.get(THEME_PREVIEW_PARAM));
  if (themePreview !== undefined) location.themePreview = themePreview;
  return location;
}

/** Writes a location as query parameters, leaving defaults out so URLs stay short. */
export function locationToParams(location: LocationTarget): URLSearchParams {
  const params = new URLSearchParams();
  const path = normalizePath(location.path);
  if (path !== '/') params.set('p', path);
  for (const name of STRING_PARAMS) {
    const value = location[name];
    if (value !== undefined && value !== '') params.set(name, value);
  }
  if (location.canvas === 'edit') params.set('canvas', 'edit');
  if (location.layout !== undefined) params.set('layout', location.layout);
  if (location.isCustom) params.set('isCustom', 'true');
  if (location.didAccessPatternsPage) params.set('didAccessPatternsPage', '1');
  if (location.themePreview) params.set(THEME_PREVIEW_PARAM, location.themePreview);
  return params;
}

/**
 * Resolves where a link goes from the current location: the target as given, with the theme
 * preview carried over unless the target names one itself.
 */
export function resolveTarget(target: LocationTarget, current: EditorLocation): LocationTarget {
  if (target.themePreview !== undefined || current.themePreview === undefined) return target;
  return { ...target, themePreview: current.themePreview };
}

/**
 * Builds the href of a location on the editor page, e.g.
 * `/wp-admin/site-editor.php?p=%2Fwp_template&wp_theme_preview=loom`.
 */
export function buildHref(editorPath: string, location: LocationTarget): string {
  const query = locationToParams(location).toString();
  return query === '' ? editorPath : `${editorPath}?${query}`;
}
