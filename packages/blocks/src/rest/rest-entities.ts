import { type RestQuery, withQuery } from './rest-query';

/**
 * Where an entity of the editor's store lives in the REST API: the same table tells the editor
 * what to read and the server what to preload for it.
 */
export interface RestEntity {
  kind: 'root' | 'postType' | 'taxonomy';
  name: string;
  /** REST collection path, e.g. `/wp/v2/templates`; a singleton is read and saved here. */
  baseURL: string;
  /** Query every read adds, e.g. `context=edit` (the editor needs raw values). */
  baseQuery: RestQuery;
  /** Field holding the record id; null for a singleton (site settings, site info). */
  key: string | null;
}

const EDIT: RestQuery = Object.freeze({ context: 'edit' });
const NONE: RestQuery = Object.freeze({});

function rest(
  kind: RestEntity['kind'],
  name: string,
  baseURL: string,
  options: Partial<Pick<RestEntity, 'baseQuery' | 'key'>> = {},
): RestEntity {
  return Object.freeze({ kind, name, baseURL, baseQuery: EDIT, key: 'id', ...options });
}

/** Every entity the editor reads or writes, by kind and name. */
export const REST_ENTITIES: readonly RestEntity[] = Object.freeze([
  rest('root', 'site', '/wp/v2/settings', { key: null }),
  rest('root', 'base', '/', {
    baseQuery: Object.freeze({
      _fields:
        'description,gmt_offset,home,name,site_icon,site_icon_url,site_logo,timezone_string,url',
    }),
    key: null,
  }),
  rest('root', 'globalStyles', '/wp/v2/global-styles'),
  rest('root', 'theme', '/wp/v2/themes', { key: 'stylesheet' }),
  rest('root', 'themeGlobalStyles', '/wp/v2/global-styles/themes', { key: 'stylesheet' }),
  rest('root', 'blockPattern', '/wp/v2/block-patterns/patterns', { baseQuery: NONE, key: 'name' }),
  rest('root', 'blockPatternCategory', '/wp/v2/block-patterns/categories', {
    baseQuery: NONE,
    key: 'name',
  }),
  rest('root', 'user', '/wp/v2/users'),
  // Read in view context: the canvas shows a post's approved comments to anyone who edits it.
  rest('root', 'comment', '/wp/v2/comments', { baseQuery: NONE }),
  rest('postType', 'wp_template', '/wp/v2/templates'),
  rest('postType', 'wp_template_part', '/wp/v2/template-parts'),
  rest('postType', 'wp_navigation', '/wp/v2/navigation'),
  rest('postType', 'wp_block', '/wp/v2/blocks'),
  rest('postType', 'wp_global_styles', '/wp/v2/global-styles'),
  rest('postType', 'wp_dataviews', '/wp/v2/wp_dataviews'),
  rest('postType', 'wp_font_family', '/wp/v2/font-families'),
  rest('postType', 'page', '/wp/v2/pages'),
  rest('postType', 'post', '/wp/v2/posts'),
  rest('postType', 'attachment', '/wp/v2/media'),
  rest('taxonomy', 'wp_pattern_category', '/wp/v2/wp_pattern_category'),
  rest('taxonomy', 'wp_dataviews_type', '/wp/v2/wp_dataviews_type'),
]);

/** The REST entity of a kind and name; throws for one the table does not hold. */
export function restEntity(kind: string, name: string): RestEntity {
  const entity = REST_ENTITIES.find((item) => item.kind === kind && item.name === name);
  if (entity === undefined) throw new Error(`No REST entity ${kind}/${name}`);
  return entity;
}

/** The REST path of one record (or of a singleton), with the entity's base query. */
export function recordPath(entity: RestEntity, id: string, query: RestQuery = {}): string {
  const path = entity.key === null || id === '' ? entity.baseURL : `${entity.baseURL}/${id}`;
  return withQuery(path, { ...entity.baseQuery, ...query });
}

/** The REST path of a list, as the editor first asks for it (`per_page: -1` included). */
export function listPath(entity: RestEntity, query: RestQuery): string {
  return withQuery(entity.baseURL, { ...entity.baseQuery, ...query });
}

/** Page size used to gather a `per_page=-1` list page by page (the REST maximum). */
export const PAGE_SIZE = 100;

/** The path of one page of a `per_page=-1` list, gathered `PAGE_SIZE` at a time. */
export function listPagePath(entity: RestEntity, query: RestQuery, page: number): string {
  return withQuery(entity.baseURL, { ...entity.baseQuery, ...query, per_page: PAGE_SIZE, page });
}
