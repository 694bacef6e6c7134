import { type BlockRegistry, serialize } from '@atelier/blocks';
import * as Y from 'yjs';
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
import { spaceTopLevel } from './top-level-spacing';

function childIds(map: Y.Map<unknown>): string[] {
  const children = map.get(BLOCK_KEYS.children);
  return children instanceof Y.Array ? (children.toArray() as string[]) : [];
}

/**
 * Blocks left in lists no reader reaches, that are still to be shown: the ones listed by another
 * unreached block but not under a removed one (a removed block is listed nowhere; what it holds
 * went with it). These are blocks that list each other after two people moved each into the
 * other.
 */
function strandedIds(doc: Y.Doc, seen: ReadonlySet<string>): string[] {
  const blocks = blocksMap(doc);
  const listed = new Set<string>();
  for (const map of blocks.values()) for (const id of childIds(map)) listed.add(id);
  const hidden = new Set<string>();
  const hide = (id: string) => {
    if (hidden.has(id) || seen.has(id)) return;
    hidden.add(id);
    const map = blocks.get(id);
    if (map !== undefined) for (const child of childIds(map)) hide(child);
  };
  for (const id of blocks.keys()) if (!seen.has(id) && !listed.has(id)) hide(id);
  return [...listed].filter((id) => !seen.has(id) && !hidden.has(id)).sort();
}

/** The tree readers show (before top-level spacing) and the ids it holds. */
export function shownTree(
  doc: Y.Doc,
  registry: BlockRegistry,
): { blocks: CollabBlock[]; shown: Set<string> } {
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
  for (const id of strandedIds(doc, seen)) {
    if (!seen.has(id)) top.push(...readList([id]));
  }
  return { blocks: top, shown: seen };
}

/**
 * Reads the block tree, repairing what concurrent edits can leave: an id listed twice (two
 * people moved one block) is shown at its first place in document order; an id whose map is
 * gone is skipped; an id in no list is not shown, nor what it holds. Blocks that only list each
 * other (two people moved each into the other) are shown once, at the end of the top level, in
 * id order. Blocks that concurrent edits left side by side at the top level get a blank line
 * between them.
 */
export function readBlocks(doc: Y.Doc, registry: BlockRegistry): CollabBlock[] {
  const { blocks } = shownTree(doc, registry);
  return spaceTopLevel(
    blocks,
    (block, edge) => blockShape(doc, block.clientId)?.map.get(BLOCK_KEYS[edge]) === true,
  );
}

/** One block as the live document holds it now (its inner blocks as listed in its own map). */
export function readBlock(
  doc: Y.Doc,
  id: string,
  registry: BlockRegistry,
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
export function readRecordDoc(doc: Y.Doc, registry: BlockRegistry): RecordTree<CollabBlock> {
  return { fields: readFields(fieldsMap(doc)), blocks: readBlocks(doc, registry) };
}

/** The record's content as stored: the document's block tree serialised. */
export function recordContent(doc: Y.Doc, registry: BlockRegistry): string {
  return serialize(readBlocks(doc, registry));
}
