import { singleSelection, type Verb } from './block-editor-state';
import type { EditorBlock } from './editor-block';
import { typingTarget } from './rich-text-attribute';
import { childrenOf, findLocation, setChildren } from './tree';

export interface ReplaceBlocksArgs {
  /** Sibling blocks to replace, in order. */
  clientIds: readonly string[];
  blocks: readonly EditorBlock[];
  /** Caret for the selected (last) new block. */
  caret?: number | 'end';
}

/** Puts new blocks where the given siblings were and selects the last new one. */
export const replaceBlocks: Verb<ReplaceBlocksArgs> = (state, args, registry) => {
  const first = args.clientIds[0];
  if (first === undefined) return state;
  const location = findLocation(state.blocks, first);
  if (location === null) return state;
  const replaced = new Set(args.clientIds);
  const siblings = childrenOf(state.blocks, location.parentId);
  const children = [
    ...siblings.slice(0, location.index),
    ...args.blocks,
    ...siblings.slice(location.index).filter((block) => !replaced.has(block.clientId)),
  ];
  const blocks = setChildren(registry, state.blocks, location.parentId, children);
  const last = args.blocks.at(-1);
  return {
    blocks,
    selection:
      last === undefined
        ? null
        : singleSelection(
            args.caret === undefined ? last.clientId : typingTarget(last).clientId,
            args.caret,
          ),
  };
};
