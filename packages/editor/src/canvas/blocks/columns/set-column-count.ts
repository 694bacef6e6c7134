import { createBlock } from '@atelier/blocks';
import type { Verb } from '../../state/block-editor-state';
import { withNewClientIds } from '../../state/editor-block';
import { findBlock, setChildren } from '../../state/tree';

/** Columns count in the inspector: keeps the first columns, adds empty ones, at least 1. */
export const setColumnCount: Verb<{ clientId: string; count: number }> = (
  state,
  { clientId, count },
  registry,
) => {
  const block = findBlock(state.blocks, clientId);
  const wanted = Math.max(1, Math.min(6, Math.round(count)));
  if (block === undefined || block.innerBlocks.length === wanted) return state;
  const kept = block.innerBlocks.slice(0, wanted);
  const added = Array.from({ length: wanted - kept.length }, () =>
    withNewClientIds(createBlock(registry, 'core/column')),
  );
  return { ...state, blocks: setChildren(registry, state.blocks, clientId, [...kept, ...added]) };
};
