import { useEffect, useState } from 'react';
import { useApiClient } from '../ApiClientContext';
import { ApiError } from '../api-client';
import { type FirstPresence, mergePresence, takeFirstPresence } from './preloaded-presence';
import {
  NO_PRESENCE,
  PRESENCE_POLL_MS,
  type PresentUser,
  presencePath,
  type RecordPresence,
  readPresenceAnswer,
  samePresence,
} from './record-presence';

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
 * When the page came with the answers of every kind (the server puts a list screen's in it), the
 * first render shows them and the first request is made when the first poll is due, one interval
 * after the page brought them; answers that old already (a late mount, a restored tab) are not
 * shown: the list asks at once. A failed poll keeps the last answer; a refusal (401, 403, 404) stops asking for that kind.
 */
export function useRecordPresence(
  kinds: readonly string[],
  { enabled, withoutUserId, intervalMs = PRESENCE_POLL_MS }: RecordPresenceOptions,
): RecordPresence {
  const client = useApiClient();
  // Taken once, as the hook first renders (React keeps the first result of an initialiser).
  const [first] = useState<FirstPresence | null>(() =>
    enabled ? takeFirstPresence(client, kinds, withoutUserId, Date.now(), intervalMs) : null,
  );
  const [presence, setPresence] = useState<RecordPresence>(() =>
    first ? mergePresence(first.answers.values()) : NO_PRESENCE,
  );
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
    // The page's answers stand for a first poll while they are younger than one interval.
    const seedAge = first ? Date.now() - first.answeredAt : intervalMs;
    const seeded = first?.kindsKey === kindsKey && seedAge < intervalMs ? first : null;
    const answers = new Map<string, Map<string, PresentUser[]>>(seeded?.answers ?? []);

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
      show();
      if (refused.size < asked.length) timer = setTimeout(poll, intervalMs);
    };
    const show = () => {
      const merged = mergePresence(answers.values());
      setPresence((before) => (samePresence(before, merged) ? before : merged));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    if (seeded) {
      show();
      timer = setTimeout(poll, intervalMs - seedAge);
    } else void poll();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [client, kindsKey, enabled, withoutUserId, intervalMs, first]);

  return presence;
}
