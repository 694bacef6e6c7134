import { type BlockNode, type BlockRegistry, parse, serialize } from '@atelier/blocks';
import type * as Y from 'yjs';
import { jsonCopy } from './block-markup';
import { commonSubsequence } from './common-subsequence';
import {
  type CollabBlock,
  META_KEYS,
  metaMap,
  type RecordFields,
  type RecordTree,
} from './doc-layout';
import { readRecordDoc } from './read-record-doc';

/** A record version as the server counts it (a revision id, a modified date), or none yet. */
export type SavedVersion = string | number | null;

/** The origin of the transaction that records a save (no client's undo tracks it). */
export const SAVE_ORIGIN = 'atelier-collab-save';

/** A block of the saved tree's skeleton: its id, its name, its inner blocks. */
type SkeletonEntry = [id: string, name: string | null, children?: SkeletonEntry[]];

/** The saved base as kept in `meta`: the content as saved and the ids of its blocks. */
interface StoredBase {
  fields: RecordFields;
  content: string;
  skeleton: SkeletonEntry[];
}

function skeletonOf(blocks: readonly CollabBlock[]): SkeletonEntry[] {
  return blocks.map((block) =>
    block.innerBlocks.length === 0
      ? [block.clientId, block.name]
      : [block.clientId, block.name, skeletonOf(block.innerBlocks)],
  );
}

/**
 * The parsed saved content with the skeleton's ids put back. Parsing gives the same tree the
 * content was written from, except that free-form text left side by side by concurrent edits
 * reads back as one node: lists are aligned by name, and a node left without an id is dropped
 * from the base (it is only white space).
 */
function withIds(nodes: readonly BlockNode[], skeleton: readonly SkeletonEntry[]): CollabBlock[] {
  const pairs =
    nodes.length === skeleton.length && nodes.every((node, i) => node.name === skeleton[i]?.[1])
      ? nodes.map((_, i): [number, number] => [i, i])
      : commonSubsequence(nodes, skeleton, (node, entry) => node.name === entry[1]);
  return pairs.map(([i, j]) => {
    const node = nodes[i] as BlockNode;
    const [id, , children] = skeleton[j] as SkeletonEntry;
    return { ...node, clientId: id, innerBlocks: withIds(node.innerBlocks, children ?? []) };
  });
}

/**
 * Records that the document was saved as `version`: the tree written (by default the current
 * one; a caller whose write was in flight while edits arrived passes the tree it wrote) becomes
 * the base that later REST writes are merged against. The base is kept as the saved content and
 * the ids of its blocks (not as a second copy of every block's shared types).
 */
export function markSaved(
  doc: Y.Doc,
  version: SavedVersion,
  registry: BlockRegistry,
  tree: RecordTree<CollabBlock> = readRecordDoc(doc, registry),
): void {
  const base: StoredBase = {
    fields: tree.fields,
    content: serialize(tree.blocks),
    skeleton: skeletonOf(tree.blocks),
  };
  doc.transact(() => {
    const meta = metaMap(doc);
    meta.set(META_KEYS.version, version);
    meta.set(META_KEYS.base, JSON.stringify(base));
  }, SAVE_ORIGIN);
}

/** The version the document was last saved as (null before the first save). */
export function savedVersion(doc: Y.Doc): SavedVersion {
  const version = metaMap(doc).get(META_KEYS.version);
  return typeof version === 'string' || typeof version === 'number' ? version : null;
}

/** The tree the document was last saved with (empty when it never was). */
export function savedBase(doc: Y.Doc): RecordTree<CollabBlock> {
  const raw = metaMap(doc).get(META_KEYS.base);
  if (typeof raw !== 'string') return { fields: {}, blocks: [] };
  const base = JSON.parse(raw) as StoredBase;
  return { fields: jsonCopy(base.fields), blocks: withIds(parse(base.content), base.skeleton) };
}
