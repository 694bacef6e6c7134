import type { BlockNode } from './block-node';

/**
 * How deep blocks may nest. Real content stays far below it (a template with a group in a
 * column in a query loop is about ten); deeper trees are refused on write and not rendered
 * past this level, so one bad post cannot break a page that shows it.
 */
export const MAX_BLOCK_DEPTH = 100;

/** The nesting depth of a block tree: 0 for no blocks, 1 for blocks without inner blocks. Never recurses. */
export function blockDepth(blocks: readonly BlockNode[]): number {
  let deepest = 0;
  const pending: { nodes: readonly BlockNode[]; depth: number }[] = [{ nodes: blocks, depth: 1 }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    for (const node of item.nodes) {
      if (item.depth > deepest) deepest = item.depth;
      if (node.innerBlocks.length > 0)
        pending.push({ nodes: node.innerBlocks, depth: item.depth + 1 });
    }
  }
  return deepest;
}
