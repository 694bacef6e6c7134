import type { EditorBlock } from './editor-block';

/** A block of a tree and where it sits: its parent's client id (null at the top) and its index. */
export interface IndexedBlock {
  block: EditorBlock;
  parentId: string | null;
  index: number;
}

/** Every block of a tree by client id. */
export type BlockIndex = ReadonlyMap<string, IndexedBlock>;

const indexes = new WeakMap<readonly EditorBlock[], BlockIndex>();
/** Indexes of trees where some client id sits in more than one place. */
const repeated = new WeakSet<BlockIndex>();

/** Adds the blocks' entries; false when an id was already there (it is then kept). */
function addBlocks(
  index: Map<string, IndexedBlock>,
  blocks: readonly EditorBlock[],
  parentId: string | null,
): boolean {
  let unique = true;
  blocks.forEach((block, position) => {
    // The first place wins, as a depth-first search finds it.
    if (index.has(block.clientId)) unique = false;
    else index.set(block.clientId, { block, parentId, index: position });
    if (!addBlocks(index, block.innerBlocks, block.clientId)) unique = false;
  });
  return unique;
}

/**
 * The blocks of a tree (inner blocks included) by client id, built once per tree array: trees are
 * immutable, so every look-up in the same tree after the first costs one map read instead of a
 * walk. A changed tree is a new array and gets its own index (derived from the tree it was made
 * from when `carryBlockIndex` was told of it).
 */
export function blockIndex(blocks: readonly EditorBlock[]): BlockIndex {
  let index = indexes.get(blocks);
  if (index === undefined) {
    const built = new Map<string, IndexedBlock>();
    if (!addBlocks(built, blocks, null)) repeated.add(built);
    index = built;
    indexes.set(blocks, index);
  }
  return index;
}

/**
 * Writes into `index` (a copy of the index of the tree `before` belongs to) the entries of the
 * blocks of `after` that are new objects. False when that is not enough: a block took another
 * block's place, a child list changed length, or a changed block is not the first place of its
 * id (the entry is someone else's).
 */
function patchList(
  index: Map<string, IndexedBlock>,
  before: readonly EditorBlock[],
  after: readonly EditorBlock[],
  parentId: string | null,
): boolean {
  if (before === after) return true;
  if (before.length !== after.length) return false;
  for (let position = 0; position < after.length; position += 1) {
    const old = before[position];
    const now = after[position];
    if (old === now) continue;
    if (old === undefined || now === undefined || old.clientId !== now.clientId) return false;
    const entry = index.get(old.clientId);
    if (entry?.block !== old || entry.parentId !== parentId || entry.index !== position) {
      return false;
    }
    index.set(now.clientId, { block: now, parentId, index: position });
    if (!patchList(index, old.innerBlocks, now.innerBlocks, now.clientId)) return false;
  }
  return true;
}

/**
 * Tells the index that `after` was made from `previous` (a verb's result from its input tree).
 * When `previous` is indexed and every block of `after` sits where a block with its id sat (the
 * changed blocks replaced in place, as typing and attribute changes do), `after`'s index is a
 * copy of `previous`'s with the changed path written again instead of a walk of the whole tree.
 * Otherwise (blocks moved, inserted or removed) nothing is done: the index is built in full when
 * first asked for. Either way it equals the index a full build gives. True when it was derived.
 */
export function carryBlockIndex(
  previous: readonly EditorBlock[],
  after: readonly EditorBlock[],
): boolean {
  if (previous === after || indexes.has(after)) return false;
  const known = indexes.get(previous);
  if (known === undefined) return false;
  const derived = new Map(known);
  if (!patchList(derived, previous, after, null)) return false;
  // The same ids in the same places: repeated ones are repeated still.
  if (repeated.has(known)) repeated.add(derived);
  indexes.set(after, derived);
  return true;
}

/**
 * Where the block is: its index in the top-level list, then in each inner list down to it. Null
 * when the tree does not hold it, or holds its id in more than one place.
 */
export function blockPath(blocks: readonly EditorBlock[], clientId: string): number[] | null {
  const index = blockIndex(blocks);
  if (repeated.has(index)) return null;
  const path: number[] = [];
  let entry = index.get(clientId);
  while (entry !== undefined) {
    path.unshift(entry.index);
    entry = entry.parentId === null ? undefined : index.get(entry.parentId);
  }
  return path.length === 0 ? null : path;
}
