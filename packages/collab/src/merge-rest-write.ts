import type { BlockRegistry } from '@atelier/blocks';
import type * as Y from 'yjs';
import { applyLocalTree, type RecordChange } from './apply-local-tree';
import { defaultRegistry } from './rich-text-keys';
import { savedBase } from './saved-base';

/**
 * Merges a write made outside the session (a REST update) into the live document: the changes
 * from the document's last saved tree to the incoming record are applied to the live state, so
 * collaborators' unsaved edits elsewhere stay. Blocks are matched by id where the incoming tree
 * carries ids the document knows, else by position and name (children by longest common
 * subsequence). The caller records the save afterwards with `markSaved`.
 */
export function mergeRestWrite(
  doc: Y.Doc,
  incoming: RecordChange,
  origin: unknown,
  registry: BlockRegistry = defaultRegistry(),
): void {
  applyLocalTree(doc, incoming, origin, savedBase(doc), registry);
}
