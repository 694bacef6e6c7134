import { useEffect } from 'react';
import { useEntityStore, useStoreSelector } from '../../data/entities/EntityStoreContext';
import { getRecord, getRecordResolution } from '../../data/entities/selectors';
import type { RecordRef } from '../../data/entities/store-state';

/**
 * Whether a record has been read (and the read's error), asking the store to read it. Unlike
 * `useEntityRecord` it does not follow the record's edits, so a component using it does not
 * re-render on every keystroke.
 */
export function useRecordStatus(ref: RecordRef): { loaded: boolean; error: Error | null } {
  const store = useEntityStore();
  const resolution = useStoreSelector((state) => getRecordResolution(state, ref));
  const loaded = useStoreSelector((state) => getRecord(state, ref) !== undefined);
  useEffect(() => {
    if (resolution === undefined) void store.resolveRecord(ref);
  }, [store, ref, resolution]);
  return { loaded, error: resolution?.status === 'error' ? resolution.error : null };
}
