import { type BlockRegistry, isBlankFreeform } from '@atelier/blocks';
import * as Y from 'yjs';
import { newBlockId } from './block-ids';
import { writeBlockContent } from './block-markup';
import {
  BLOCK_KEYS,
  blockShape,
  blocksMap,
  fieldsMap,
  type RecordTree,
  rootArray,
  type TreeBlock,
} from './doc-layout';
import { seedFields } from './record-fields';
import { markSaved, type SavedVersion } from './saved-base';

/**
 * Adds a block and its inner blocks to the document and returns its id: the node's `clientId`
 * when it has one the document does not hold yet, else a new one. Call inside a transaction.
 */
export function addBlock(doc: Y.Doc, registry: BlockRegistry, node: TreeBlock): string {
  const blocks = blocksMap(doc);
  const id =
    node.clientId !== undefined && !blocks.has(node.clientId) ? node.clientId : newBlockId(doc);
  const map = new Y.Map<unknown>();
  blocks.set(id, map);
  map.set(BLOCK_KEYS.attributes, new Y.Map<unknown>());
  map.set(BLOCK_KEYS.children, new Y.Array<string>());
  const shape = blockShape(doc, id);
  if (shape === undefined) throw new Error(`block ${id} was not written`);
  writeBlockContent(registry, shape, node);
  const children = node.innerBlocks.map((child) => addBlock(doc, registry, child));
  if (children.length > 0) shape.children.push(children);
  return id;
}

/** Marks blank text the stored content began or ended with, so readers keep it there. */
function markEdge(
  doc: Y.Doc,
  node: TreeBlock | undefined,
  id: string | undefined,
  edge: typeof BLOCK_KEYS.leading | typeof BLOCK_KEYS.trailing,
): void {
  if (node !== undefined && id !== undefined && isBlankFreeform(node)) {
    blocksMap(doc).get(id)?.set(edge, true);
  }
}

/**
 * Builds a record's document from its stored state: fields, then every block with its id (kept
 * from `clientId` where the tree has them, new otherwise), then the top-level order. The seeded
 * tree is recorded as the saved base with `version` (null: never saved). `registry` says which
 * attributes are rich text (held as Y.Text); a block whose type it lacks keeps its HTML and
 * comment attributes as they are.
 */
export function seedRecordDoc(
  doc: Y.Doc,
  record: RecordTree,
  version: SavedVersion,
  registry: BlockRegistry,
): void {
  doc.transact(() => {
    seedFields(fieldsMap(doc), record.fields);
    const ids = record.blocks.map((node) => addBlock(doc, registry, node));
    if (ids.length > 0) rootArray(doc).push(ids);
    markEdge(doc, record.blocks[0], ids[0], BLOCK_KEYS.leading);
    markEdge(doc, record.blocks[ids.length - 1], ids[ids.length - 1], BLOCK_KEYS.trailing);
  }, SEED_ORIGIN);
  markSaved(doc, version, registry);
}

/** The origin of the seeding transaction (no client's undo tracks it). */
export const SEED_ORIGIN = 'atelier-collab-seed';
