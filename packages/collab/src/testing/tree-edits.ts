import { type BlockAttributes, type BlockNode, updateBlockAttributes } from '@atelier/blocks';
import type * as Y from 'yjs';
import { applyLocalTree } from '../apply-local-tree';
import { fullCoreRegistry } from '../core-registry';
import type { CollabBlock } from '../doc-layout';
import { readRecordDoc } from '../read-record-doc';

/** The block with `id` in a tree, depth first. */
export function findBlock(blocks: readonly CollabBlock[], id: string): CollabBlock | undefined {
  for (const block of blocks) {
    if (block.clientId === id) return block;
    const inner = findBlock(block.innerBlocks, id);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** The id of the first block whose own HTML contains `text`. */
export function idOf(doc: Y.Doc, text: string): string {
  const walk = (blocks: readonly CollabBlock[]): string | undefined => {
    for (const block of blocks) {
      if (block.name !== null && block.innerHTML.includes(text)) return block.clientId;
      const inner = walk(block.innerBlocks);
      if (inner !== undefined) return inner;
    }
    return undefined;
  };
  const id = walk(readRecordDoc(doc, fullCoreRegistry()).blocks);
  if (id === undefined) throw new Error(`no block holds ${text}`);
  return id;
}

/** A copy of a tree where `edit` replaced the block with `id` (its inner blocks kept). */
export function replaceInTree(
  blocks: readonly CollabBlock[],
  id: string,
  edit: (block: CollabBlock) => CollabBlock,
): CollabBlock[] {
  return blocks.map((block) => {
    if (block.clientId === id) return edit(block);
    const inner = replaceInTree(block.innerBlocks, id, edit);
    return inner.every((child, index) => child === block.innerBlocks[index])
      ? block
      : { ...block, innerBlocks: inner };
  });
}

/** A copy of a tree without the block `id`. */
export function removeFromTree(blocks: readonly CollabBlock[], id: string): CollabBlock[] {
  const kept = blocks.filter((block) => block.clientId !== id);
  return kept.map((block) => {
    const inner = removeFromTree(block.innerBlocks, id);
    return inner.length === block.innerBlocks.length ? block : { ...block, innerBlocks: inner };
  });
}

/** A copy of a tree with `block` inserted at `index` of the top level. */
export function insertAtTop(
  blocks: readonly CollabBlock[],
  index: number,
  block: CollabBlock,
): CollabBlock[] {
  return [...blocks.slice(0, index), block, ...blocks.slice(index)];
}

/** A copy of a tree with `block` inserted at `index` of the inner blocks of `parentId`. */
export function insertInto(
  blocks: readonly CollabBlock[],
  parentId: string,
  index: number,
  block: CollabBlock,
): CollabBlock[] {
  return replaceInTree(blocks, parentId, (parent) => ({
    ...parent,
    innerBlocks: [...parent.innerBlocks.slice(0, index), block, ...parent.innerBlocks.slice(index)],
  }));
}

/** What the editor does on a change: the block saved again with new attributes, id kept. */
export function withAttributes(block: CollabBlock, changes: BlockAttributes): CollabBlock {
  const saved: BlockNode = updateBlockAttributes(fullCoreRegistry(), block, changes);
  return { ...saved, clientId: block.clientId, innerBlocks: block.innerBlocks };
}

/** One client's edit: read the tree, change it, apply the new tree with the client's origin. */
export function edit(
  doc: Y.Doc,
  origin: unknown,
  change: (blocks: CollabBlock[]) => CollabBlock[],
): void {
  const before = readRecordDoc(doc, fullCoreRegistry());
  applyLocalTree(doc, { blocks: change(before.blocks) }, origin, before, fullCoreRegistry());
}

/** The rich text of a block as the document reads it. */
export function contentOf(doc: Y.Doc, id: string): string | undefined {
  const block = findBlock(readRecordDoc(doc, fullCoreRegistry()).blocks, id);
  if (block === undefined) return undefined;
  const match = /<(p|h\d)[^>]*>([\s\S]*?)<\/\1>/.exec(block.innerHTML);
  return match?.[2];
}
