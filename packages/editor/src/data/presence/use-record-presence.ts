import { useEffect, useState } from 'react';
import { useApiClient } from '../ApiClientContext';
import { ApiError } from '../api-client';
import {
  NO_PRESENCE,
  type PresentUser,
  presencePath,
  type RecordPresence,
  readPresenceAnswer,
  samePresence,
} from './record-presence';

/** How often a list asks who has its records open (ms). */
export const PRESENCE_POLL_MS = 10_000;

export interface RecordPresenceOptions {
  /** Whether to ask at all (co-editing on). */
  enabled: boolean;
  /** Who is left out of the answer (the current user). */
  withoutUserId: number;
  intervalMs?: number;
}

/** A refusal that will not change while the screen is open (no rights, endpoint off). */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && [401, 403, 404].includes(error.status);
}

/**
 * Who else has the records of these kinds open (doc key → people), asked of the presence
 * endpoint now and every 10 s while the component using it is mounted and the page is visible.
 * A failed poll keeps the last answer; a refusal (401, 403, 404) stops asking for that kind.
 */
export function useRecordPresence(
  kinds: readonly string[],
  { enabled, withoutUserId, intervalMs = PRESENCE_POLL_MS }: RecordPresenceOptions,
): RecordPresence {
  const client = useApiClient();
  const [presence, setPresence] = useState<RecordPresence>(NO_PRESENCE);
  const kindsKey = kinds.join(',');

  useEffect(() => {
    const asked = kindsKey === '' ? [] : kindsKey.split(',');
    if (!enabled || asked.length === 0) {
      setPresence(NO_PRESENCE);
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refused = new Set<string>();
    const answers = new Map<string, Map<string, PresentUser[]>>();

    let running = false;
    const ask = () =>
      Promise.all(
        asked
          .filter((kind) => !refused.has(kind))
          .map(async (kind) => {
            try {
              const body = await client.get<unknown>(presencePath(kind));
              answers.set(kind, readPresenceAnswer(body, withoutUserId));
            } catch (error) {
              if (isFinal(error)) {
                refused.add(kind);
                answers.delete(kind);
              }
            }
          }),
      );
    const poll = async () => {
      if (running || stopped) return;
      running = true;
      clearTimeout(timer);
      const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
      if (!hidden) await ask();
      running = false;
      if (stopped) return;
      const merged = new Map<string, PresentUser[]>();
      for (const answer of answers.values()) {
        for (const [key, users] of answer) merged.set(key, users);
      }
      setPresence((before) => (samePresence(before, merged) ? before : merged));
      if (refused.size < asked.length) timer = setTimeout(poll, intervalMs);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    void poll();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [client, kindsKey, enabled, withoutUserId, intervalMs]);

  return presence;
}
