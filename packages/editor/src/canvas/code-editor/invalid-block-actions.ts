import { type BlockNode, createBlock, serializeBlock } from '@atelier/blocks';
import type { Verb } from '../state/block-editor-state';
import { keepClientId, withNewClientIds } from '../state/editor-block';
import { replaceBlocks } from '../state/replace-blocks';
import { findBlock, replaceBlock } from '../state/tree';
import { keepsText, recoveredAttributes } from './recovery';

/** The block's markup without its own comment delimiters (inner blocks serialised in place). */
function originalContent(node: BlockNode): string {
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

/**
 * 'Attempt recovery': writes the block again from the attributes its sourced parser reads from
 * its HTML (a content attribute it cannot read comes from the markup's inner HTML); if that would
 * show less text than the invalid markup, the block becomes an HTML block with the markup instead
 * (see `recovery.ts`), so recovery never loses content.
 */
export const recoverBlock: Verb<{ clientId: string }> = (state, { clientId }, registry) => {
  const block = findBlock(state.blocks, clientId);
  if (block === undefined || block.name === null) return state;
  const blockType = registry.get(block.name);
  if (blockType === undefined) return state;
  const attributes = recoveredAttributes(blockType, block.innerHTML, block.attributes);
  const created = createBlock(registry, block.name, attributes, block.innerBlocks);
  if (!keepsText(originalContent(block), originalContent(created))) {
    return convertToHtml(state, { clientId }, registry);
  }
  return {
    blocks: replaceBlock(
      state.blocks,
      clientId,
      keepClientId(created, clientId, block.innerBlocks),
    ),
    selection: state.selection,
  };
};

/** 'Convert to HTML': replaces the block with an HTML block holding its markup. */
export const convertToHtml: Verb<{ clientId: string }> = (state, { clientId }, registry) => {
  const block = findBlock(state.blocks, clientId);
  if (block === undefined) return state;
  const html = withNewClientIds(
    createBlock(registry, 'core/html', { content: originalContent(block).trim() }),
  );
  return replaceBlocks(state, { clientIds: [clientId], blocks: [html] }, registry);
};
