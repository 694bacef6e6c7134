import type { CollabConnection } from '@atelier/collab/client';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useFirstRecordPresence } from '../../data/presence/use-first-record-presence';
import { type PresencePeer, peerOfUser } from './presence-peers';

/**
 * The other people the page said were in a record (`docKey`, `<kind>:<id>`), as avatars show
 * them; null when the page holds no answer for it (see `useFirstRecordPresence`).
 */
export function useFirstRecordPeers(docKey: string | null): PresencePeer[] | null {
  const { collab, currentUser } = useBootstrap();
  const users = useFirstRecordPresence(docKey, { enabled: collab, withoutUserId: currentUser.id });
  return useMemo(
    () =>
      users === null
        ? null
        : users.map(peerOfUser).filter((peer): peer is PresencePeer => peer !== null),
    [users],
  );
}

/**
 * Whether a connection's awareness says who is in its record: from its first sync on (the server
 * sends who is there before it answers the sync), or once it stopped trying (offline, refused).
 * False while it first connects, and while there is no connection.
 */
export function useAwarenessIsLive(connection: CollabConnection | null): boolean {
  // Called on the connection: its methods are its own (a class's), never taken off it.
  const subscribe = useCallback(
    (listener: () => void) =>
      connection === null ? () => undefined : connection.subscribe(listener),
    [connection],
  );
  const status = useSyncExternalStore(subscribe, () =>
    connection === null ? null : connection.status(),
  );
  const live = status !== null && status !== 'connecting';
  const [wasLive, setWasLive] = useState(false);
  useEffect(() => {
    if (live) setWasLive(true);
  }, [live]);
  return live || wasLive;
}
