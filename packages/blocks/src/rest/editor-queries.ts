import type { RestQuery } from './rest-query';

/**
 * The queries of the editor's reads that the server preloads for a first screen: the editor's
 * hooks and `admin/editor-preload.ts` both use these, so a preloaded answer always matches.
 */

/** Every record of a list (gathered page by page when the endpoint pages). */
export const ALL_RECORDS: RestQuery = Object.freeze({ per_page: -1 });

/** The active theme (`/wp/v2/themes?status=active`), whose links name the user's styles. */
export const ACTIVE_THEME: RestQuery = Object.freeze({ status: 'active' });

/** A theme's patterns and their categories: the whole list, no query. */
export const THEME_PATTERNS: RestQuery = Object.freeze({});

/**
 * A few published pages and posts the Templates screen's previews open, read whole (edit
 * context, like every record of the store): a list read with fewer fields would replace the
 * full records other screens edit.
 */
export const PREVIEW_TARGETS: RestQuery = Object.freeze({ per_page: 5, status: 'publish' });

/** Recent posts with their terms and authors embedded: one read for loops, terms and bylines. */
export const PREVIEW_POSTS: RestQuery = Object.freeze({
  per_page: 20,
  status: 'publish',
  _embed: 'author,wp:term',
});

/** Published pages for previews of page lists and page templates. */
export const PREVIEW_PAGES: RestQuery = Object.freeze({ per_page: 50, status: 'publish' });

/**
 * The first page of Manage pages (/pages) in its default view (spec 2 §7, §9): the pages not in
 * the trash, newest first, 20 a page, their authors embedded.
 */
export const MANAGE_PAGES_FIRST: RestQuery = Object.freeze({
  context: 'edit',
  _embed: 'author',
  per_page: 20,
  page: 1,
  status: 'publish,future,draft,pending,private',
  orderby: 'date',
  order: 'desc',
});

/** Spec 2 §7 'Users': the people the pages' author field names and filters by (id and name). */
export const PAGE_AUTHORS: RestQuery = Object.freeze({
  per_page: -1,
  _fields: 'id,name',
  context: 'view',
});

/**
 * The look-up of a data view type's term: `GET wp_dataviews_type?slug={type}`. In the view
 * context, so anyone who may keep views can find it (the edit context needs `manage_categories`).
 */
export function viewTypeTermQuery(viewType: string): RestQuery {
  return { slug: viewType, context: 'view' };
}

/**
 * The list of a person's custom views of one list (spec 2 §7 'Custom views'): `wp_dataviews`
 * with the view type's term, by that person, oldest first.
 */
export function customViewsQuery(termId: number, authorId: number): RestQuery {
  return {
    wp_dataviews_type: termId,
    author: authorId,
    orderby: 'date',
    order: 'asc',
    per_page: -1,
  };
}

/**
 * Spec 2 §7, §9: the Navigation area's list of menus — up to 100, published and drafts, newest
 * first.
 */
export const NAVIGATION_MENUS: RestQuery = Object.freeze({
  per_page: 100,
  status: 'publish,draft',
  orderby: 'date',
  order: 'desc',
});

/**
 * Spec 2 §7: the Pages screen's list (/page), the first 100 pages by `menu_order` ascending, every
 * status but the trash, with the fields its tree shows.
 */
export const PAGES_SIDEBAR_LIST: RestQuery = Object.freeze({
  per_page: 100,
  _fields: 'id,link,menu_order,parent,title,type',
  orderby: 'menu_order',
  order: 'asc',
  status: 'publish,future,draft,pending,private',
});

/** A theme's style variations, full and partial: `GET` of this path, no query. */
export function styleVariationsPath(stylesheet: string): string {
  return `/wp/v2/global-styles/themes/${encodeURIComponent(stylesheet)}/variations`;
}
