import { getBlockAttributes } from '../attributes/source-attributes';
import type { BlockAttributes, BlockNode } from '../grammar/block-node';
import { parse } from '../grammar/parse';
import type { BlockType } from '../registry/block-type';
import type { BlockRegistry } from '../registry/registry';
import { validateBlock } from './validate-block';

/** A parsed block with its type, full attributes and validation result. */
export interface AnalyzedBlock {
  /** The node as parsed; serialise it to keep the original markup. */
  node: BlockNode;
  name: string | null;
  blockType?: BlockType;
  /** Comment attributes merged with values sourced from the HTML and defaults. */
  attributes: BlockAttributes;
  isValid: boolean;
  validationIssue?: string;
  /** True for a named block whose type is not registered (kept as is; see `toFallbackBlock`). */
  isUnknown: boolean;
  innerBlocks: AnalyzedBlock[];
}

/** Validates a parsed tree against a registry (see `validateBlock`), inner blocks included. */
export function analyzeBlocks(
  registry: BlockRegistry,
  nodes: readonly BlockNode[],
): AnalyzedBlock[] {
  return nodes.map((node) => {
    const innerBlocks = analyzeBlocks(registry, node.innerBlocks);
    const blockType = node.name === null ? undefined : registry.get(node.name);
    if (blockType === undefined) {
      return {
        node,
        name: node.name,
        attributes: node.attributes,
        isValid: true,
        isUnknown: node.name !== null,
        innerBlocks,
      };
    }
    const result = validateBlock(blockType, node);
    return {
      node,
      name: node.name,
      blockType,
      attributes: result.attributes,
      isValid: result.isValid,
      ...(result.reason === undefined ? {} : { validationIssue: result.reason }),
      isUnknown: false,
      innerBlocks,
    };
  });
}

/** Parses markup and analyses it in one step. */
export function parseBlocks(registry: BlockRegistry, markup: string): AnalyzedBlock[] {
  return analyzeBlocks(registry, parse(markup));
}

/** Full attributes of a node (sourced, comment, defaults), or the comment ones for unknown types. */
export function blockAttributes(registry: BlockRegistry, node: BlockNode): BlockAttributes {
  const blockType = node.name === null ? undefined : registry.get(node.name);
  return blockType === undefined
    ? node.attributes
    : getBlockAttributes(blockType, node.innerHTML, node.attributes);
}

/** Every invalid block in an analysed tree, depth first. */
export function invalidBlocks(blocks: readonly AnalyzedBlock[]): AnalyzedBlock[] {
  return blocks.flatMap((block) => [
    ...(block.isValid ? [] : [block]),
    ...invalidBlocks(block.innerBlocks),
  ]);
}
