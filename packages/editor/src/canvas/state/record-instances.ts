import { type RecordRef, recordKey } from '../../data/entities/store-state';
import type { BlockSelection, SelectionPoint } from './block-editor-state';
import type { EditorBlock } from './editor-block';

/**
 * A record whose blocks one block of the canvas shows in place, and which showing it is: the same
 * menu in the header and the footer is one record shown twice. Each showing (`instance`, the
 * client id of the block showing it) gives the record's blocks client ids of their own, so
 * selecting an item in one never selects it in the other; an edit in either is an edit of the one
 * record, which both then show.
 */
export interface ShownRecord extends RecordRef {
  readonly instance: string;
}

/** The record as shown by one block (its items get client ids of their own there). */
export function shownIn(ref: RecordRef, instance: string): ShownRecord {
  return { kind: ref.kind, name: ref.name, id: ref.id, instance };
}

/** Which showing of its record a ref names, or null for the record itself. */
export function instanceOf(ref: RecordRef): string | null {
  return 'instance' in ref && typeof ref.instance === 'string' ? ref.instance : null;
}

/** The record alone, whichever showing of it the ref names (what the entity store is given). */
export function recordOf(ref: RecordRef): RecordRef {
  return instanceOf(ref) === null ? ref : { kind: ref.kind, name: ref.name, id: ref.id };
}

/** One key per record and showing (`recordKey` for the record itself). */
export function ownerKey(ref: RecordRef): string {
  const instance = instanceOf(ref);
  return instance === null ? recordKey(ref) : `${recordKey(ref)}@${instance}`;
}

/** A block's client id in one showing of its record. */
export function idIn(clientId: string, instance: string): string {
  return `${clientId}@${instance}`;
}

/** The client id in the record itself of a block of one showing (new blocks keep theirs). */
export function idOutside(clientId: string, instance: string): string {
  const suffix = `@${instance}`;
  return clientId.endsWith(suffix) ? clientId.slice(0, -suffix.length) : clientId;
}

/**
 * Trees of records as one showing of them has them (`treeIn`) and back (`treeOutside`), cached
 * so an unchanged block is the same object in a showing for as long as it is unchanged in the
 * record (block views are memoised by object, and hooks need the same array while unchanged).
 */
export interface RecordInstances {
  /** The record's tree with the client ids of a showing (the same array for the same tree). */
  treeIn(tree: readonly EditorBlock[], instance: string): readonly EditorBlock[];
  /**
   * A showing's tree as the record stores it: its ids back to the record's; blocks new to the
   * showing (made by a verb: inserted, pasted, duplicated) keep theirs.
   */
  treeOutside(tree: readonly EditorBlock[], instance: string): EditorBlock[];
}

/** Caches of the trees of shown records, one per canvas. */
export function createRecordInstances(): RecordInstances {
  const inside = new WeakMap<EditorBlock, Map<string, EditorBlock>>();
  const outside = new WeakMap<EditorBlock, EditorBlock>();
  const trees = new WeakMap<readonly EditorBlock[], Map<string, readonly EditorBlock[]>>();

  const blockIn = (block: EditorBlock, instance: string): EditorBlock => {
    const byInstance = inside.get(block) ?? new Map<string, EditorBlock>();
    inside.set(block, byInstance);
    const known = byInstance.get(instance);
    if (known !== undefined) return known;
    const shown: EditorBlock = {
      ...block,
      clientId: idIn(block.clientId, instance),
      innerBlocks: block.innerBlocks.map((child) => blockIn(child, instance)),
    };
    byInstance.set(instance, shown);
    outside.set(shown, block);
    return shown;
  };

  const blockOutside = (block: EditorBlock, instance: string): EditorBlock => {
    const known = outside.get(block);
    if (known !== undefined) return known;
    const stored: EditorBlock = {
      ...block,
      clientId: idOutside(block.clientId, instance),
      innerBlocks: block.innerBlocks.map((child) => blockOutside(child, instance)),
    };
    outside.set(block, stored);
    return stored;
  };

  return {
    treeIn(tree, instance) {
      const byInstance = trees.get(tree) ?? new Map<string, readonly EditorBlock[]>();
      trees.set(tree, byInstance);
      const known = byInstance.get(instance);
      if (known !== undefined) return known;
      const shown = tree.map((block) => blockIn(block, instance));
      byInstance.set(instance, shown);
      return shown;
    },
    treeOutside(tree, instance) {
      return tree.map((block) => blockOutside(block, instance));
    },
  };
}

function pointIn(point: SelectionPoint, instance: string): SelectionPoint {
  const clientId = idIn(idOutside(point.clientId, instance), instance);
  return clientId === point.clientId ? point : { ...point, clientId };
}

/**
 * A selection a verb made in a showing, with the ids of that showing: a block the verb made (its
 * id new to the record) is selected by the id it gets there.
 */
export function selectionIn(
  selection: BlockSelection | null,
  instance: string,
): BlockSelection | null {
  if (selection === null) return null;
  const anchor = pointIn(selection.anchor, instance);
  const focus = pointIn(selection.focus, instance);
  return anchor === selection.anchor && focus === selection.focus ? selection : { anchor, focus };
}
