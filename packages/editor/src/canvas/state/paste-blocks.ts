import { createBlock } from '@atelier/blocks';
import { singleSelection, type Verb } from './block-editor-state';
import type { EditorBlock } from './editor-block';
import { withClientIds } from './editor-block';
import { outerInsertionPoint } from './insertion-fit';
import { richTextAttribute } from './rich-text-attribute';
import { childrenOf, findBlock, findLocation, setChildren, withInserted } from './tree';
import { updateAttributes } from './update-attributes';

export interface PasteBlocksArgs {
  /** The block the caret was in. */
  clientId: string;
  /** Its rich text before and after the caret. */
  before: string;
  after: string;
  blocks: readonly EditorBlock[];
}

/**
 * Pasting blocks into rich text: the block keeps the text before the caret, the pasted blocks
 * follow, then a block of the same type with the text after it. An empty block is replaced.
 * Blocks the parent cannot hold go after the nearest ancestor that can take them.
 */
export const pasteBlocks: Verb<PasteBlocksArgs> = (state, args, registry) => {
  const block = findBlock(state.blocks, args.clientId);
  const location = findLocation(state.blocks, args.clientId);
  const attribute = richTextAttribute(block?.name ?? null);
  const last = args.blocks.at(-1);
  if (block === undefined || block.name === null || location === null || last === undefined) {
    return state;
  }
  const outside = outerInsertionPoint(state, registry, location.parentId, args.blocks);
  if (outside !== null) {
    return {
      blocks: withInserted(registry, state.blocks, outside.parentId, outside.index, args.blocks),
      selection: singleSelection(last.clientId, 'end'),
    };
  }
  const keepsBlock = args.before !== '' && attribute !== undefined;
  const base = keepsBlock
    ? updateAttributes(
        state,
        { clientId: block.clientId, attributes: { [attribute]: args.before } },
        registry,
      )
    : state;
  const rest =
    args.after !== '' && attribute !== undefined
      ? [withClientIds(createBlock(registry, block.name, { [attribute]: args.after }))]
      : [];
  const siblings = childrenOf(base.blocks, location.parentId);
  const at = location.index + (keepsBlock ? 1 : 0);
  const children = [
    ...siblings.slice(0, at),
    ...args.blocks,
    ...rest,
    ...siblings.slice(location.index + 1),
  ];
  return {
    blocks: setChildren(registry, base.blocks, location.parentId, children),
    selection: singleSelection(last.clientId, 'end'),
  };
};
