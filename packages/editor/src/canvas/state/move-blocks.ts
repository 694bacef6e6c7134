import type { Verb } from './block-editor-state';
import { fitsIn } from './insertion-fit';
import { childrenOf, findBlock, findLocation, isInside, withInserted, withoutBlocks } from './tree';

export interface MoveBlocksArgs {
  /** Sibling blocks, in order. */
  clientIds: readonly string[];
  /** Destination parent (null: top level). */
  parentId: string | null;
  /** Index among the destination's children once the moved blocks are taken out. */
  index: number;
}

/**
 * Moves sibling blocks to another place (reorder, into or out of a parent); selection is kept.
 * A place that cannot hold them (a paragraph into a list) leaves the state as it is.
 */
export const moveBlocks: Verb<MoveBlocksArgs> = (state, args, registry) => {
  const moved = args.clientIds.flatMap((clientId) => {
    const block = findBlock(state.blocks, clientId);
    return block === undefined ? [] : [block];
  });
  if (moved.length === 0) return state;
  const { parentId } = args;
  if (parentId !== null) {
    if (findBlock(state.blocks, parentId) === undefined) return state;
    if (moved.some((block) => isInside(state.blocks, parentId, block.clientId))) return state;
  }
  if (!fitsIn(state, registry, parentId, moved)) return state;
  const without = withoutBlocks(registry, state.blocks, new Set(args.clientIds));
  return {
    ...state,
    blocks: withInserted(registry, without, parentId, args.index, moved),
  };
};

function siblingMove(
  state: Parameters<Verb<unknown>>[0],
  clientIds: readonly string[],
  delta: -1 | 1,
) {
  const first = clientIds[0];
  if (first === undefined) return null;
  const location = findLocation(state.blocks, first);
  if (location === null) return null;
  const count = childrenOf(state.blocks, location.parentId).length;
  const index = location.index + delta;
  if (index < 0 || index + clientIds.length > count) return null;
  return { clientIds, parentId: location.parentId, index };
}

/** Moves sibling blocks one place up (nothing at the top of their parent). */
export const moveBlocksUp: Verb<{ clientIds: readonly string[] }> = (state, args, registry) => {
  const move = siblingMove(state, args.clientIds, -1);
  return move === null ? state : moveBlocks(state, move, registry);
};

/** Moves sibling blocks one place down (nothing at the bottom of their parent). */
export const moveBlocksDown: Verb<{ clientIds: readonly string[] }> = (state, args, registry) => {
  const move = siblingMove(state, args.clientIds, 1);
  return move === null ? state : moveBlocks(state, move, registry);
};
