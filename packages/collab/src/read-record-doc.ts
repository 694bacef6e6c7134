import { type BlockRegistry, serialize } from '@atelier/blocks';
import type * as Y from 'yjs';
import { readBlockNode } from './block-markup';
import {
  BLOCK_KEYS,
  blockShape,
  blocksMap,
  type CollabBlock,
  fieldsMap,
  type RecordTree,
  rootArray,
} from './doc-layout';
import { readFields } from './record-fields';
import { defaultRegistry } from './rich-text-keys';

/**
 * Reads the block tree, repairing what concurrent edits can leave: an id listed twice (two
 * people moved one block) is shown at its first place in document order; an id whose map is
 * gone is skipped; an id in no list is not shown. Blocks that only list each other (two people
 * moved each into the other) are shown once, at the end of the top level, in id order.
 */
export function readBlocks(doc: Y.Doc, registry: BlockRegistry = defaultRegistry()): CollabBlock[] {
  const seen = new Set<string>();
  const readList = (ids: readonly string[]): CollabBlock[] => {
    const out: CollabBlock[] = [];
    for (const id of ids) {
      if (seen.has(id)) continue;
      const shape = blockShape(doc, id);
      if (shape === undefined) continue;
      seen.add(id);
      const innerBlocks = readList(shape.children.toArray());
      out.push(readBlockNode(registry, id, shape, innerBlocks));
    }
    return out;
  };
  const top = readList(rootArray(doc).toArray());
  const listed = new Set<string>();
  for (const map of blocksMap(doc).values()) {
    const children = map.get(BLOCK_KEYS.children) as Y.Array<string> | undefined;
    for (const id of children?.toArray() ?? []) listed.add(id);
  }
  const stranded = [...listed].filter((id) => !seen.has(id)).sort();
  for (const id of stranded) {
    if (!seen.has(id)) top.push(...readList([id]));
  }
  return top;
}

/** One block as the live document holds it now (its inner blocks as listed in its own map). */
export function readBlock(
  doc: Y.Doc,
  id: string,
  registry: BlockRegistry = defaultRegistry(),
  seen: Set<string> = new Set(),
): CollabBlock | undefined {
  const shape = blockShape(doc, id);
  if (shape === undefined || seen.has(id)) return undefined;
  seen.add(id);
  const innerBlocks = shape.children
    .toArray()
    .map((child) => readBlock(doc, child, registry, seen))
    .filter((child): child is CollabBlock => child !== undefined);
  return readBlockNode(registry, id, shape, innerBlocks);
}

/** The record held by the document: its fields and its block tree, each block with its id. */
export function readRecordDoc(
  doc: Y.Doc,
  registry: BlockRegistry = defaultRegistry(),
): RecordTree<CollabBlock> {
  return { fields: readFields(fieldsMap(doc)), blocks: readBlocks(doc, registry) };
}

/** The record's content as stored: the document's block tree serialised. */
export function recordContent(doc: Y.Doc, registry: BlockRegistry = defaultRegistry()): string {
  return serialize(readBlocks(doc, registry));
}
