import { type BlockAttributes, createBlock, updateBlockAttributes } from '@atelier/blocks';
import { type Caret, singleSelection, type Verb } from './block-editor-state';
import { keepClientId } from './editor-block';
import {
  editorBlockAttributes,
  isRichTextChange,
  rememberTyped,
  rememberWritten,
} from './editor-written';
import { findBlock, replaceBlock } from './tree';

export interface UpdateAttributesArgs {
  clientId: string;
  attributes: BlockAttributes;
  /** Where the caret is after the change (typing keeps the selection on the block). */
  caret?: Caret;
}

/**
 * Changes a block's attributes; its saved HTML is written again by the block's `save`. Typing
 * (rich-text values only) keeps the attributes it wrote with the block, so the next keystroke and
 * the block's view do not read them back out of the HTML (`editor-written.ts`).
 */
export const updateAttributes: Verb<UpdateAttributesArgs> = (state, args, registry) => {
  const block = findBlock(state.blocks, args.clientId);
  if (block === undefined) return state;
  let saved: ReturnType<typeof updateBlockAttributes>;
  let typed: BlockAttributes | undefined;
  if (block.name !== null && isRichTextChange(registry, block.name, args.attributes)) {
    typed = { ...editorBlockAttributes(registry, block), ...args.attributes };
    saved = createBlock(registry, block.name, typed, block.innerBlocks);
  } else {
    saved = updateBlockAttributes(registry, block, args.attributes);
  }
  const next = keepClientId(saved, block.clientId, block.innerBlocks);
  rememberWritten(next, typed);
  if (typed !== undefined) rememberTyped(next, block);
  return {
    blocks: replaceBlock(state.blocks, block.clientId, next),
    selection:
      args.caret === undefined ? state.selection : singleSelection(args.clientId, args.caret),
  };
};
