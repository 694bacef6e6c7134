import { useEffect, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import { type PresencePeer, presencePeers, samePeers } from './presence-peers';

const NOBODY: PresencePeer[] = [];

/**
 * The other people in a record's awareness, kept up to date as they join, change their name or
 * leave (the awareness `change` event); nobody without an awareness (co-editing off).
 */
export function useAwarenessPeers(awareness: Awareness | null | undefined): PresencePeer[] {
  const [peers, setPeers] = useState<PresencePeer[]>(NOBODY);
  useEffect(() => {
    if (!awareness) {
      setPeers(NOBODY);
      return;
    }
    const read = () => {
      const next = presencePeers(awareness.getStates(), awareness.clientID);
      setPeers((before) => (samePeers(before, next) ? before : next));
    };
    read();
    awareness.on('change', read);
    return () => awareness.off('change', read);
  }, [awareness]);
  return peers;
}
