import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useApiClient } from '../ApiClientContext';
import { errorMessage } from '../error-message';
import {
  localPreferencesKey,
  type PreferenceStorage,
  readLocalPreferences,
  startingPreferences,
  writeLocalPreferences,
} from './local-preferences';
import { persistPreferences } from './persist-preferences';
import { PREFERENCE_DEFAULTS } from './preference-defaults';
import { createPreferenceSaver, type PreferenceSaver } from './preference-saver';
import type { PreferenceScopes } from './preference-values';
import { mergePreferences, readPreference, withPreference } from './preference-values';

interface PreferencesValue {
  /** Defaults merged with the user's saved values. */
  values: PreferenceScopes;
  set(scope: string, name: string, value: unknown): void;
}

const PreferencesContext = createContext<PreferencesValue | null>(null);

const SAVE_FAILED = 'Your preferences could not be saved.';

/** Quiet time after the last change before preferences are sent to the server. */
export const PERSIST_DEBOUNCE_MS = 1000;

function browserStorage(): PreferenceStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Holds the user's preferences: starts from the bootstrap blob (or this browser's copy when it is
 * newer: its server save did not arrive), applies changes at once, writes the browser's copy at
 * once, and saves to the user's meta once changes pause, in order — and with `keepalive` when the
 * page is hidden or goes away, so the last choice before a reload is never lost.
 */
export function PreferencesProvider({
  initial,
  initialModified = null,
  userId,
  storage = browserStorage(),
  persistDelayMs = PERSIST_DEBOUNCE_MS,
  children,
}: {
  initial: PreferenceScopes;
  /** When the server's preferences were last changed (`_modified`). */
  initialModified?: string | null;
  /** Whose preferences: the browser keeps one copy per user. */
  userId: number;
  storage?: PreferenceStorage | null;
  /** 0 saves each change at once (tests). */
  persistDelayMs?: number;
  children: ReactNode;
}) {
  const client = useApiClient();
  const { createNotice } = useNotices();
  const [start] = useState(() =>
    startingPreferences(initial, initialModified, readLocalPreferences(storage, userId)),
  );
  const [persisted, setPersisted] = useState(start.scopes);
  const latest = useRef(start.scopes);
  const saver = useRef<PreferenceSaver | null>(null);

  useEffect(() => {
    const created = createPreferenceSaver({
      delayMs: persistDelayMs,
      persist: (snapshot, options) => persistPreferences(client, snapshot, options),
      onError: (error) => {
        const detail = errorMessage(error, '');
        createNotice(detail === '' ? SAVE_FAILED : `${SAVE_FAILED} ${detail}`, 'error');
      },
    });
    saver.current = created;
    // The browser's copy is newer than the server's: send it, so other browsers get it too.
    if (start.unsaved) created.schedule(latest.current);
    const flush = () => created.flush({ keepalive: true });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      created.flush();
      if (saver.current === created) saver.current = null;
    };
  }, [client, createNotice, persistDelayMs, start]);

  // Another tab of this user changed a preference: take its set (it holds ours too, as this
  // listener keeps every tab up to date), so a later save from here does not undo it.
  useEffect(() => {
    if (storage === null) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== localPreferencesKey(userId)) return;
      const local = readLocalPreferences(storage, userId);
      if (local === null) return;
      latest.current = local.scopes;
      setPersisted(local.scopes);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage, userId]);

  const set = useCallback(
    (scope: string, name: string, value: unknown) => {
      latest.current = withPreference(latest.current, scope, name, value);
      setPersisted(latest.current);
      writeLocalPreferences(storage, userId, {
        scopes: latest.current,
        modified: new Date().toISOString(),
      });
      saver.current?.schedule(latest.current);
    },
    [storage, userId],
  );

  const value = useMemo(
    () => ({ values: mergePreferences(PREFERENCE_DEFAULTS, persisted), set }),
    [persisted, set],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

function usePreferencesContext(): PreferencesValue {
  const context = useContext(PreferencesContext);
  if (context === null) throw new Error('Preferences need a <PreferencesProvider> above them.');
  return context;
}

/** One preference value (saved value, else the startup default). */
export function usePreference(scope: string, name: string): unknown {
  return readPreference(usePreferencesContext().values, scope, name);
}

/** Every preference (defaults merged with the user's values). */
export function usePreferences(): PreferenceScopes {
  return usePreferencesContext().values;
}

/** Sets a preference for this user; it is saved in the background. */
export function useSetPreference(): PreferencesValue['set'] {
  return usePreferencesContext().set;
}
