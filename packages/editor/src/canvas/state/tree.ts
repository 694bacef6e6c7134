import { type BlockRegistry, replaceInnerBlocks } from '@atelier/blocks';
import { blockIndex, blockPath } from './block-index';
import { type EditorBlock, keepClientId } from './editor-block';

/** Where a block sits: its parent's client id (null at the top) and its index there. */
export interface BlockLocation {
  parentId: string | null;
  index: number;
}

/** The block with this client id, anywhere in the tree (a map look-up: `blockIndex`). */
export function findBlock(
  blocks: readonly EditorBlock[],
  clientId: string,
): EditorBlock | undefined {
  return blockIndex(blocks).get(clientId)?.block;
}

/** Where the block sits, or null when it is not in the tree. */
export function findLocation(
  blocks: readonly EditorBlock[],
  clientId: string,
): BlockLocation | null {
  const found = blockIndex(blocks).get(clientId);
  return found === undefined ? null : { parentId: found.parentId, index: found.index };
}

/** The children of a parent (the top-level blocks for null); empty when it does not exist. */
export function childrenOf(
  blocks: readonly EditorBlock[],
  parentId: string | null,
): readonly EditorBlock[] {
  if (parentId === null) return blocks;
  return findBlock(blocks, parentId)?.innerBlocks ?? [];
}

/** Client ids from the top of the tree down to the block's parent. */
export function ancestorIds(blocks: readonly EditorBlock[], clientId: string): string[] {
  const path: string[] = [];
  let location = findLocation(blocks, clientId);
  while (location !== null && location.parentId !== null) {
    path.unshift(location.parentId);
    location = findLocation(blocks, location.parentId);
  }
  return path;
}

/** Every block in document order (parents before their children). */
export function flattenBlocks(blocks: readonly EditorBlock[]): EditorBlock[] {
  return blocks.flatMap((block) => [block, ...flattenBlocks(block.innerBlocks)]);
}

/** Whether `clientId` is `ancestorId` or inside it. */
export function isInside(
  blocks: readonly EditorBlock[],
  clientId: string,
  ancestorId: string,
): boolean {
  return clientId === ancestorId || ancestorIds(blocks, clientId).includes(ancestorId);
}

/** The list with the block at `path` (indexes from this list down) replaced by `next`. */
function replaceAt(
  blocks: readonly EditorBlock[],
  path: readonly number[],
  depth: number,
  next: EditorBlock,
): EditorBlock[] {
  const at = path[depth] ?? 0;
  const result = [...blocks];
  const current = blocks[at];
  if (depth === path.length - 1 || current === undefined) result[at] = next;
  else
    result[at] = { ...current, innerBlocks: replaceAt(current.innerBlocks, path, depth + 1, next) };
  return result;
}

/** Every block with this id replaced, wherever it is (a walk of the whole tree). */
function replaceEverywhere(
  blocks: readonly EditorBlock[],
  clientId: string,
  next: EditorBlock,
): readonly EditorBlock[] {
  let changed = false;
  const result = blocks.map((block) => {
    if (block.clientId === clientId) {
      changed = true;
      return next;
    }
    const inner = replaceEverywhere(block.innerBlocks, clientId, next);
    if (inner === block.innerBlocks) return block;
    changed = true;
    return { ...block, innerBlocks: [...inner] };
  });
  return changed ? result : blocks;
}

/**
 * Replaces one block by another node with the same number of inner blocks; ancestors are copied
 * with their new child (their own HTML does not change, so it is not written again). The lists
 * on the way to the block are copied, found by the tree's index, not by a walk of every block
 * (a keystroke's tree); a tree holding the id in several places has each of them replaced.
 */
export function replaceBlock(
  blocks: readonly EditorBlock[],
  clientId: string,
  next: EditorBlock,
): readonly EditorBlock[] {
  const path = blockPath(blocks, clientId);
  if (path !== null) return replaceAt(blocks, path, 0, next);
  return blockIndex(blocks).has(clientId) ? replaceEverywhere(blocks, clientId, next) : blocks;
}

/**
 * Gives a parent (null for the top level) a new list of children. The parent's HTML is written
 * again around them (`replaceInnerBlocks`), so saved markup keeps one slot per inner block.
 */
export function setChildren(
  registry: BlockRegistry,
  blocks: readonly EditorBlock[],
  parentId: string | null,
  children: readonly EditorBlock[],
): readonly EditorBlock[] {
  if (parentId === null) return children;
  const parent = findBlock(blocks, parentId);
  if (parent === undefined) return blocks;
  const saved = replaceInnerBlocks(registry, parent, children);
  return replaceBlock(blocks, parentId, keepClientId(saved, parentId, [...children]));
}

/** The tree without the given blocks (wherever they are); parents are written again. */
export function withoutBlocks(
  registry: BlockRegistry,
  blocks: readonly EditorBlock[],
  clientIds: ReadonlySet<string>,
): readonly EditorBlock[] {
  const parents = new Set<string | null>();
  for (const clientId of clientIds) {
    const location = findLocation(blocks, clientId);
    if (location !== null) parents.add(location.parentId);
  }
  let result = blocks;
  for (const parentId of parents) {
    const kept = childrenOf(result, parentId).filter((block) => !clientIds.has(block.clientId));
    result = setChildren(registry, result, parentId, kept);
  }
  return result;
}

/** The tree with blocks inserted into a parent at an index (clamped to the children's range). */
export function withInserted(
  registry: BlockRegistry,
  blocks: readonly EditorBlock[],
  parentId: string | null,
  index: number,
  inserted: readonly EditorBlock[],
): readonly EditorBlock[] {
  const children = childrenOf(blocks, parentId);
  const at = Math.max(0, Math.min(index, children.length));
  return setChildren(registry, blocks, parentId, [
    ...children.slice(0, at),
    ...inserted,
    ...children.slice(at),
  ]);
}
