import { NO_SUPPORTS, type PostTypeConfig } from '../../posts/post-type-config.js';
import { postTypeRoutes } from '../posts/post-routes.js';
import type { RestRoute } from '../router.js';

/**
 * User patterns (reusable blocks): synced unless `wp_pattern_sync_status` is `unsynced`, sorted
 * into pattern categories. Capabilities follow WordPress's mapping for `wp_block`.
 */
export const BLOCK_TYPE: PostTypeConfig = {
  type: 'wp_block',
  restBase: 'blocks',
  hierarchical: false,
  caps: {
    read: 'edit_posts',
    edit: 'edit_posts',
    editOthers: 'edit_others_posts',
    editPublished: 'edit_published_pages',
    publish: 'publish_posts',
    delete: 'delete_posts',
    deleteOthers: 'delete_others_posts',
    deletePublished: 'delete_published_pages',
    readPrivate: 'read_private_posts',
  },
  supports: {
    ...NO_SUPPORTS,
    excerpt: true,
    revisions: true,
    patternSyncStatus: true,
    rawInView: true,
  },
  taxonomies: [{ taxonomy: 'wp_pattern_category', field: 'wp_pattern_category' }],
  meta: { wp_pattern_sync_status: '', footnotes: '' },
  contentFormat: 'html',
  commentsFollowSiteDefault: false,
  defaultStatus: 'draft',
  invalidIdMessage: 'Invalid post ID.',
};

/** `/wp/v2/blocks`. */
export const blockRoutes: RestRoute[] = postTypeRoutes(BLOCK_TYPE);
