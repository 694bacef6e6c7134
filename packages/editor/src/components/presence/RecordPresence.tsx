import { presenceColor } from '@atelier/collab/client';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import {
  NO_PRESENCE,
  type PresentUser,
  presenceKey,
  type RecordPresence,
} from '../../data/presence/record-presence';
import { useRecordPresence } from '../../data/presence/use-record-presence';
import { PresenceAvatar } from './PresenceAvatar';
import { MAX_AVATARS, MoreCount } from './PresenceAvatars';
import { type PresencePeer, visiblePeers } from './presence-peers';
import './PresenceAvatars.css';

const RecordPresenceContext = createContext<RecordPresence>(NO_PRESENCE);

/**
 * Who else has the records of a list open, for its rows (`RecordPresenceStack`): asked of the
 * server every 10 s while the list is shown, when co-editing is on.
 */
export function RecordPresenceProvider({
  kinds,
  pollMs,
  children,
}: {
  /** The post types of the records listed (`page`, `wp_template`, …). */
  kinds: readonly string[];
  pollMs?: number;
  children: ReactNode;
}) {
  const { collab, currentUser } = useBootstrap();
  const presence = useRecordPresence(kinds, {
    enabled: collab,
    withoutUserId: currentUser.id,
    ...(pollMs === undefined ? {} : { intervalMs: pollMs }),
  });
  return (
    <RecordPresenceContext.Provider value={presence}>{children}</RecordPresenceContext.Provider>
  );
}

function peerOf(user: PresentUser): PresencePeer {
  return {
    id: user.id,
    name: user.name,
    color: presenceColor(user.id),
    ...(user.avatar === '' ? {} : { avatar: user.avatar }),
  };
}

const NOBODY: PresencePeer[] = [];

/** The other people who have a record open (nobody outside a `RecordPresenceProvider`). */
export function useRecordPeers(kind: string, id: string | number): PresencePeer[] {
  const users = useContext(RecordPresenceContext).get(presenceKey(kind, id));
  return useMemo(() => (users ? users.map(peerOf) : NOBODY), [users]);
}

/** A list row's small stack of the people who have its record open; nothing when nobody has. */
export function RecordPresenceStack({ kind, id }: { kind: string; id: string | number }) {
  const peers = useRecordPeers(kind, id);
  if (peers.length === 0) return null;
  const { shown, more } = visiblePeers(peers, MAX_AVATARS);
  return (
    <span className="atelier-presence-stack">
      {shown.map((peer) => (
        <PresenceAvatar key={peer.id} peer={peer} size="small" />
      ))}
      {more > 0 && <MoreCount count={more} />}
    </span>
  );
}
