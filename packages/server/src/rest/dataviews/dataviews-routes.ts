import {
  NO_SUPPORTS,
  type PostTypeConfig,
  singleCapability,
} from '../../posts/post-type-config.js';
import { postTypeRoutes } from '../posts/post-routes.js';
import type { RestRoute } from '../router.js';

/**
 * Custom views of the site editor's lists: `content` is the view configuration as a JSON string,
 * and the `wp_dataviews_type` term says which list (`page`, …) a view belongs to.
 */
export const DATAVIEWS_TYPE: PostTypeConfig = {
  type: 'wp_dataviews',
  restBase: 'wp_dataviews',
  hierarchical: false,
  caps: singleCapability('edit_theme_options'),
  supports: { ...NO_SUPPORTS, author: true },
  taxonomies: [{ taxonomy: 'wp_dataviews_type', field: 'wp_dataviews_type' }],
  meta: {},
  contentFormat: 'json',
  commentsFollowSiteDefault: false,
  defaultStatus: 'draft',
  invalidIdMessage: 'Invalid post ID.',
};

/** `/wp/v2/wp_dataviews`. */
export const dataviewsRoutes: RestRoute[] = postTypeRoutes(DATAVIEWS_TYPE);
