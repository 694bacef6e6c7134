import type { BlockRegistry } from '@atelier/blocks';
import type * as Y from 'yjs';
import { type ContentEdges, setContentEdges } from './content-edges';
import type { CollabBlock, RecordFields, TreeBlock } from './doc-layout';
import { fieldsMap } from './doc-layout';
import { readRecordDoc } from './read-record-doc';
import { reconcileTree } from './reconcile-tree';
import { mergeFields } from './record-fields';
import type { KnownAttributes } from './rich-text-keys';

/** A change of a record: new fields (those left out are unchanged) and/or a new block tree. */
export interface RecordChange {
  fields?: RecordFields;
  blocks?: readonly TreeBlock[];
  /**
   * The attributes of blocks of either tree known without reading their HTML (the editor keeps
   * those typing wrote): a keystroke's rich text then goes into its Y.Text with no parse.
   */
  known?: KnownAttributes;
  /**
   * How the content begins and ends, when the change replaced it whole (markup): the document's
   * blank lines at its edges follow (`setContentEdges`).
   */
  edges?: ContentEdges;
}

/** The tree a change was made from (the editor's previous state), for a three-way apply. */
export interface RecordBase {
  fields: RecordFields;
  blocks: readonly CollabBlock[];
}

/**
 * Turns a client's new tree into the smallest Y operations, in one transaction with `origin`:
 * text changes as text diffs, attributes per key, blocks inserted, removed and moved by id.
 * `previous` is the tree the client edited from (what it last read from the document): changes
 * are taken from it, so remote edits the client has not seen yet are never undone. Without it,
 * the document's current tree is the base.
 */
export function applyLocalTree(
  doc: Y.Doc,
  next: RecordChange,
  origin: unknown,
  previous: RecordBase | undefined,
  registry: BlockRegistry,
): void {
  const base = previous ?? readRecordDoc(doc, registry);
  doc.transact(() => {
    if (next.fields !== undefined) mergeFields(fieldsMap(doc), base.fields, next.fields);
    if (next.blocks !== undefined) {
      reconcileTree(doc, registry, base.blocks, next.blocks, { known: next.known });
    }
    if (next.edges !== undefined) setContentEdges(doc, registry, next.edges);
  }, origin);
}
