import { createBlock } from '@atelier/blocks';
import { singleSelection, type Verb } from './block-editor-state';
import { withClientIds } from './editor-block';
import { replaceBlocks } from './replace-blocks';
import { findBlock } from './tree';

/** Wraps sibling blocks in a Group (constrained layout, as the block editor does) and selects it. */
export const groupBlocks: Verb<{ clientIds: readonly string[] }> = (state, args, registry) => {
  const blocks = args.clientIds.flatMap((clientId) => {
    const block = findBlock(state.blocks, clientId);
    return block === undefined ? [] : [block];
  });
  if (blocks.length === 0) return state;
  const group = withClientIds(
    createBlock(registry, 'core/group', { layout: { type: 'constrained' } }, blocks),
  );
  const next = replaceBlocks(state, { clientIds: args.clientIds, blocks: [group] }, registry);
  return { ...next, selection: singleSelection(group.clientId) };
};

/** Replaces a container (group, columns' column…) by its inner blocks, which become selected. */
export const ungroupBlock: Verb<{ clientId: string }> = (state, args, registry) => {
  const group = findBlock(state.blocks, args.clientId);
  if (group === undefined || group.innerBlocks.length === 0) return state;
  const next = replaceBlocks(
    state,
    { clientIds: [group.clientId], blocks: group.innerBlocks },
    registry,
  );
  const first = group.innerBlocks[0];
  const last = group.innerBlocks.at(-1);
  if (first === undefined || last === undefined) return next;
  return {
    ...next,
    selection: { anchor: { clientId: first.clientId }, focus: { clientId: last.clientId } },
  };
};
