import { transformBlocks as transformNodes } from '@atelier/blocks';
import type { Verb } from './block-editor-state';
import { keepClientId } from './editor-block';
import { findBlock, replaceBlock } from './tree';
import { updateAttributes } from './update-attributes';

/**
 * Spec 1 §4.7 (access+1…6, access+0): a selected paragraph or heading becomes a heading of that
 * level, or a paragraph for 0, keeping its content and alignment. Other blocks are left alone.
 */
export const setHeadingLevel: Verb<{ clientId: string; level: number }> = (
  state,
  args,
  registry,
) => {
  const block = findBlock(state.blocks, args.clientId);
  if (block === undefined) return state;
  if (block.name !== 'core/paragraph' && block.name !== 'core/heading') return state;
  const target = args.level === 0 ? 'core/paragraph' : 'core/heading';
  let current = block;
  let blocks = state.blocks;
  if (block.name !== target) {
    const converted = transformNodes(registry, [block], target)?.[0];
    if (converted === undefined) return state;
    current = keepClientId(converted, block.clientId, []);
    blocks = replaceBlock(blocks, block.clientId, current);
  }
  if (target === 'core/paragraph') return { ...state, blocks };
  return updateAttributes(
    { ...state, blocks },
    { clientId: current.clientId, attributes: { level: args.level } },
    registry,
  );
};
