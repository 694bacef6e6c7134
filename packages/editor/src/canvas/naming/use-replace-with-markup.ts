import { parse } from '@atelier/blocks';
import { useCallback } from 'react';
import type { RecordRef } from '../../data/entities/store-state';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { toEditorTree } from '../state/editor-block';
import { replaceBlocks } from '../state/replace-blocks';

/** Puts the blocks of some markup where the named blocks of an entity are (one undo step). */
export function useReplaceWithMarkup(target: {
  clientIds: readonly string[];
  owner: RecordRef;
}): (markup: string) => void {
  const store = useBlockEditorStore();
  const { clientIds, owner } = target;
  return useCallback(
    (markup: string) =>
      store.run(replaceBlocks, { clientIds, blocks: toEditorTree(parse(markup)) }, owner),
    [store, clientIds, owner],
  );
}
