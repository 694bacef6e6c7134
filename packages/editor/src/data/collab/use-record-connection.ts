import type { CollabConnection } from '@atelier/collab/client';
import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { RecordRef } from '../entities/store-state';
import type { CollabSessions } from './collab-sessions';
import { sharedKindOf } from './shared-kinds';

export const CollabContext = createContext<CollabSessions | null>(null);

/**
 * Gives the tab's co-editing sessions to everything below it (the app shell mounts it above the
 * canvas and the list screens). Without it, or with `sessions` null (co-editing is off), every
 * record saves through REST alone and `useRecordConnection` answers null.
 */
export function CollabProvider({
  sessions,
  children,
}: {
  sessions: CollabSessions | null;
  children?: ReactNode;
}) {
  return createElement(CollabContext.Provider, { value: sessions }, children);
}

const never = () => () => undefined;

/**
 * The live connection to a record's shared document, kept open while the calling component is
 * mounted (one per record per tab, shared by everything that shows it): its `doc`, `awareness`
 * (who is here, where their selection is) and status. Null while co-editing is off, for records
 * that are not shared, and until the connection has opened.
 */
export function useRecordConnection(ref: RecordRef | null): CollabConnection | null {
  const sessions = useContext(CollabContext);
  const docKey = ref === null ? null : (sharedKindOf(ref)?.docKey ?? null);
  // The document key names the record: a new ref object for the same record keeps the session.
  const latest = useRef(ref);
  latest.current = ref;
  useEffect(() => {
    const shown = latest.current;
    if (sessions === null || shown === null || docKey === null) return;
    return sessions.acquire(shown);
  }, [sessions, docKey]);
  return useSyncExternalStore(sessions?.subscribe ?? never, () =>
    sessions === null || ref === null ? null : sessions.connectionOf(ref),
  );
}
