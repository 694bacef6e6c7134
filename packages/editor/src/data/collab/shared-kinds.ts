import type { RecordRef } from '../entities/store-state';

/** What a record's shared document holds: its document key, its fields, whether its tree. */
export interface SharedKind {
  docKey: string;
  fields: readonly string[];
  content: boolean;
}

/** Per entity (`kind/name`): the document kind and the REST fields it shares (as the server). */
const KINDS: Record<string, { kind: string; fields: readonly string[]; content: boolean }> = {
  'postType/wp_template': { kind: 'wp_template', fields: ['title', 'description'], content: true },
  'postType/wp_template_part': {
    kind: 'wp_template_part',
    fields: ['title', 'description'],
    content: true,
  },
  'postType/page': { kind: 'page', fields: ['title', 'excerpt'], content: true },
  'postType/wp_block': { kind: 'wp_block', fields: ['title'], content: true },
  'postType/wp_navigation': { kind: 'wp_navigation', fields: ['title'], content: true },
  'root/globalStyles': { kind: 'wp_global_styles', fields: ['styles', 'settings'], content: false },
};

/**
 * The shared document of a record, or null for records that are not co-edited (site settings,
 * media, an entity without an id). The key is `<post type>:<REST id>` (`recordDocKey`).
 */
export function sharedKindOf(ref: RecordRef): SharedKind | null {
  const kind = KINDS[`${ref.kind}/${ref.name}`];
  if (kind === undefined || ref.id === '') return null;
  return { docKey: `${kind.kind}:${ref.id}`, fields: kind.fields, content: kind.content };
}

/** Whether a record field lives in its shared document (`blocks` and `content` are its tree). */
export function holdsField(kind: SharedKind, prop: string): boolean {
  if (prop === 'blocks' || prop === 'content') return kind.content;
  return kind.fields.includes(prop);
}
