import type { Awareness } from 'y-protocols/awareness';
import { PresenceAvatars } from './PresenceAvatars';
import { useAwarenessPeers } from './use-awareness-peers';

/** The avatars of everyone else in the open record, live from its awareness. */
export function DocumentPresence({ awareness }: { awareness: Awareness | null | undefined }) {
  return <PresenceAvatars peers={useAwarenessPeers(awareness)} />;
}
