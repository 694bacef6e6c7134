import { type BlockNode, pairBlockTrees } from '@atelier/blocks';
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

/** The store's tree before the first sync (`before`) and its blocks' ids in the document. */
export function earlierTree(
  before: readonly BlockNode[],
  inDocument: readonly BlockNode[],
): EarlierTree {
  const ids = new Map<BlockNode, string>();
  pairBlockTrees(before, inDocument, (old, fresh) => {
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
 * of `earlier` it pairs with (by place and name); a block that pairs with none keeps the id it
 * has (the document's, when the record came with its blocks' ids: a block the step replaced
 * comes back under its own id, so a selection of it finds it again), else gets an id of its own,
 * the same each time, so the document takes it as a new block and later knows it.
 */
export function withDocumentIds(
  blocks: readonly BlockNode[],
  earlier: EarlierTree,
): readonly BlockNode[] {
  const ids = new Map<BlockNode, string>();
  pairBlockTrees(blocks, earlier.tree, (old, fresh) => {
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
            clientId: ids.get(block) ?? idOf(block) ?? unknownId(block),
          },
    );
  return rename(blocks);
}
