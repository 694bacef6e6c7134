import type { BlockNode } from '@atelier/blocks';
import { isBlank } from './doc-tree';

/**
 * Steps made before a record's first sync hold trees whose blocks the document does not know by
 * id (the store's own ids, or none): to write such a step into the document, each of its blocks
 * is given the id of the block it became there. `tree` is the store's tree at the sync (what the
 * person had made), `ids` the document's id of each of its blocks.
 */
export interface EarlierTree {
  tree: readonly BlockNode[];
  ids: ReadonlyMap<BlockNode, string>;
}

export const NO_EARLIER_TREE: EarlierTree = { tree: [], ids: new Map() };

function idOf(block: BlockNode): string | undefined {
  const id = (block as BlockNode & { clientId?: unknown }).clientId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Pairs the blocks of two versions of a tree: the same place and name make the same block (blank
 * lines left out); lists of another length pair their common start and end; a pair of different
 * names is not followed inside.
 */
function pairLists(
  previous: readonly BlockNode[],
  next: readonly BlockNode[],
  onPair: (old: BlockNode, fresh: BlockNode) => void,
): void {
  const before = previous.filter((block) => !isBlank(block));
  const after = next.filter((block) => !isBlank(block));
  const pairAt = (i: number, j: number): boolean => {
    const old = before[i];
    const fresh = after[j];
    if (old === undefined || fresh === undefined || old.name !== fresh.name) return false;
    onPair(old, fresh);
    pairLists(old.innerBlocks, fresh.innerBlocks, onPair);
    return true;
  };
  if (before.length === after.length) {
    for (let index = 0; index < before.length; index += 1) pairAt(index, index);
    return;
  }
  let head = 0;
  while (pairAt(head, head)) head += 1;
  const room = Math.min(before.length, after.length) - head;
  for (let back = 1; back <= room; back += 1) {
    if (!pairAt(before.length - back, after.length - back)) break;
  }
}

/** The store's tree before the first sync (`before`) and its blocks' ids in the document. */
export function earlierTree(
  before: readonly BlockNode[],
  inDocument: readonly BlockNode[],
): EarlierTree {
  const ids = new Map<BlockNode, string>();
  pairLists(before, inDocument, (old, fresh) => {
    const id = idOf(fresh);
    if (id !== undefined) ids.set(old, id);
  });
  return { tree: before, ids };
}

/** Ids for blocks the document never had (removed before the sync), the same for one block. */
const unknownIds = new WeakMap<BlockNode, string>();
let unknownCount = 0;

function unknownId(block: BlockNode): string {
  let id = unknownIds.get(block);
  if (id === undefined) {
    unknownCount += 1;
    id = `before-sync-${unknownCount}`;
    unknownIds.set(block, id);
  }
  return id;
}

/**
 * A tree of a step made before the first sync, each block with the document's id of the block
 * of `earlier` it pairs with (by place and name); a block that pairs with none gets an id of its
 * own, the same each time, so the document takes it as a new block and later knows it.
 */
export function withDocumentIds(
  blocks: readonly BlockNode[],
  earlier: EarlierTree,
): readonly BlockNode[] {
  const ids = new Map<BlockNode, string>();
  pairLists(blocks, earlier.tree, (old, fresh) => {
    const id = earlier.ids.get(fresh);
    if (id !== undefined) ids.set(old, id);
  });
  const rename = (list: readonly BlockNode[]): BlockNode[] =>
    list.map((block) =>
      isBlank(block)
        ? block
        : {
            ...block,
            innerBlocks: rename(block.innerBlocks),
            clientId: ids.get(block) ?? unknownId(block),
          },
    );
  return rename(blocks);
}
