import type { PersistedPreferencesMeta, PreferenceScopes } from './preference-values';
import { toPersistedMeta } from './preference-values';

export interface PreferenceSaverOptions {
  /** Quiet time before saving; 0 saves every change at once. */
  delayMs: number;
  persist(meta: PersistedPreferencesMeta): Promise<void>;
  onError(error: unknown): void;
  now?: () => Date;
}

export interface PreferenceSaver {
  /** Remembers the newest preferences and saves them once changes pause. */
  schedule(preferences: PreferenceScopes): void;
  /** Saves what is waiting now (the page is going away). */
  flush(): void;
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

  function flush() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (waiting === null) return;
    const meta = toPersistedMeta(waiting, now());
    waiting = null;
    chain = chain.then(() => persist(meta)).catch(onError);
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
    flush,
    idle: () => chain,
  };
}
