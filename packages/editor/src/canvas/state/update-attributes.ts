import { type BlockAttributes, createBlock, updateBlockAttributes } from '@atelier/blocks';
import { type Caret, singleSelection, type Verb } from './block-editor-state';
import { type EditorBlock, keepClientId } from './editor-block';
import {
  editorBlockAttributes,
  isRichTextChange,
  rememberTyped,
  rememberWritten,
} from './editor-written';
import { findBlock, replaceBlock } from './tree';
import { learnTypedMarkup, typedBlock } from './typed-markup';

export interface UpdateAttributesArgs {
  clientId: string;
  attributes: BlockAttributes;
  /** Where the caret is after the change (typing keeps the selection on the block). */
  caret?: Caret;
}

/** The one rich-text value a change sets, when it sets exactly one. */
function onlyValue(attributes: BlockAttributes): [string, string] | undefined {
  const entries = Object.entries(attributes);
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined) return undefined;
  const [key, value] = entry;
  return typeof value === 'string' ? [key, value] : undefined;
}

/**
 * Changes a block's attributes; its saved HTML is written again by the block's `save`. Typing
 * (rich-text values only) keeps the attributes it wrote with the block, so the next keystroke and
 * the block's view do not read them back out of the HTML (`editor-written.ts`); and after its
 * first keystroke in a block, a keystroke writes the block's markup again around the new text
 * (`typed-markup.ts`) instead of running `save`.
 */
export const updateAttributes: Verb<UpdateAttributesArgs> = (state, args, registry) => {
  const block = findBlock(state.blocks, args.clientId);
  if (block === undefined) return state;
  let next: EditorBlock;
  let typed: BlockAttributes | undefined;
  if (block.name !== null && isRichTextChange(registry, block.name, args.attributes)) {
    typed = { ...editorBlockAttributes(registry, block), ...args.attributes };
    const only = onlyValue(args.attributes);
    const spliced = only === undefined ? undefined : typedBlock(block, only[0], only[1]);
    if (spliced !== undefined) next = spliced;
    else {
      const saved = createBlock(registry, block.name, typed, block.innerBlocks);
      next = keepClientId(saved, block.clientId, block.innerBlocks);
      if (only !== undefined) learnTypedMarkup(registry, next, typed, only[0]);
    }
  } else {
    const saved = updateBlockAttributes(registry, block, args.attributes);
    next = keepClientId(saved, block.clientId, block.innerBlocks);
  }
  rememberWritten(next, typed);
  if (typed !== undefined) rememberTyped(next, block);
  return {
    blocks: replaceBlock(state.blocks, block.clientId, next),
    selection:
      args.caret === undefined ? state.selection : singleSelection(args.clientId, args.caret),
  };
};
