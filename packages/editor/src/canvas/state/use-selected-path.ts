import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import type { RecordRef } from '../../data/entities/store-state';
import { useBlockEditorStore } from './BlockEditorContext';
import { useSelectionOrTrees } from './block-editor-hooks';
import { ownerKey } from './record-instances';
import { ancestorIds, findBlock } from './tree';

/** One block on the way from the top of its entity's tree to the selected block. */
export interface PathStep {
  clientId: string;
  name: string | null;
}

/** The selected block's path (its ancestors, then itself) in the entity that holds it. */
export interface SelectedPath {
  owner: RecordRef;
  steps: readonly PathStep[];
}

function samePath(a: SelectedPath | null, b: SelectedPath | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    (a.owner === b.owner || ownerKey(a.owner) === ownerKey(b.owner)) &&
    a.steps.length === b.steps.length &&
    a.steps.every(
      (step, index) =>
        step.clientId === b.steps[index]?.clientId && step.name === b.steps[index]?.name,
    )
  );
}

/**
 * The path to the one selected block, or null: the same answer while the blocks on it keep their
 * ids and types, so typing in the block does not render its users (the breadcrumbs) again.
 */
export function useSelectedPath(): SelectedPath | null {
  const store = useBlockEditorStore();
  const entityStore = useEntityStore();
  const last = useRef<SelectedPath | null>(null);
  const read = useCallback((): SelectedPath | null => {
    const selection = store.getSelection();
    let path: SelectedPath | null = null;
    if (selection !== null && selection.anchor.clientId === selection.focus.clientId) {
      const clientId = selection.focus.clientId;
      const owner = store.ownerOf(clientId);
      const tree = store.treeOf(entityStore.getState(), owner);
      if (findBlock(tree, clientId) !== undefined) {
        const steps = [...ancestorIds(tree, clientId), clientId].map((id) => ({
          clientId: id,
          name: findBlock(tree, id)?.name ?? null,
        }));
        path = { owner, steps };
      }
    }
    if (!samePath(path, last.current)) last.current = path;
    return last.current;
  }, [store, entityStore]);
  const subscribe = useSelectionOrTrees(store);
  return useSyncExternalStore(subscribe, read, read);
}
