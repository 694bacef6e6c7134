import { type BlockNode, createBlock, serializeBlock } from '@atelier/blocks';
import type { Verb } from '../state/block-editor-state';
import { withNewClientIds } from '../state/editor-block';
import { replaceBlocks } from '../state/replace-blocks';
import { findBlock } from '../state/tree';
import { updateAttributes } from '../state/update-attributes';

/** The block's markup without its own comment delimiters (inner blocks serialised in place). */
export function originalContent(node: BlockNode): string {
  let inner = 0;
  return node.innerContent
    .map((part) => {
      if (part !== null) return part;
      const child = node.innerBlocks[inner];
      inner += 1;
      return child === undefined ? '' : serializeBlock(child);
    })
    .join('');
}

/** 'Attempt recovery': writes the block again from the attributes sourced from its HTML. */
export const recoverBlock: Verb<{ clientId: string }> = (state, { clientId }, registry) =>
  updateAttributes(state, { clientId, attributes: {} }, registry);

/** 'Convert to HTML': replaces the block with an HTML block holding its markup. */
export const convertToHtml: Verb<{ clientId: string }> = (state, { clientId }, registry) => {
  const block = findBlock(state.blocks, clientId);
  if (block === undefined) return state;
  const html = withNewClientIds(
    createBlock(registry, 'core/html', { content: originalContent(block).trim() }),
  );
  return replaceBlocks(state, { clientIds: [clientId], blocks: [html] }, registry);
};
