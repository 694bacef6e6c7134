import { useContext, useEffect, useSyncExternalStore } from 'react';
import type { RecordRef } from '../entities/store-state';
import { CollabContext } from './use-record-connection';

/** Something that shows records and says when it shows one more (the canvas's block editor). */
export interface ShownRecords {
  shownRecords(): readonly RecordRef[];
  subscribeShownRecords(listener: () => void): () => void;
}

/**
 * Keeps a session open for every record `source` shows (the canvas: the edited record, the
 * template parts, synced patterns and menus inside it) while the caller is mounted.
 */
export function useRecordSessions(source: ShownRecords): void {
  const sessions = useContext(CollabContext);
  const refs = useSyncExternalStore(source.subscribeShownRecords, source.shownRecords);
  useEffect(() => {
    if (sessions === null) return;
    const releases = refs.map((ref) => sessions.acquire(ref));
    return () => {
      for (const release of releases) release();
    };
  }, [sessions, refs]);
}
