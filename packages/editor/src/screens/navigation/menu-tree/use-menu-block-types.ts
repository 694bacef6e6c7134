import type { BlockRegistry } from '@atelier/blocks';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { blockNamesIn } from '../../../canvas/block-types/block-names';
import { useEntityStore } from '../../../data/entities/EntityStoreContext';
import { getEditedBlocks } from '../../../data/entities/selectors';
import type { RecordRef } from '../../../data/entities/store-state';

/**
 * Whether the types the menu's blocks name are registered (a name no chunk holds counts as
 * ready: the tree shows it as it is), asking for the chunks that hold the rest. The tree waits
 * for them, so its labels and the block editor's parse see every type: a menu of everyday
 * blocks fetches that chunk alone, never every block type.
 */
export function useMenuBlockTypes(registry: BlockRegistry, menuRef: RecordRef): boolean {
  const entityStore = useEntityStore();
  // The names of the menu as it arrived: the tree's own edits add only types it offers.
  const names = useMemo(
    () => [...blockNamesIn(getEditedBlocks(entityStore.getState(), menuRef))],
    [entityStore, menuRef],
  );
  const ready = useSyncExternalStore(registry.subscribe, () =>
    names.every((name) => !registry.isPending(name)),
  );
  useEffect(() => {
    if (!ready) registry.whenRegistered(names).catch(() => undefined);
  }, [registry, names, ready]);
  return ready;
}
