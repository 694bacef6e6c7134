import type { BlockNode } from '../grammar/block-node';
import { serializeBlock } from '../grammar/serialize';

/** What the editor shows for a block whose type is not registered. */
export interface FallbackBlock {
  /** A `core/html` block holding the original markup, delimiters included. */
  block: BlockNode;
  /** The original node; serialise it unchanged unless the user edits the fallback. */
  original: BlockNode;
  originalName: string | null;
}

/**
 * The fallback representation of an unknown block: the HTML block (the freeform block is not
 * registered), whose content is the block's original markup, so nothing is lost either way.
 */
export function toFallbackBlock(node: BlockNode): FallbackBlock {
  const content = serializeBlock(node);
  const html = `\n${content}\n`;
  return {
    block: {
      name: 'core/html',
      attributes: {},
      innerBlocks: [],
      innerHTML: html,
      innerContent: [html],
    },
    original: node,
    originalName: node.name,
  };
}
