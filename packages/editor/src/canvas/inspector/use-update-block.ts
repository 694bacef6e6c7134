import type { BlockAttributes } from '@atelier/blocks';
import { useCallback } from 'react';
import type { RecordRef } from '../../data/entities/store-state';
import { useBlockEditor } from '../state/block-editor-hooks';
import { updateAttributes } from '../state/update-attributes';

/**
 * Writes a block's attributes through the `updateAttributes` verb on the entity that holds it:
 * one undo step per change; `typing` joins the keystrokes of a text field into one step.
 */
export function useUpdateBlock(clientId: string, owner: RecordRef) {
  const { run } = useBlockEditor();
  return useCallback(
    (attributes: BlockAttributes, typing = false) =>
      run(updateAttributes, { clientId, attributes }, owner, { coalesce: typing }),
    [run, clientId, owner],
  );
}
