import type { Capability } from '../../auth/capabilities.js';

/** Everything the terms controller needs to serve one taxonomy. */
export interface TaxonomyConfig {
  taxonomy: string;
  restBase: string;
  hierarchical: boolean;
  /** Needed to read the terms; `null` means anyone may. */
  read: Capability | null;
  /** Needed to edit and delete terms, and to see them in `context=edit` (WordPress's edit_terms). */
  manage: Capability;
  /**
   * Needed to add a term: edit_terms for hierarchical taxonomies, assign_terms (edit_posts) for
   * flat ones, as WordPress's terms controller checks.
   */
  create: Capability;
  /** Public term archives exist (`link` is a pretty URL). */
  viewable: boolean;
  /** Where the items carrying a term are listed (`/wp/v2/{base}?{field}={id}`). */
  postCollections: readonly { restBase: string; field: string }[];
}

/** Categories: hierarchical, for posts. */
export const CATEGORY_TAXONOMY: TaxonomyConfig = {
  taxonomy: 'category',
  restBase: 'categories',
  hierarchical: true,
  read: null,
  manage: 'manage_categories',
  create: 'manage_categories',
  viewable: true,
  postCollections: [{ restBase: 'posts', field: 'categories' }],
};

/** Tags, for posts. */
export const TAG_TAXONOMY: TaxonomyConfig = {
  taxonomy: 'post_tag',
  restBase: 'tags',
  hierarchical: false,
  read: null,
  manage: 'manage_categories',
  create: 'edit_posts',
  viewable: true,
  postCollections: [{ restBase: 'posts', field: 'tags' }],
};

/** Categories of user patterns: anyone who may write patterns adds them; editors change them. */
export const PATTERN_CATEGORY_TAXONOMY: TaxonomyConfig = {
  taxonomy: 'wp_pattern_category',
  restBase: 'wp_pattern_category',
  hierarchical: false,
  read: null,
  manage: 'manage_categories',
  create: 'edit_posts',
  viewable: false,
  postCollections: [{ restBase: 'blocks', field: 'wp_pattern_category' }],
};

/**
 * Which list a custom view belongs to (`page`, …); terms are created on demand by whoever saves
 * the first view of a list (a flat taxonomy: WordPress's assign_terms, edit_posts).
 */
export const DATAVIEWS_TYPE_TAXONOMY: TaxonomyConfig = {
  taxonomy: 'wp_dataviews_type',
  restBase: 'wp_dataviews_type',
  hierarchical: false,
  read: null,
  manage: 'manage_categories',
  create: 'edit_posts',
  viewable: false,
  postCollections: [{ restBase: 'wp_dataviews', field: 'wp_dataviews_type' }],
};
