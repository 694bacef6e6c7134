import { getBlockAttributes } from '../attributes/source-attributes';
import type { BlockAttributes, BlockNode } from '../grammar/block-node';
import { createBlock } from './create-block';
import type { BlockRegistry } from './registry';

/**
 * A copy of a block with some attributes changed and its saved HTML written again by `save`
 * (inner blocks kept). `undefined` resets an attribute to its default. Unknown and free-form
 * blocks only get their comment attributes merged.
 */
export function updateBlockAttributes(
  registry: BlockRegistry,
  node: BlockNode,
  changes: BlockAttributes,
): BlockNode {
  const blockType = node.name === null ? undefined : registry.get(node.name);
  if (node.name === null || blockType === undefined) {
    return { ...node, attributes: { ...node.attributes, ...changes } };
  }
  const current = getBlockAttributes(blockType, node.innerHTML, node.attributes);
  return createBlock(registry, node.name, { ...current, ...changes }, node.innerBlocks);
}

/** A copy of a block with new inner blocks, its own HTML written again around them. */
export function replaceInnerBlocks(
  registry: BlockRegistry,
  node: BlockNode,
  innerBlocks: readonly BlockNode[],
): BlockNode {
  const blockType = node.name === null ? undefined : registry.get(node.name);
  if (node.name === null || blockType === undefined) return node;
  const current = getBlockAttributes(blockType, node.innerHTML, node.attributes);
  return createBlock(registry, node.name, current, innerBlocks);
}
