import type { Verb } from './block-editor-state';
import { withNewClientIds } from './editor-block';
import { findBlock, findLocation, withInserted } from './tree';

/** Copies sibling blocks right after the last of them and selects the copies. */
export const duplicateBlocks: Verb<{ clientIds: readonly string[] }> = (state, args, registry) => {
  const originals = args.clientIds.flatMap((clientId) => {
    const block = findBlock(state.blocks, clientId);
    return block === undefined ? [] : [block];
  });
  const last = originals.at(-1);
  const location = last === undefined ? null : findLocation(state.blocks, last.clientId);
  if (location === null) return state;
  const copies = originals.map(withNewClientIds);
  const blocks = withInserted(
    registry,
    state.blocks,
    location.parentId,
    location.index + 1,
    copies,
  );
  const firstCopy = copies[0];
  const lastCopy = copies.at(-1);
  if (firstCopy === undefined || lastCopy === undefined) return state;
  return {
    blocks,
    selection: { anchor: { clientId: firstCopy.clientId }, focus: { clientId: lastCopy.clientId } },
  };
};
