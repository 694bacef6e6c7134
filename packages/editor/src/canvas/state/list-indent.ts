import { createBlock } from '@atelier/blocks';
import type { Verb } from './block-editor-state';
import { withClientIds } from './editor-block';
import { moveBlocks } from './move-blocks';
import { childrenOf, findBlock, findLocation, setChildren } from './tree';

/**
 * Tab in a list item: it moves into the previous item, at the end of that item's nested list
 * (made when there is none). The first item of a list cannot be indented.
 */
export const indentListItem: Verb<{ clientId: string }> = (state, args, registry) => {
  const item = findBlock(state.blocks, args.clientId);
  const location = findLocation(state.blocks, args.clientId);
  if (item?.name !== 'core/list-item' || location === null || location.parentId === null) {
    return state;
  }
  const previous = childrenOf(state.blocks, location.parentId)[location.index - 1];
  if (previous === undefined) return state;
  let blocks = state.blocks;
  let nested = previous.innerBlocks.find((child) => child.name === 'core/list');
  if (nested === undefined) {
    const list = findBlock(state.blocks, location.parentId);
    const ordered = list?.attributes.ordered === true ? { ordered: true } : {};
    nested = withClientIds(createBlock(registry, 'core/list', ordered));
    blocks = setChildren(registry, blocks, previous.clientId, [...previous.innerBlocks, nested]);
  }
  return moveBlocks(
    { ...state, blocks },
    { clientIds: [item.clientId], parentId: nested.clientId, index: nested.innerBlocks.length },
    registry,
  );
};

/**
 * Shift+Tab in a nested list item: it moves out, right after the item whose list held it (an
 * emptied nested list goes). Items of a top-level list stay.
 */
export const outdentListItem: Verb<{ clientId: string }> = (state, args, registry) => {
  const location = findLocation(state.blocks, args.clientId);
  if (location === null || location.parentId === null) return state;
  const listLocation = findLocation(state.blocks, location.parentId);
  const parentItemId = listLocation?.parentId ?? null;
  const parentItem = parentItemId === null ? undefined : findBlock(state.blocks, parentItemId);
  const parentItemLocation =
    parentItemId === null ? null : findLocation(state.blocks, parentItemId);
  if (parentItem?.name !== 'core/list-item' || parentItemLocation === null) return state;
  const moved = moveBlocks(
    state,
    {
      clientIds: [args.clientId],
      parentId: parentItemLocation.parentId,
      index: parentItemLocation.index + 1,
    },
    registry,
  );
  const emptied = childrenOf(moved.blocks, location.parentId).length === 0;
  if (!emptied || parentItemId === null) return moved;
  const remaining = childrenOf(moved.blocks, parentItemId).filter(
    (child) => child.clientId !== location.parentId,
  );
  return { ...moved, blocks: setChildren(registry, moved.blocks, parentItemId, remaining) };
};
