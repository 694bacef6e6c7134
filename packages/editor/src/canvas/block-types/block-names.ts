import type { BlockNode } from '@atelier/blocks';

/** The block names in a tree, inner blocks included (free-form HTML has none). */
export function blockNamesIn(blocks: readonly BlockNode[]): Set<string> {
  const names = new Set<string>();
  const visit = (nodes: readonly BlockNode[]) => {
    for (const node of nodes) {
      if (node.name !== null) names.add(node.name);
      visit(node.innerBlocks);
    }
  };
  visit(blocks);
  return names;
}
