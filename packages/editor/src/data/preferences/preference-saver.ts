import type { PersistedPreferencesMeta, PreferenceScopes } from './preference-values';
import { toPersistedMeta } from './preference-values';

export interface PreferenceSaverOptions {
  /** Quiet time before saving; 0 saves every change at once. */
  delayMs: number;
  /** Sends the preferences; `keepalive` when the page is going away. */
  persist(meta: PersistedPreferencesMeta, options: { keepalive: boolean }): Promise<void>;
  onError(error: unknown): void;
  now?: () => Date;
}

export interface PreferenceSaver {
  /** Remembers the newest preferences and saves them once changes pause. */
  schedule(preferences: PreferenceScopes): void;
  /** Saves what is waiting now; `keepalive` when the page is going away. */
  flush(options?: { keepalive?: boolean }): void;
  /** Settles when every save started so far has finished. */
  idle(): Promise<void>;
}

/**
 * Debounces preference saves: many quick changes become one request carrying the newest set;
 * requests go one after another, so an older set never lands after a newer one.
 */
export function createPreferenceSaver({
  delayMs,
  persist,
  onError,
  now = () => new Date(),
}: PreferenceSaverOptions): PreferenceSaver {
  let waiting: PreferenceScopes | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let chain: Promise<void> = Promise.resolve();

  function flush({ keepalive = false }: { keepalive?: boolean } = {}) {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (waiting === null) return;
    const meta = toPersistedMeta(waiting, now());
    waiting = null;
    if (keepalive) {
      // The page is going away: send now, not after earlier saves, or it would never leave.
      persist(meta, { keepalive }).catch(onError);
      return;
    }
    chain = chain.then(() => persist(meta, { keepalive })).catch(onError);
  }

  return {
    schedule(preferences) {
      waiting = preferences;
      if (delayMs <= 0) {
        flush();
        return;
      }
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush: (options) => flush(options),
    idle: () => chain,
  };
}
