import { singleSelection, type Verb } from './block-editor-state';
import type { EditorBlock } from './editor-block';
import { outerInsertionPoint } from './insertion-fit';
import { defaultInsertionPoint } from './insertion-point';
import { typingTarget } from './rich-text-attribute';
import { withInserted } from './tree';

export interface InsertBlocksArgs {
  blocks: readonly EditorBlock[];
  /** Parent to insert into (null: top level); with `index`, else after the selection. */
  parentId?: string | null;
  index?: number;
  /** Select the last inserted block (default true). */
  select?: boolean;
}

/**
 * Inserts blocks at a place or after the selection, and selects the last of them. Blocks the
 * parent cannot hold (a paragraph next to a list item) go after the nearest ancestor that can.
 */
export const insertBlocks: Verb<InsertBlocksArgs> = (state, args, registry) => {
  if (args.blocks.length === 0) return state;
  const fallback = defaultInsertionPoint(state);
  const parentId = args.parentId === undefined ? fallback.parentId : args.parentId;
  const index = args.index ?? (args.parentId === undefined ? fallback.index : Number.MAX_VALUE);
  const at = outerInsertionPoint(state, registry, parentId, args.blocks) ?? { parentId, index };
  const blocks = withInserted(registry, state.blocks, at.parentId, at.index, args.blocks);
  const last = args.blocks.at(-1);
  const selection =
    args.select === false || last === undefined
      ? state.selection
      : singleSelection(typingTarget(last).clientId, 0);
  return { blocks, selection };
};
