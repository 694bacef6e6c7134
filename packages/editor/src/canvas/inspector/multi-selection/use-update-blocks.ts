import type { BlockAttributes } from '@atelier/blocks';
import { useCallback } from 'react';
import { useEntityStore } from '../../../data/entities/EntityStoreContext';
import type { RecordRef } from '../../../data/entities/store-state';
import { useBlockEditor } from '../../state/block-editor-hooks';
import { updateAttributes } from '../../state/update-attributes';

/**
 * Writes the same attribute change to every selected block, as one undo step (an entity-store
 * transaction); `typing` joins the keystrokes of a text field into one step.
 */
export function useUpdateBlocks(clientIds: readonly string[], owner: RecordRef) {
  const { run } = useBlockEditor();
  const entityStore = useEntityStore();
  return useCallback(
    (attributes: BlockAttributes, typing = false) =>
      entityStore.transaction(() => {
        for (const clientId of clientIds) {
          run(updateAttributes, { clientId, attributes }, owner, { coalesce: typing });
        }
      }),
    [run, entityStore, clientIds, owner],
  );
}
