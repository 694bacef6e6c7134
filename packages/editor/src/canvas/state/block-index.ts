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

function addBlocks(
  index: Map<string, IndexedBlock>,
  blocks: readonly EditorBlock[],
  parentId: string | null,
): void {
  blocks.forEach((block, position) => {
    // The first place wins, as a depth-first search finds it.
    if (!index.has(block.clientId)) index.set(block.clientId, { block, parentId, index: position });
    addBlocks(index, block.innerBlocks, block.clientId);
  });
}

/**
 * The blocks of a tree (inner blocks included) by client id, built once per tree array: trees are
 * immutable, so every look-up in the same tree after the first costs one map read instead of a
 * walk. A changed tree is a new array and gets its own index.
 */
export function blockIndex(blocks: readonly EditorBlock[]): BlockIndex {
  let index = indexes.get(blocks);
  if (index === undefined) {
    const built = new Map<string, IndexedBlock>();
    addBlocks(built, blocks, null);
    index = built;
    indexes.set(blocks, index);
  }
  return index;
}
