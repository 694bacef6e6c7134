import type { BlockNode, BlockRegistry } from '@atelier/blocks';
import { useEffect } from 'react';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import type { EntityStore } from '../../data/entities/entity-store';
import { getEditedBlocks } from '../../data/entities/selectors';
import type { RecordRef } from '../../data/entities/store-state';
import { blockNamesIn } from './block-names';

/**
 * Registers the types a record's blocks name, inner blocks included, as its content stands in
 * the store now; settles once they are (at once when every type is, or the store has no content
 * yet). The page's first load waits for it before the first render (`app/routes.ts`), so the
 * canvas draws its blocks in that render instead of a render of its own once they arrive.
 */
export function registerRecordBlockTypes(
  registry: BlockRegistry,
  entityStore: EntityStore,
  record: RecordRef,
): Promise<void> {
  if (registry.isComplete()) return Promise.resolve();
  return registry.whenRegistered(blockNamesIn(getEditedBlocks(entityStore.getState(), record)));
}

/**
 * Asks for the types a record's blocks name, inner blocks included, as soon as its content is in
 * the store: one look-up fetches every chunk its first draw needs, instead of a block's inner
 * blocks finding theirs only once it has drawn. Listens to the store only until every type is
 * registered (so typing never walks the tree).
 */
export function useRecordBlockTypes(registry: BlockRegistry, record: RecordRef): void {
  const entityStore = useEntityStore();
  useEffect(() => {
    if (registry.isComplete()) return;
    let asked: readonly BlockNode[] | null = null;
    const ask = () => {
      const blocks = getEditedBlocks(entityStore.getState(), record);
      if (blocks === asked || registry.isComplete()) return;
      asked = blocks;
      registry.whenRegistered(blockNamesIn(blocks)).catch(() => undefined);
    };
    ask();
    const stopStore = entityStore.subscribe(ask);
    const stopRegistry = registry.subscribe(() => {
      if (registry.isComplete()) stopStore();
    });
    return () => {
      stopStore();
      stopRegistry();
    };
  }, [registry, entityStore, record]);
}
