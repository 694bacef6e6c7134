import { DOC_ROOTS } from '@atelier/collab';
import * as Y from 'yjs';

/** What a document transaction changed, as far as the editor's copy of the record is concerned. */
export interface DocChanges {
  /** The record's fields (title, styles…). */
  fields: boolean;
  /** The saved version or base (someone saved). */
  meta: boolean;
  /** The shape of the tree: blocks added or removed, a list reordered, the top level. */
  structure: boolean;
  /** Blocks whose own values changed (name, attributes, rich text, markup). */
  blocks: Set<string>;
}

type SomeType = Y.AbstractType<Y.YEvent<Y.AbstractType<unknown>>>;

/** The top-level type a changed type belongs to and, inside `blocks`, the block's id. */
function ownerOf(type: SomeType, blocks: unknown): { top: unknown; block: string | null } {
  let current = type;
  let block: string | null = null;
  while (current._item !== null) {
    const parent: unknown = current._item.parent;
    if (!(parent instanceof Y.AbstractType)) break;
    if (parent === blocks) block = current._item.parentSub;
    current = parent;
  }
  return { top: current, block };
}

/**
 * Sorts out what a transaction changed: Yjs names each type it changed; a type inside a block
 * names the block (a children list names the structure), the fields and meta maps name
 * themselves. The editor re-reads only the blocks named when the structure did not change.
 */
export function docChanges(doc: Y.Doc, transaction: Y.Transaction): DocChanges {
  const roots = {
    fields: doc.getMap(DOC_ROOTS.fields),
    blocks: doc.getMap(DOC_ROOTS.blocks),
    root: doc.getArray(DOC_ROOTS.root),
    meta: doc.getMap(DOC_ROOTS.meta),
  };
  const changes: DocChanges = { fields: false, meta: false, structure: false, blocks: new Set() };
  for (const type of transaction.changed.keys()) {
    const { top, block } = ownerOf(type, roots.blocks);
    const changed: unknown = type;
    if (top === roots.fields) changes.fields = true;
    else if (top === roots.meta) changes.meta = true;
    else if (changed === roots.blocks || changed === roots.root || type instanceof Y.Array) {
      changes.structure = true;
    } else if (top === roots.blocks && block !== null) changes.blocks.add(block);
  }
  return changes;
}
