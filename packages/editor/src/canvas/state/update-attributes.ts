import { type BlockAttributes, updateBlockAttributes } from '@atelier/blocks';
import { type Caret, singleSelection, type Verb } from './block-editor-state';
import { keepClientId } from './editor-block';
import { findBlock, replaceBlock } from './tree';

export interface UpdateAttributesArgs {
  clientId: string;
  attributes: BlockAttributes;
  /** Where the caret is after the change (typing keeps the selection on the block). */
  caret?: Caret;
}

/** Changes a block's attributes; its saved HTML is written again by the block's `save`. */
export const updateAttributes: Verb<UpdateAttributesArgs> = (state, args, registry) => {
  const block = findBlock(state.blocks, args.clientId);
  if (block === undefined) return state;
  const saved = updateBlockAttributes(registry, block, args.attributes);
  const next = keepClientId(saved, block.clientId, block.innerBlocks);
  return {
    blocks: replaceBlock(state.blocks, block.clientId, next),
    selection:
      args.caret === undefined ? state.selection : singleSelection(args.clientId, args.caret),
  };
};
