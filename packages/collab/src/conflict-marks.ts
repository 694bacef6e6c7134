import * as Y from 'yjs';
import { blocksMap, metaMap } from './doc-layout';

/** The key of the `meta` map's Y.Map of conflict marks (block id → mark). */
export const CONFLICTS_KEY = 'conflicts';

/** The origin of the transaction that dismisses a mark (no client's undo tracks `meta`). */
export const CONFLICT_ORIGIN = 'atelier-collab-conflict';

/**
 * A block whose rich text took an incoming write on top of a live change it overlapped: the
 * live change was kept and the incoming insertion follows it, so someone should read it again.
 */
export interface ConflictMark {
  /** The rich-text attribute (a paragraph's `content`, a button's `text`). */
  attribute: string;
  /** When it was marked, in milliseconds since the epoch. */
  at: number;
}

function isMark(value: unknown): value is ConflictMark {
  if (typeof value !== 'object' || value === null) return false;
  const mark = value as Record<string, unknown>;
  return typeof mark.attribute === 'string' && typeof mark.at === 'number';
}

function conflictsMap(doc: Y.Doc): Y.Map<unknown> | undefined {
  const map = metaMap(doc).get(CONFLICTS_KEY);
  return map instanceof Y.Map ? map : undefined;
}

/** The conflict marks of a document, by block id (marks of blocks no longer there are left out). */
export function conflictMarks(doc: Y.Doc): Map<string, ConflictMark> {
  const marks = new Map<string, ConflictMark>();
  const map = conflictsMap(doc);
  if (map === undefined) return marks;
  const blocks = blocksMap(doc);
  for (const [id, value] of map.entries()) {
    if (isMark(value) && blocks.has(id))
      marks.set(id, { attribute: value.attribute, at: value.at });
  }
  return marks;
}

/** Marks a block's rich text as changed by two people at once. Call inside a transaction. */
export function markConflict(doc: Y.Doc, blockId: string, attribute: string, at: number): void {
  const meta = metaMap(doc);
  let map = conflictsMap(doc);
  if (map === undefined) {
    map = new Y.Map<unknown>();
    meta.set(CONFLICTS_KEY, map);
  }
  map.set(blockId, { attribute, at });
}

/** Removes the marks of these blocks (dismissed, or edited since), for everyone in the document. */
export function clearConflicts(
  doc: Y.Doc,
  blockIds: Iterable<string>,
  origin: unknown = CONFLICT_ORIGIN,
): void {
  const map = conflictsMap(doc);
  if (map === undefined) return;
  const marked = [...blockIds].filter((id) => map.has(id));
  if (marked.length === 0) return;
  doc.transact(() => {
    for (const id of marked) map.delete(id);
  }, origin);
}

/** The id of the block whose map holds a shared type (the block's own map or a type inside it). */
function owningBlock(type: { _item: Y.Item | null }, blocks: unknown): string | undefined {
  let item = type._item;
  while (item !== null) {
    const parent = item.parent;
    if (parent === blocks) return item.parentSub ?? undefined;
    item = parent instanceof Y.AbstractType ? parent._item : null;
  }
  return undefined;
}

/** The blocks whose own content (name, attributes, rich text, inner list) a transaction changed. */
export function blocksChangedBy(transaction: Y.Transaction, doc: Y.Doc): Set<string> {
  const blocks: unknown = blocksMap(doc);
  const ids = new Set<string>();
  for (const type of transaction.changed.keys()) {
    if (type === blocks) continue;
    const id = owningBlock(type, blocks);
    if (id !== undefined) ids.add(id);
  }
  return ids;
}

/**
 * Removes a block's mark as soon as this replica's person edits that block (a transaction made
 * here, not one received from elsewhere): they have looked at it. Returns the unsubscribe.
 */
export function clearConflictsOnLocalEdit(doc: Y.Doc): () => void {
  const onTransaction = (transaction: Y.Transaction) => {
    if (!transaction.local || transaction.origin === CONFLICT_ORIGIN) return;
    const map = conflictsMap(doc);
    if (map === undefined || map.size === 0) return;
    const edited = [...blocksChangedBy(transaction, doc)].filter((id) => map.has(id));
    if (edited.length > 0) clearConflicts(doc, edited);
  };
  doc.on('afterTransaction', onTransaction);
  return () => doc.off('afterTransaction', onTransaction);
}
