import { BLOCK_IDS_FIELD, parse, withBlockIds } from '@atelier/blocks';
import {
  type JsonValue,
  type RecordDocKind,
  type RecordFields,
  type RecordTree,
  readRecordDoc,
  recordContent,
  seedBlockIds,
} from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import type * as Y from 'yjs';

/**
 * A record as its REST route answered it: the version (ETag), the tree a document holds and the
 * ids the answer gave its blocks (`atelier_block_ids`: unchecked, undefined when it gave none).
 */
export interface RecordSnapshot {
  version: string;
  tree: RecordTree;
  blockIds?: unknown;
}

/** Which REST fields each kind shares in its document, and whether it has block content. */
const SHARED_FIELDS: Record<RecordDocKind, { fields: readonly string[]; content: boolean }> = {
  wp_template: { fields: ['title', 'description'], content: true },
  wp_template_part: { fields: ['title', 'description'], content: true },
  page: { fields: ['title', 'excerpt'], content: true },
  wp_block: { fields: ['title'], content: true },
  wp_navigation: { fields: ['title'], content: true },
  wp_global_styles: { fields: ['styles', 'settings'], content: false },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field as the `edit` context shows it: `{raw, rendered}` fields by their raw text. */
function rawValue(value: unknown): JsonValue | undefined {
  if (value === undefined) return undefined;
  if (isRecord(value) && 'raw' in value) return rawValue(value.raw);
  return value as JsonValue;
}

/** The snapshot of a record from its `context=edit` answer (body and headers). */
export function snapshotOf(
  kind: RecordDocKind,
  body: unknown,
  headers: Record<string, string | string[] | undefined>,
): RecordSnapshot {
  const record = isRecord(body) ? body : {};
  const shared = SHARED_FIELDS[kind];
  const fields: RecordFields = {};
  for (const name of shared.fields) {
    const value = rawValue(record[name]);
    if (value !== undefined) fields[name] = value;
  }
  const content = shared.content ? rawValue(record.content) : undefined;
  const etag = headers.etag ?? headers.ETag;
  return {
    version: typeof etag === 'string' ? etag : '',
    tree: { fields, blocks: typeof content === 'string' ? parse(content) : [] },
    blockIds: record[BLOCK_IDS_FIELD] ?? undefined,
  };
}

/**
 * The tree a new document is seeded with: its blocks with the ids the record's answer gave the
 * editor, else with the ids any reader of this version computes (`seedBlockIds`), so the
 * editor's first tree and the document's agree and the first sync renames nothing.
 */
export function seedTreeOf(snapshot: RecordSnapshot): RecordTree {
  const { blocks } = snapshot.tree;
  const named =
    withBlockIds(blocks, snapshot.blockIds) ??
    withBlockIds(blocks, seedBlockIds(blocks, snapshot.version));
  return named === null ? snapshot.tree : { ...snapshot.tree, blocks: named };
}

/** The body of the record's REST update that stores what the document holds now. */
export function updateBodyOf(kind: RecordDocKind, doc: Y.Doc): Record<string, unknown> {
  const shared = SHARED_FIELDS[kind];
  const { fields } = readRecordDoc(doc, fullCoreRegistry());
  const body: Record<string, unknown> = {};
  for (const name of shared.fields) {
    if (fields[name] !== undefined) body[name] = fields[name];
  }
  if (shared.content) body.content = recordContent(doc, fullCoreRegistry());
  return body;
}
