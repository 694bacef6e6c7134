import { useCallback } from 'react';
import { useEntityStore } from '../../../data/entities/EntityStoreContext';
import type { RecordRef } from '../../../data/entities/store-state';
import type { CurrentStyles } from './apply-revision';

/**
 * Replaces the user's styles and settings with a revision's (`revisionEdit`): one edit of the
 * record, one undo step; the Save button saves it.
 */
export function useApplyRevision(ref: RecordRef | null): (edit: CurrentStyles) => void {
  const store = useEntityStore();
  return useCallback(
    (edit: CurrentStyles) => {
      if (ref === null) return;
      store.markUndoBoundary();
      store.edit(ref, { styles: edit.styles, settings: edit.settings });
      store.markUndoBoundary();
    },
    [store, ref],
  );
}
