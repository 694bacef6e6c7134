import type { BlockRegistry } from '@atelier/blocks';
import type * as Y from 'yjs';
import type { RecordChange } from './apply-local-tree';
import { markConflict } from './conflict-marks';
import { contentEdges, sameEdges, setContentEdges } from './content-edges';
import { fieldsMap } from './doc-layout';
import { reconcileTree } from './reconcile-tree';
import { mergeFields } from './record-fields';
import { savedBase } from './saved-base';

/**
 * Merges a write made outside the session (a REST update) into the live document: the changes
 * from the document's last saved tree to the incoming record are applied to the live state, so
 * collaborators' unsaved edits elsewhere stay. Blocks are matched by id where the incoming tree
 * carries ids the document knows, else by position and name (children by longest common
 * subsequence). Where an incoming rich-text change overlapped a live one (the live change kept,
 * the incoming insertion after it), the block and attribute are marked in `meta` as a conflict
 * (`conflictMarks`) for the editor to show. The caller records the save afterwards with
 * `markSaved`.
 */
export function mergeRestWrite(
  doc: Y.Doc,
  incoming: RecordChange,
  origin: unknown,
  registry: BlockRegistry,
  now: () => number = Date.now,
): void {
  const base = savedBase(doc);
  doc.transact(() => {
    if (incoming.fields !== undefined) mergeFields(fieldsMap(doc), base.fields, incoming.fields);
    if (incoming.blocks !== undefined) {
      reconcileTree(doc, registry, base.blocks, incoming.blocks, {
        onTextOverlap: (id, attribute) => markConflict(doc, id, attribute, now()),
      });
      // A write that changed how the content begins or ends (a blank line) changes it here too.
      const edges = contentEdges(incoming.blocks);
      if (!sameEdges(edges, contentEdges(base.blocks))) setContentEdges(doc, registry, edges);
    }
  }, origin);
}
