import type { BlockRegistry } from '@atelier/blocks';
import type * as Y from 'yjs';
import { blocksMap } from './doc-layout';
import { shownTree } from './read-record-doc';

/** Blocks the document holds but does not show (removed, or left behind by concurrent moves). */
export function unreachableBlockIds(doc: Y.Doc, registry: BlockRegistry): string[] {
  const { shown } = shownTree(doc, registry);
  return [...blocksMap(doc).keys()].filter((id) => !shown.has(id)).sort();
}

/**
 * Deletes the maps of blocks no list shows. For compaction, when no client is connected: a
 * client offline with an undo step that puts such a block back would find it gone.
 */
export function pruneUnreachableBlocks(
  doc: Y.Doc,
  origin: unknown,
  registry: BlockRegistry,
): string[] {
  const ids = unreachableBlockIds(doc, registry);
  if (ids.length === 0) return ids;
  doc.transact(() => {
    const blocks = blocksMap(doc);
    for (const id of ids) blocks.delete(id);
  }, origin);
  return ids;
}
