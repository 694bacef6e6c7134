import type { BlockAttributes } from '@atelier/blocks';
import { useCallback } from 'react';
import type { RecordRef } from '../../data/entities/store-state';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { updateAttributes } from '../state/update-attributes';

/**
 * Writes a block's attributes through the `updateAttributes` verb on the entity that holds it:
 * one undo step per change; `typing` joins the keystrokes of a text field into one step.
 */
export function useUpdateBlock(clientId: string, owner: RecordRef) {
  // The store itself: its user (the Block tab's panels) does not render again for a new selection.
  const store = useBlockEditorStore();
  return useCallback(
    (attributes: BlockAttributes, typing = false) =>
      store.run(updateAttributes, { clientId, attributes }, owner, { coalesce: typing }),
    [store, clientId, owner],
  );
}
