import type { BlockNode } from '@atelier/blocks';
import type { CollabBlock } from '@atelier/collab';
import { deepEqual } from '../deep-equal';

/** A block that carries its id (every block the editor or a document made does). */
type IdBlock = BlockNode & { clientId?: unknown };

function idOf(block: BlockNode): string | undefined {
  const id = (block as IdBlock).clientId;
  return typeof id === 'string' ? id : undefined;
}

/** Free-form text made only of white space: the blank lines between top-level blocks. */
export function isBlank(node: BlockNode): boolean {
  return node.name === null && node.innerHTML.trim() === '';
}

/**
 * A tree as the document's writer takes it: the top-level blank lines left out (readers space
 * the top level themselves) and every block with its id. A block without one (content typed in
 * the code editor) is matched by place and name, so it is kept as a `TreeBlock`.
 */
export function documentTree(blocks: readonly BlockNode[]): CollabBlock[] {
  return blocks.filter((block) => !isBlank(block)) as CollabBlock[];
}

function indexById(blocks: readonly BlockNode[], into: Map<string, BlockNode>): void {
  for (const block of blocks) {
    const id = idOf(block);
    if (id !== undefined) into.set(id, block);
    indexById(block.innerBlocks, into);
  }
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

function reuse(block: CollabBlock, known: Map<string, BlockNode>): CollabBlock {
  const innerBlocks = block.innerBlocks.map((child) => reuse(child, known));
  const old = known.get(block.clientId) as CollabBlock | undefined;
  if (
    old !== undefined &&
    old.name === block.name &&
    old.innerHTML === block.innerHTML &&
    sameList(old.innerBlocks, innerBlocks) &&
    sameList(old.innerContent, block.innerContent) &&
    deepEqual(old.attributes, block.attributes)
  ) {
    return old;
  }
  return { ...block, innerBlocks };
}

function findById(blocks: readonly BlockNode[], id: string): BlockNode | undefined {
  for (const block of blocks) {
    if (idOf(block) === id) return block;
    const inner = findById(block.innerBlocks, id);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/**
 * A block read from a document with the objects of `previous`'s unchanged blocks kept: the block
 * itself and its inner blocks, looked for in the block `previous` has with its id (the tree's
 * shape did not change; the rest of the tree is not indexed).
 */
export function reuseBlock(previous: readonly BlockNode[], block: CollabBlock): CollabBlock {
  const known = new Map<string, BlockNode>();
  const old = findById(previous, block.clientId);
  if (old !== undefined) indexById([old], known);
  return reuse(block, known);
}

/**
 * The tree read from a document with the objects of `previous` kept wherever a block is
 * unchanged (same id, name, attributes, markup and inner blocks), so the canvas re-renders only
 * the blocks a change touched. Answers `previous` itself when nothing changed, blank lines
 * between top-level blocks included (so the tree serialises as the document's content).
 */
export function keepUnchanged(
  previous: readonly BlockNode[],
  next: readonly CollabBlock[],
): readonly BlockNode[] {
  const known = new Map<string, BlockNode>();
  indexById(previous, known);
  const blocks = next.map((block) => reuse(block, known));
  const same =
    previous.length === blocks.length &&
    blocks.every((block, index) => {
      const old = previous[index];
      if (block === old) return true;
      return (
        old !== undefined && isBlank(block) && isBlank(old) && block.innerHTML === old.innerHTML
      );
    });
  return same ? previous : blocks;
}

/**
 * The tree with the blocks named in `fresh` replaced (their ancestors copied, everything else the
 * same objects), or null when one of them is not in the tree.
 */
export function replaceBlocks(
  tree: readonly BlockNode[],
  fresh: ReadonlyMap<string, CollabBlock>,
): readonly BlockNode[] | null {
  let found = 0;
  const walk = (blocks: readonly BlockNode[]): readonly BlockNode[] => {
    let changed = false;
    const out = blocks.map((block) => {
      const id = idOf(block);
      const replacement = id === undefined ? undefined : fresh.get(id);
      if (replacement !== undefined) {
        found += 1;
        changed = true;
        return replacement;
      }
      if (block.innerBlocks.length === 0) return block;
      const inner = walk(block.innerBlocks);
      if (inner === block.innerBlocks) return block;
      changed = true;
      return { ...block, innerBlocks: inner as BlockNode[] };
    });
    return changed ? out : blocks;
  };
  const next = walk(tree);
  return found === fresh.size ? next : null;
}
