import { type RestEntity, restEntity } from '@atelier/blocks/rest';

/**
 * Every entity the editor reads or writes (issue 6, spec 1 §3), as one table: where it lives in
 * the REST API, which field identifies a record, and how it is named to people.
 */

export type EntityKind = RestEntity['kind'];

/** An entity's REST location (shared with the server's preload) and how the editor treats it. */
export interface EntityConfig extends RestEntity {
  label: string;
  pluralLabel: string;
  /** Whether the server keeps revisions of the records. */
  hasRevisions: boolean;
  /** Fields the server sends as `{ raw, rendered }`; the editor edits the raw string. */
  rawAttributes: readonly string[];
  /** Saving from the Save button publishes the record (spec 1 §4.4: pages, navigation menus). */
  publishOnSave: boolean;
}

type ConfigInput = Pick<EntityConfig, 'kind' | 'name' | 'label' | 'pluralLabel'> &
  Partial<Omit<EntityConfig, keyof RestEntity>>;

/** The REST half comes from `@atelier/blocks/rest`, the one table the server preloads from. */
function entity(input: ConfigInput): EntityConfig {
  return Object.freeze({
    ...restEntity(input.kind, input.name),
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
    label: 'Site',
    pluralLabel: 'Sites',
  }),
  entity({
    kind: 'root',
    name: 'base',
    label: 'Site info',
    pluralLabel: 'Site info',
  }),
  entity({
    kind: 'root',
    name: 'globalStyles',
    label: 'Global Styles',
    pluralLabel: 'Global Styles',
    hasRevisions: true,
    rawAttributes: ['title'],
  }),
  entity({
    kind: 'root',
    name: 'theme',
    label: 'Theme',
    pluralLabel: 'Themes',
  }),
  entity({
    kind: 'root',
    name: 'themeGlobalStyles',
    label: 'Theme Global Styles',
    pluralLabel: 'Theme Global Styles',
  }),
  entity({
    kind: 'root',
    name: 'blockPattern',
    label: 'Block Pattern',
    pluralLabel: 'Block Patterns',
  }),
  entity({
    kind: 'root',
    name: 'blockPatternCategory',
    label: 'Block Pattern Category',
    pluralLabel: 'Block Pattern Categories',
  }),
  entity({
    kind: 'root',
    name: 'user',
    label: 'User',
    pluralLabel: 'Users',
  }),
  entity({
    kind: 'root',
    name: 'comment',
    label: 'Comment',
    pluralLabel: 'Comments',
  }),
  entity({
    kind: 'postType',
    name: 'wp_template',
    label: 'Template',
    pluralLabel: 'Templates',
    hasRevisions: true,
    rawAttributes: ['title', 'content'],
  }),
  entity({
    kind: 'postType',
    name: 'wp_template_part',
    label: 'Template Part',
    pluralLabel: 'Template Parts',
    hasRevisions: true,
    rawAttributes: ['title', 'content'],
  }),
  entity({
    kind: 'postType',
    name: 'wp_navigation',
    label: 'Navigation Menu',
    pluralLabel: 'Navigation Menus',
    hasRevisions: true,
    rawAttributes: ['title', 'content'],
    publishOnSave: true,
  }),
  entity({
    kind: 'postType',
    name: 'wp_block',
    label: 'Pattern',
    pluralLabel: 'Patterns',
    hasRevisions: true,
    rawAttributes: POST_FIELDS,
  }),
  entity({
    kind: 'postType',
    name: 'wp_global_styles',
    label: 'Global Styles',
    pluralLabel: 'Global Styles',
    hasRevisions: true,
    rawAttributes: ['title'],
  }),
  entity({
    kind: 'postType',
    name: 'wp_dataviews',
    label: 'Data View',
    pluralLabel: 'Data Views',
    rawAttributes: ['title', 'content'],
  }),
  entity({
    kind: 'postType',
    name: 'wp_font_family',
    label: 'Font Family',
    pluralLabel: 'Font Families',
  }),
  entity({
    kind: 'postType',
    name: 'page',
    label: 'Page',
    pluralLabel: 'Pages',
    hasRevisions: true,
    rawAttributes: POST_FIELDS,
    publishOnSave: true,
  }),
  entity({
    kind: 'postType',
    name: 'post',
    label: 'Post',
    pluralLabel: 'Posts',
    hasRevisions: true,
    rawAttributes: POST_FIELDS,
  }),
  entity({
    kind: 'postType',
    name: 'attachment',
    label: 'Media',
    pluralLabel: 'Media',
    rawAttributes: ['title', 'caption', 'description'],
  }),
  entity({
    kind: 'taxonomy',
    name: 'wp_pattern_category',
    label: 'Pattern Category',
    pluralLabel: 'Pattern Categories',
  }),
  entity({
    kind: 'taxonomy',
    name: 'wp_dataviews_type',
    label: 'Data View Type',
    pluralLabel: 'Data View Types',
  }),
]);

/** The config of an entity, or undefined when the editor does not know it. */
export function findEntityConfig(kind: string, name: string): EntityConfig | undefined {
  return ENTITY_CONFIGS.find((config) => config.kind === kind && config.name === name);
}
