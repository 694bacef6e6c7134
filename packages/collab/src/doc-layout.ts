import type { BlockNode } from '@atelier/blocks';
import * as Y from 'yjs';

/**
 * The shared types at the top of a record's document. `fields` holds the record's non-block
 * fields, `blocks` every block by id, `root` the order of the top-level blocks, `meta` what the
 * server keeps about saving (never tracked by undo).
 */
export const DOC_ROOTS = {
  fields: 'fields',
  blocks: 'blocks',
  root: 'root',
  meta: 'meta',
} as const;

/** Keys of one block's Y.Map. */
export const BLOCK_KEYS = {
  name: 'name',
  attributes: 'attributes',
  children: 'children',
  saved: 'saved',
  /** Set on the blank text a stored content began with (kept before the first block). */
  leading: 'leading',
  /** Set on the blank text a stored content ended with (kept after the last block). */
  trailing: 'trailing',
} as const;

/** Keys of the `meta` map. */
export const META_KEYS = {
  version: 'version',
  base: 'base',
} as const;

/** A JSON value, as plain attributes and fields hold them. */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue | undefined };

/**
 * The markup a block was last written with: its own HTML around the inner blocks (`innerContent`,
 * `null` per inner block), a fingerprint (`textHash`) of each rich-text value that HTML holds,
 * and the delimiters it was parsed from when fresh ones would be written differently (so an
 * untouched block serialises byte for byte as it was stored).
 */
export interface SavedMarkup {
  innerContent: (string | null)[];
  rich: Record<string, string>;
  /** A fingerprint of the block name and comment attributes the HTML was written for. */
  attrs?: string;
  /** The order of the comment attributes as written (a Y.Map keeps no order replicas agree on). */
  order?: string[];
  delimiters?: {
    name: string;
    attributes: Record<string, unknown>;
    opener: string;
    closer: string | null;
  };
}

/**
 * A block of a record's tree with its stable id. Structurally an editor block: the editor uses
 * the id as its `clientId`.
 */
export interface CollabBlock extends BlockNode {
  clientId: string;
  innerBlocks: CollabBlock[];
}

/** A block that may or may not carry an id yet (a parsed tree, a REST write, a new editor block). */
export interface TreeBlock extends BlockNode {
  clientId?: string;
  innerBlocks: TreeBlock[];
}

/** A record's non-block fields: `title` a string, `styles` / `settings` nested objects, scalars. */
export type RecordFields = Record<string, JsonValue | undefined>;

/** What a record document holds, as plain data. */
export interface RecordTree<Block extends TreeBlock = TreeBlock> {
  fields: RecordFields;
  blocks: Block[];
}

/** The Y types of one block. */
export interface BlockShape {
  map: Y.Map<unknown>;
  attributes: Y.Map<unknown>;
  children: Y.Array<string>;
}

/** The record's fields map. */
export function fieldsMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap(DOC_ROOTS.fields);
}

/** The map of every block, by id. */
export function blocksMap(doc: Y.Doc): Y.Map<Y.Map<unknown>> {
  return doc.getMap(DOC_ROOTS.blocks);
}

/** The ids of the top-level blocks, in order. */
export function rootArray(doc: Y.Doc): Y.Array<string> {
  return doc.getArray(DOC_ROOTS.root);
}

/** What the server keeps about saving: the saved version and the saved tree (the merge base). */
export function metaMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap(DOC_ROOTS.meta);
}

/** The shared types that hold the record (what undo tracks). */
export function recordTypes(doc: Y.Doc): [Y.Map<unknown>, Y.Map<Y.Map<unknown>>, Y.Array<string>] {
  return [fieldsMap(doc), blocksMap(doc), rootArray(doc)];
}

/** A block's Y types, or undefined when its map is missing or malformed. */
export function blockShape(doc: Y.Doc, id: string): BlockShape | undefined {
  const map = blocksMap(doc).get(id);
  if (!(map instanceof Y.Map)) return undefined;
  const attributes = map.get(BLOCK_KEYS.attributes);
  const children = map.get(BLOCK_KEYS.children);
  if (!(attributes instanceof Y.Map) || !(children instanceof Y.Array)) return undefined;
  return { map, attributes, children };
}
