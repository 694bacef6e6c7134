import { singleSelection, type Verb } from './block-editor-state';
import { childrenOf, findLocation, withoutBlocks } from './tree';

export interface RemoveBlocksArgs {
  clientIds: readonly string[];
  /** Select the block before the first removed one (else the next, else the parent). Default true. */
  selectPrevious?: boolean;
}

/** Removes blocks; the selection moves to a neighbour so the keyboard keeps its place. */
export const removeBlocks: Verb<RemoveBlocksArgs> = (state, args, registry) => {
  const first = args.clientIds[0];
  if (first === undefined) return state;
  const location = findLocation(state.blocks, first);
  if (location === null) return state;
  const removed = new Set(args.clientIds);
  const siblings = childrenOf(state.blocks, location.parentId);
  const before = siblings.slice(0, location.index).at(-1);
  const after = siblings.slice(location.index).find((block) => !removed.has(block.clientId));
  const blocks = withoutBlocks(registry, state.blocks, removed);
  if (args.selectPrevious === false) {
    return { blocks, selection: null };
  }
  if (before !== undefined) return { blocks, selection: singleSelection(before.clientId, 'end') };
  if (after !== undefined) return { blocks, selection: singleSelection(after.clientId, 0) };
  return {
    blocks,
    selection: location.parentId === null ? null : singleSelection(location.parentId),
  };
};
