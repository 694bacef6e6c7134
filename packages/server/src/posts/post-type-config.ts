import type { Capability } from '../auth/capabilities.js';

/**
 * The capabilities that guard one post type's records, as WordPress's `cap` object on a post
 * type: `edit` to create and edit one's own, `editOthers` for other people's, `editPublished` to
 * change a published item, `publish` to make an item public, and the same for deleting.
 */
export interface PostTypeCaps {
  /** Needed to read anything of the type; `null` means published items are public. */
  read: Capability | null;
  edit: Capability;
  editOthers: Capability;
  editPublished: Capability;
  publish: Capability;
  delete: Capability;
  deleteOthers: Capability;
  deletePublished: Capability;
  readPrivate: Capability;
}

/** A taxonomy attached to a post type, with the field name it has in REST answers. */
export interface PostTypeTaxonomy {
  taxonomy: string;
  /** The REST field and list filter name (`categories`, `tags`, `wp_pattern_category`). */
  field: string;
}

/** Which optional fields a post type carries in REST answers (its `supports`). */
export interface PostTypeSupports {
  excerpt: boolean;
  author: boolean;
  featuredMedia: boolean;
  comments: boolean;
  password: boolean;
  template: boolean;
  revisions: boolean;
  /** Page-style fields: parent and menu_order. */
  pageAttributes: boolean;
  /** `wp_pattern_sync_status` (user patterns). */
  patternSyncStatus: boolean;
  /** Public permalinks (`link`, `permalink_template`, `generated_slug`). */
  viewable: boolean;
  /** `title.raw` and `content.raw` in view context too (user patterns, as WordPress shows them). */
  rawInView: boolean;
  /** `format`: one of WordPress's post formats, kept in the record's meta (posts). */
  formats: boolean;
  /** `sticky`: the record may be pinned to the front of the blog (posts, as WordPress). */
  sticky: boolean;
}

/** Everything the posts controller and operations need to serve one post type. */
export interface PostTypeConfig {
  type: string;
  restBase: string;
  hierarchical: boolean;
  caps: PostTypeCaps;
  supports: PostTypeSupports;
  taxonomies: readonly PostTypeTaxonomy[];
  /** Registered meta keys exposed as `meta` in answers, with their defaults. */
  meta: Readonly<Record<string, string>>;
  /** What `content` holds: block HTML (sanitised for users without unfiltered_html) or JSON. */
  contentFormat: 'html' | 'json';
  /** New items take `comment_status` from the `default_comment_status` setting (posts). */
  commentsFollowSiteDefault: boolean;
  /** The status a new item gets when the request names none. */
  defaultStatus: string;
  /** Messages naming the type, for errors such as "Invalid post ID.". */
  invalidIdMessage: string;
}

/** Capabilities where one capability guards everything (navigation menus, custom views). */
export function singleCapability(cap: Capability): PostTypeCaps {
  return {
    read: cap,
    edit: cap,
    editOthers: cap,
    editPublished: cap,
    publish: cap,
    delete: cap,
    deleteOthers: cap,
    deletePublished: cap,
    readPrivate: cap,
  };
}

export const POST_CAPS: PostTypeCaps = {
  read: null,
  edit: 'edit_posts',
  editOthers: 'edit_others_posts',
  editPublished: 'edit_published_posts',
  publish: 'publish_posts',
  delete: 'delete_posts',
  deleteOthers: 'delete_others_posts',
  deletePublished: 'delete_published_posts',
  readPrivate: 'read_private_posts',
};

export const PAGE_CAPS: PostTypeCaps = {
  read: null,
  edit: 'edit_pages',
  editOthers: 'edit_others_pages',
  editPublished: 'edit_published_pages',
  publish: 'publish_pages',
  delete: 'delete_pages',
  deleteOthers: 'delete_others_pages',
  deletePublished: 'delete_published_pages',
  readPrivate: 'read_private_pages',
};

export const NO_SUPPORTS: PostTypeSupports = {
  excerpt: false,
  author: false,
  featuredMedia: false,
  comments: false,
  password: false,
  template: false,
  revisions: false,
  pageAttributes: false,
  patternSyncStatus: false,
  viewable: false,
  rawInView: false,
  formats: false,
  sticky: false,
};
