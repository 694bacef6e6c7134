import type { Query } from '../../data/entities/store-state';

/**
 * Spec 2 §7, §9: the Navigation area's list of menus — up to 100, published and drafts, newest
 * first.
 */
export const NAVIGATION_MENUS_QUERY: Query = Object.freeze({
  per_page: 100,
  status: 'publish,draft',
  orderby: 'date',
  order: 'desc',
});

/** The REST route that finds (or, when there is no menu, creates) the fallback menu. */
export const NAVIGATION_FALLBACK_PATH = '/wp-block-editor/v1/navigation-fallback';
