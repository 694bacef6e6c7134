import { useCallback } from 'react';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { useNotices } from './NoticesProvider';

/**
 * Shows a snackbar whose Undo takes back the last step of the editor's history (e.g. 'Template
 * reverted.', distraction-free turned on).
 */
export function useUndoableNotice() {
  const store = useEntityStore();
  const { createNotice } = useNotices();
  return useCallback(
    (message: string) =>
      createNotice(message, {
        status: 'info',
        actions: [{ label: 'Undo', onClick: () => store.undo() }],
      }),
    [store, createNotice],
  );
}
