import type { RestLinks, RestText } from './record-shapes';

/**
 * Post-like records (`/wp/v2/posts`, `/pages`, `/blocks`, `/navigation`, …) as the server's
 * posts presenter writes them. Which optional fields a record carries follows its post type's
 * supports; `raw` values are there in edit context (and, for patterns, in view context).
 */

/** An excerpt: the raw text (edit context), its rendered HTML, and whether a password hides it. */
export interface RestExcerpt {
  raw?: string;
  rendered: string;
  protected: boolean;
}

/** Post content: raw markup (edit context), rendered HTML, and whether it holds blocks (1) or not (0). */
export interface RestPostContent {
  raw?: string;
  rendered: string;
  protected: boolean;
  block_version: number;
}

/** The fields every context carries: what `context=embed` answers (and `_embedded` holds). */
export interface RestPostSummary {
  id: number;
  date: string;
  slug: string;
  type: string;
  link: string;
  title: RestText;
  /** Types that support excerpts. */
  excerpt?: RestExcerpt;
  /** Types that support authors. */
  author?: number;
  /** Types that support featured images. */
  featured_media?: number;
  /** Hierarchical types. */
  parent?: number;
  _links: RestLinks;
}

/** A post-like record in view or edit context (`context=edit` is what the editor reads). */
export interface RestPost extends RestPostSummary {
  date_gmt: string;
  guid: RestText;
  modified: string;
  modified_gmt: string;
  status: string;
  content: RestPostContent;
  /** Types with page attributes (pages). */
  menu_order?: number;
  /** Types that support comments; pings are always closed. */
  comment_status?: string;
  ping_status?: string;
  /** Posts: whether the post is pinned to the front of the blog. */
  sticky?: boolean;
  /** Posts: the post format (`standard`, `aside`, `quote`, …). */
  format?: string;
  /** Types that take a template: the template's slug, or '' for the default. */
  template?: string;
  /** The type's registered meta, by key. */
  meta?: Record<string, string>;
  /** Term ids by the REST base of each taxonomy of the type. */
  categories?: number[];
  tags?: number[];
  wp_pattern_category?: number[];
  wp_dataviews_type?: number[];
  /** Patterns only: `unsynced`, or '' for a synced pattern. */
  wp_pattern_sync_status?: string;
  /** Edit context, types with password protection. */
  password?: string;
  /** Edit context, viewable types. */
  generated_slug?: string;
  permalink_template?: string;
}

/** A user pattern (`wp_block`, `/wp/v2/blocks`): synced unless its sync status is `unsynced`. */
export interface RestPattern extends RestPost {
  excerpt: RestExcerpt;
  wp_pattern_sync_status: string;
  wp_pattern_category: number[];
  meta: Record<string, string>;
}

/** A navigation menu (`wp_navigation`, `/wp/v2/navigation`): block markup in `content`. */
export type RestNavigation = Omit<
  RestPost,
  'excerpt' | 'author' | 'featured_media' | 'parent' | 'template' | 'password'
>;
