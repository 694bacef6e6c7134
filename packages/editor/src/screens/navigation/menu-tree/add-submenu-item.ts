import { blockAttributes, createBlock } from '@atelier/blocks';
import type { Verb } from '../../../canvas/state/block-editor-state';
import { type EditorBlock, keepClientId } from '../../../canvas/state/editor-block';
import { insertBlocks } from '../../../canvas/state/insert-blocks';
import { findBlock, replaceBlock } from '../../../canvas/state/tree';

export interface AddSubmenuItemArgs {
  /** The link or submenu the item goes under. */
  clientId: string;
  item: EditorBlock;
}

/**
 * 'Add submenu item': the item goes at the end of a submenu; a link first becomes a submenu with
 * the same label and address (and the same client id, so its row keeps its place and focus).
 * Other blocks are left as they are. The selection does not move.
 */
export const addSubmenuItem: Verb<AddSubmenuItemArgs> = (state, args, registry) => {
  const block = findBlock(state.blocks, args.clientId);
  if (block?.name === 'core/navigation-submenu') {
    return insertBlocks(
      state,
      {
        blocks: [args.item],
        parentId: block.clientId,
        index: block.innerBlocks.length,
        select: false,
      },
      registry,
    );
  }
  if (block?.name !== 'core/navigation-link') return state;
  const { isTopLevelLink: _topLevel, ...attributes } = blockAttributes(registry, block);
  const children = [...block.innerBlocks, args.item];
  const submenu = createBlock(registry, 'core/navigation-submenu', attributes, children);
  return {
    ...state,
    blocks: replaceBlock(
      state.blocks,
      block.clientId,
      keepClientId(submenu, block.clientId, children),
    ),
  };
};
