import type { EditorBlock } from './editor-block';

/** A block of a tree and where it sits: its parent's client id (null at the top) and its index. */
export interface IndexedBlock {
  block: EditorBlock;
  parentId: string | null;
  index: number;
}

/** Every block of a tree by client id. */
export interface BlockIndex {
  get(clientId: string): IndexedBlock | undefined;
  has(clientId: string): boolean;
}

/** How many carried indexes may lie over a full one before the next is built in full. */
const MAX_LAYERS = 16;

/**
 * A carried index: the entries of the blocks that changed, over the index of the tree they came
 * from (the same ids in the same places, so no entry is ever removed). A look-up reads the
 * changed entries, then the layers below; every `MAX_LAYERS` trees the index is built in full,
 * so a look-up reads at most that many maps and old trees are not kept alive by a long chain.
 */
class LayeredIndex implements BlockIndex {
  constructor(
    private readonly changed: ReadonlyMap<string, IndexedBlock>,
    private readonly below: BlockIndex,
    readonly layers: number,
  ) {}

  get(clientId: string): IndexedBlock | undefined {
    return this.changed.get(clientId) ?? this.below.get(clientId);
  }

  has(clientId: string): boolean {
    return this.changed.has(clientId) || this.below.has(clientId);
  }
}

function layersOf(index: BlockIndex): number {
  return index instanceof LayeredIndex ? index.layers : 0;
}

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
    indexes.set(blocks, built);
  }
  return index;
}

/**
 * Writes into `changed` the entries of the blocks of `after` that are new objects, `known` being
 * the index of the tree `before` belongs to. False when that is not enough: a block took another
 * block's place, a child list changed length, or a changed block is not the first place of its
 * id (the entry is someone else's).
 */
function patchList(
  changed: Map<string, IndexedBlock>,
  known: BlockIndex,
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
    const entry = known.get(old.clientId);
    if (entry?.block !== old || entry.parentId !== parentId || entry.index !== position) {
      return false;
    }
    changed.set(now.clientId, { block: now, parentId, index: position });
    if (!patchList(changed, known, old.innerBlocks, now.innerBlocks, now.clientId)) return false;
  }
  return true;
}

/**
 * Tells the index that `after` was made from `previous` (a verb's result from its input tree).
 * When `previous` is indexed and every block of `after` sits where a block with its id sat (the
 * changed blocks replaced in place, as typing and attribute changes do), `after`'s index is the
 * changed path's entries over `previous`'s index (`LayeredIndex`) instead of a walk of the whole
 * tree (or a copy of its map, which costs about as much).
 * Otherwise (blocks moved, inserted or removed) nothing is done: the index is built in full when
 * first asked for. Either way it equals the index a full build gives. True when it was derived.
 */
export function carryBlockIndex(
  previous: readonly EditorBlock[],
  after: readonly EditorBlock[],
): boolean {
  if (previous === after || indexes.has(after)) return false;
  const known = indexes.get(previous);
  if (known === undefined || layersOf(known) >= MAX_LAYERS) return false;
  const changed = new Map<string, IndexedBlock>();
  if (!patchList(changed, known, previous, after, null)) return false;
  const derived = new LayeredIndex(changed, known, layersOf(known) + 1);
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
