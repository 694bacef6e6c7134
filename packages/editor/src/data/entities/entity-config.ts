/**
 * Every entity the editor reads or writes (issue 6, spec 1 §3), as one table: where it lives in
 * the REST API, which field identifies a record, and how it is named to people.
 */

export type EntityKind = 'root' | 'postType' | 'taxonomy';

export interface EntityConfig {
  kind: EntityKind;
  name: string;
  /** REST collection path, e.g. `/wp/v2/templates`; a singleton is read and saved here. */
  baseURL: string;
  /** Query every read adds, e.g. `context=edit` (the editor needs raw values). */
  baseQuery: Readonly<Record<string, string>>;
  /** Field holding the record id; null for a singleton (site settings, site info). */
  key: string | null;
  label: string;
  pluralLabel: string;
  /** Whether the server keeps revisions of the records. */
  hasRevisions: boolean;
  /** Fields the server sends as `{ raw, rendered }`; the editor edits the raw string. */
  rawAttributes: readonly string[];
  /** Saving from the Save button publishes the record (spec 1 §4.4: pages, navigation menus). */
  publishOnSave: boolean;
}

const EDIT: Readonly<Record<string, string>> = Object.freeze({ context: 'edit' });

type ConfigInput = Pick<EntityConfig, 'kind' | 'name' | 'baseURL' | 'label' | 'pluralLabel'> &
  Partial<EntityConfig>;

function entity(input: ConfigInput): EntityConfig {
  return Object.freeze({
    baseQuery: EDIT,
    key: 'id',
    hasRevisions: false,
    rawAttributes: [],
    publishOnSave: false,
    ...input,
  });
}

const POST_FIELDS = ['title', 'content', 'excerpt'] as const;

export const ENTITY_CONFIGS: readonly EntityConfig[] = Object.freeze([
  entity({
    kind: 'root',
    name: 'site',
    baseURL: '/wp/v2/settings',
    key: null,
    label: 'Site',
    pluralLabel: 'Sites',
  }),
  entity({
    kind: 'root',
    name: 'base',
    baseURL: '/',
    baseQuery: Object.freeze({
      _fields:
        'description,gmt_offset,home,name,site_icon,site_icon_url,site_logo,timezone_string,url',
    }),
    key: null,
    label: 'Site info',
    pluralLabel: 'Site info',
  }),
  entity({
    kind: 'root',
    name: 'globalStyles',
    baseURL: '/wp/v2/global-styles',
    label: 'Global Styles',
    pluralLabel: 'Global Styles',
    hasRevisions: true,
    rawAttributes: ['title'],
  }),
  entity({
    kind: 'root',
    name: 'theme',
    baseURL: '/wp/v2/themes',
    key: 'stylesheet',
    label: 'Theme',
    pluralLabel: 'Themes',
  }),
  entity({
    kind: 'root',
    name: 'themeGlobalStyles',
    baseURL: '/wp/v2/global-styles/themes',
    key: 'stylesheet',
    label: 'Theme Global Styles',
    pluralLabel: 'Theme Global Styles',
  }),
  entity({
    kind: 'root',
    name: 'blockPattern',
    baseURL: '/wp/v2/block-patterns/patterns',
    baseQuery: Object.freeze({}),
    key: 'name',
    label: 'Block Pattern',
    pluralLabel: 'Block Patterns',
  }),
  entity({
    kind: 'root',
    name: 'blockPatternCategory',
    baseURL: '/wp/v2/block-patterns/categories',
    baseQuery: Object.freeze({}),
    key: 'name',
    label: 'Block Pattern Category',
    pluralLabel: 'Block Pattern Categories',
  }),
  entity({
    kind: 'root',
    name: 'user',
    baseURL: '/wp/v2/users',
    label: 'User',
    pluralLabel: 'Users',
  }),
  entity({
    kind: 'postType',
    name: 'wp_template',
    baseURL: '/wp/v2/templates',
    label: 'Template',
    pluralLabel: 'Templates',
    hasRevisions: true,
    rawAttributes: ['title', 'content'],
  }),
  entity({
    kind: 'postType',
    name: 'wp_template_part',
    baseURL: '/wp/v2/template-parts',
    label: 'Template Part',
    pluralLabel: 'Template Parts',
    hasRevisions: true,
    rawAttributes: ['title', 'content'],
  }),
  entity({
    kind: 'postType',
    name: 'wp_navigation',
    baseURL: '/wp/v2/navigation',
    label: 'Navigation Menu',
    pluralLabel: 'Navigation Menus',
    hasRevisions: true,
    rawAttributes: ['title', 'content'],
    publishOnSave: true,
  }),
  entity({
    kind: 'postType',
    name: 'wp_block',
    baseURL: '/wp/v2/blocks',
    label: 'Pattern',
    pluralLabel: 'Patterns',
    hasRevisions: true,
    rawAttributes: POST_FIELDS,
  }),
  entity({
    kind: 'postType',
    name: 'wp_global_styles',
    baseURL: '/wp/v2/global-styles',
    label: 'Global Styles',
    pluralLabel: 'Global Styles',
    hasRevisions: true,
    rawAttributes: ['title'],
  }),
  entity({
    kind: 'postType',
    name: 'wp_dataviews',
    baseURL: '/wp/v2/wp_dataviews',
    label: 'Data View',
    pluralLabel: 'Data Views',
    rawAttributes: ['title', 'content'],
  }),
  entity({
    kind: 'postType',
    name: 'wp_font_family',
    baseURL: '/wp/v2/font-families',
    label: 'Font Family',
    pluralLabel: 'Font Families',
  }),
  entity({
    kind: 'postType',
    name: 'page',
    baseURL: '/wp/v2/pages',
    label: 'Page',
    pluralLabel: 'Pages',
    hasRevisions: true,
    rawAttributes: POST_FIELDS,
    publishOnSave: true,
  }),
  entity({
    kind: 'postType',
    name: 'post',
    baseURL: '/wp/v2/posts',
    label: 'Post',
    pluralLabel: 'Posts',
    hasRevisions: true,
    rawAttributes: POST_FIELDS,
  }),
  entity({
    kind: 'postType',
    name: 'attachment',
    baseURL: '/wp/v2/media',
    label: 'Media',
    pluralLabel: 'Media',
    rawAttributes: ['title', 'caption', 'description'],
  }),
  entity({
    kind: 'taxonomy',
    name: 'wp_pattern_category',
    baseURL: '/wp/v2/wp_pattern_category',
    label: 'Pattern Category',
    pluralLabel: 'Pattern Categories',
  }),
  entity({
    kind: 'taxonomy',
    name: 'wp_dataviews_type',
    baseURL: '/wp/v2/wp_dataviews_type',
    label: 'Data View Type',
    pluralLabel: 'Data View Types',
  }),
]);

/** The config of an entity, or undefined when the editor does not know it. */
export function findEntityConfig(kind: string, name: string): EntityConfig | undefined {
  return ENTITY_CONFIGS.find((config) => config.kind === kind && config.name === name);
}
