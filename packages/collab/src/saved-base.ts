import type { BlockRegistry } from '@atelier/blocks';
import type * as Y from 'yjs';
import { jsonCopy } from './block-markup';
import {
  type CollabBlock,
  META_KEYS,
  metaMap,
  type RecordFields,
  type RecordTree,
} from './doc-layout';
import { readRecordDoc } from './read-record-doc';
import { defaultRegistry } from './rich-text-keys';

/** A record version as the server counts it (a revision id, a modified date), or none yet. */
export type SavedVersion = string | number | null;

/** The origin of the transaction that records a save (no client's undo tracks it). */
export const SAVE_ORIGIN = 'atelier-collab-save';

/** One block of the saved base: what a three-way merge compares against. */
interface BaseBlock {
  clientId: string;
  name: string | null;
  attributes: Record<string, unknown>;
  innerContent: (string | null)[];
  innerBlocks: BaseBlock[];
}

function toBase(block: CollabBlock): BaseBlock {
  return {
    clientId: block.clientId,
    name: block.name,
    attributes: block.attributes,
    innerContent: block.innerContent,
    innerBlocks: block.innerBlocks.map(toBase),
  };
}

function fromBase(block: BaseBlock): CollabBlock {
  return {
    clientId: block.clientId,
    name: block.name,
    attributes: block.attributes,
    innerContent: block.innerContent,
    innerHTML: block.innerContent.filter((part): part is string => part !== null).join(''),
    innerBlocks: block.innerBlocks.map(fromBase),
  };
}

/**
 * Records that the document's current state was saved as `version`: the current tree becomes
 * the base that later REST writes are merged against.
 */
export function markSaved(
  doc: Y.Doc,
  version: SavedVersion,
  registry: BlockRegistry = defaultRegistry(),
): void {
  const tree = readRecordDoc(doc, registry);
  const base = JSON.stringify({ fields: tree.fields, blocks: tree.blocks.map(toBase) });
  doc.transact(() => {
    const meta = metaMap(doc);
    meta.set(META_KEYS.version, version);
    meta.set(META_KEYS.base, base);
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
  const parsed = JSON.parse(raw) as { fields: RecordFields; blocks: BaseBlock[] };
  return { fields: jsonCopy(parsed.fields), blocks: parsed.blocks.map(fromBase) };
}
