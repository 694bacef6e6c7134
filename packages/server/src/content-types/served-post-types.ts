import {
  NO_SUPPORTS,
  PAGE_CAPS,
  POST_CAPS,
  type PostTypeConfig,
  singleCapability,
} from '../posts/post-type-config.js';
import { findPostType } from './post-types.js';
import { findTaxonomy } from './taxonomies.js';

/** What a served post type adds to its registration (`post-types.ts`). */
type ServedOptions = Omit<
  PostTypeConfig,
  'type' | 'restBase' | 'hierarchical' | 'taxonomies' | 'defaultStatus' | 'invalidIdMessage'
> &
  Partial<Pick<PostTypeConfig, 'defaultStatus' | 'invalidIdMessage'>>;

/**
 * The posts controller's configuration of a registered post type: its slug, REST base,
 * hierarchy and taxonomies (with their REST field names) come from the registry, so each is
 * written once.
 */
function served(slug: string, options: ServedOptions): PostTypeConfig {
  const definition = findPostType(slug);
  if (!definition) throw new Error(`The post type ${slug} is not registered.`);
  return {
    type: definition.slug,
    restBase: definition.restBase,
    hierarchical: definition.hierarchical,
    taxonomies: definition.taxonomies.map((taxonomy) => ({
      taxonomy,
      field: findTaxonomy(taxonomy)?.restBase ?? taxonomy,
    })),
    defaultStatus: 'draft',
    invalidIdMessage: 'Invalid post ID.',
    ...options,
  };
}

/** Pages: hierarchical, ordered, with templates, revisions and password protection. */
export const PAGE_TYPE: PostTypeConfig = served('page', {
  caps: PAGE_CAPS,
  supports: {
    ...NO_SUPPORTS,
    excerpt: true,
    author: true,
    featuredMedia: true,
    comments: true,
    password: true,
    template: true,
    revisions: true,
    pageAttributes: true,
    viewable: true,
  },
  meta: { footnotes: '' },
  contentFormat: 'html',
  commentsFollowSiteDefault: false,
});

/** Posts: with categories and tags. */
export const POST_TYPE: PostTypeConfig = served('post', {
  caps: POST_CAPS,
  supports: { ...PAGE_TYPE.supports, pageAttributes: false, formats: true, sticky: true },
  meta: { footnotes: '' },
  contentFormat: 'html',
  commentsFollowSiteDefault: true,
});

/**
 * User patterns (reusable blocks): synced unless `wp_pattern_sync_status` is `unsynced`, sorted
 * into pattern categories. Capabilities follow WordPress's mapping for `wp_block`.
 */
export const BLOCK_TYPE: PostTypeConfig = served('wp_block', {
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
  meta: { wp_pattern_sync_status: '', footnotes: '' },
  contentFormat: 'html',
  commentsFollowSiteDefault: false,
});

/** Navigation menus: block content, revisions, all guarded by edit_theme_options. */
export const NAVIGATION_TYPE: PostTypeConfig = served('wp_navigation', {
  caps: singleCapability('edit_theme_options'),
  supports: { ...NO_SUPPORTS, revisions: true },
  meta: {},
  contentFormat: 'html',
  commentsFollowSiteDefault: false,
});

/**
 * Custom views of the site editor's lists: `content` is the view configuration as a JSON string,
 * and the `wp_dataviews_type` term says which list (`page`, …) a view belongs to. A view belongs
 * to the person who made it: capabilities are the posts' ones, as WordPress registers the type
 * (reading needs `edit_published_posts`; others' views need the `_others_` capabilities).
 */
export const DATAVIEWS_TYPE: PostTypeConfig = served('wp_dataviews', {
  caps: { ...POST_CAPS, read: 'edit_published_posts' },
  supports: { ...NO_SUPPORTS, author: true },
  meta: {},
  contentFormat: 'json',
  commentsFollowSiteDefault: false,
});
