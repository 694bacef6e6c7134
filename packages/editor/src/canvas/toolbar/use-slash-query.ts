import { type BlockRegistry, blockAttributes } from '@atelier/blocks';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import type { RecordRef } from '../../data/entities/store-state';
import { blockToolbarFor } from '../blocks/block-uis';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { useSelectionOrTrees } from '../state/block-editor-hooks';
import type { EditorBlock } from '../state/editor-block';
import { ownerKey } from '../state/record-instances';
import { findBlock } from '../state/tree';
import { mayHoldSlashQuery } from './slash-hint';
import { slashQuery } from './slash-matches';

/** A slash query typed in the one selected block: its id, its entity and the text after '/'. */
export interface SlashTarget {
  clientId: string;
  owner: RecordRef;
  query: string;
}

/**
 * The slash query a block holds ('/head' → 'head'), or null: only blocks whose toolbar offers the
 * slash inserter, and only when their saved HTML may hold one (no attribute parse otherwise).
 */
export function slashQueryOf(registry: BlockRegistry, block: EditorBlock): string | null {
  if (blockToolbarFor(block.name).slashInserter !== true) return null;
  if (!mayHoldSlashQuery(block.innerHTML)) return null;
  const content = blockAttributes(registry, block).content;
  return typeof content === 'string' ? slashQuery(content) : null;
}

function sameTarget(a: SlashTarget | null, b: SlashTarget | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.clientId === b.clientId &&
    a.query === b.query &&
    (a.owner === b.owner || ownerKey(a.owner) === ownerKey(b.owner))
  );
}

/**
 * The slash query in the one selected block, or null (almost always): the same answer while the
 * block, its entity and the query stay, so a keystroke that types no slash query does not render
 * its user (the slash inserter) again.
 */
export function useSlashQuery(): SlashTarget | null {
  const store = useBlockEditorStore();
  const entityStore = useEntityStore();
  const last = useRef<SlashTarget | null>(null);
  const read = useCallback((): SlashTarget | null => {
    const selection = store.getSelection();
    let target: SlashTarget | null = null;
    if (selection !== null && selection.anchor.clientId === selection.focus.clientId) {
      const clientId = selection.focus.clientId;
      const owner = store.ownerOf(clientId);
      const block = findBlock(store.treeOf(entityStore.getState(), owner), clientId);
      const query = block === undefined ? null : slashQueryOf(store.registry, block);
      if (query !== null) target = { clientId, owner, query };
    }
    if (!sameTarget(target, last.current)) last.current = target;
    return last.current;
  }, [store, entityStore]);
  const subscribe = useSelectionOrTrees(store);
  return useSyncExternalStore(subscribe, read, read);
}
