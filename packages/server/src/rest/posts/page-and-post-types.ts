import {
  NO_SUPPORTS,
  PAGE_CAPS,
  POST_CAPS,
  type PostTypeConfig,
} from '../../posts/post-type-config.js';
import { postTypeRoutes } from './post-routes.js';

/** Pages: hierarchical, ordered, with templates, revisions and password protection. */
export const PAGE_TYPE: PostTypeConfig = {
  type: 'page',
  restBase: 'pages',
  hierarchical: true,
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
  taxonomies: [],
  meta: { footnotes: '' },
  contentFormat: 'html',
  commentsFollowSiteDefault: false,
  defaultStatus: 'draft',
  invalidIdMessage: 'Invalid post ID.',
};

/** Posts: with categories and tags. */
export const POST_TYPE: PostTypeConfig = {
  type: 'post',
  restBase: 'posts',
  hierarchical: false,
  caps: POST_CAPS,
  supports: { ...PAGE_TYPE.supports, pageAttributes: false },
  taxonomies: [
    { taxonomy: 'category', field: 'categories' },
    { taxonomy: 'post_tag', field: 'tags' },
  ],
  meta: { footnotes: '' },
  contentFormat: 'html',
  commentsFollowSiteDefault: true,
  defaultStatus: 'draft',
  invalidIdMessage: 'Invalid post ID.',
};

/** `/wp/v2/pages` and `/wp/v2/posts`. */
export const pageAndPostRoutes = [...postTypeRoutes(PAGE_TYPE), ...postTypeRoutes(POST_TYPE)];
