import { useCallback, useSyncExternalStore } from 'react';
import type { RecordRef } from '../../../data/entities/store-state';
import { useBlockEditorStore } from '../../state/BlockEditorContext';
import { ownerKey } from '../../state/record-instances';
import { ancestorIds } from '../../state/tree';

/**
 * Whether the selection is on a block or inside it: on the block itself, on one of its inner
 * blocks, or on a block of `items` (the record whose blocks it shows, e.g. its menu). Only the
 * components whose answer changes render again.
 */
export function useSelectionWithin(clientId: string, items: RecordRef | null = null): boolean {
  const store = useBlockEditorStore();
  const itemsKey = items === null ? null : ownerKey(items);
  const read = useCallback(() => {
    const focus = store.getSelection()?.focus.clientId;
    if (focus === undefined) return false;
    if (focus === clientId) return true;
    const owner = store.ownerOf(focus);
    if (itemsKey !== null && ownerKey(owner) === itemsKey) return true;
    return ancestorIds(store.stateOf(owner).blocks, focus).includes(clientId);
  }, [store, clientId, itemsKey]);
  return useSyncExternalStore(store.subscribe, read, read);
}
