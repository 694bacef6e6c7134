import { transformBlocks as transformNodes } from '@atelier/blocks';
import type { Verb } from './block-editor-state';
import { withClientIds } from './editor-block';
import { replaceBlocks } from './replace-blocks';
import { findBlock } from './tree';

export interface TransformBlocksArgs {
  /** Sibling blocks of one type. */
  clientIds: readonly string[];
  /** The block type to turn them into. */
  name: string;
}

/** Turns blocks into another type (paragraph ↔ heading ↔ list ↔ quote, group ↔ columns…). */
export const transformBlocks: Verb<TransformBlocksArgs> = (state, args, registry) => {
  const blocks = args.clientIds.flatMap((clientId) => {
    const block = findBlock(state.blocks, clientId);
    return block === undefined ? [] : [block];
  });
  if (blocks.length === 0) return state;
  const result = transformNodes(registry, blocks, args.name);
  if (result === null || result.length === 0) return state;
  return replaceBlocks(
    state,
    { clientIds: args.clientIds, blocks: result.map(withClientIds), caret: 'end' },
    registry,
  );
};
