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

/**
 * Holds the user's preferences: starts from the bootstrap blob, applies changes at once and saves
 * them to the user's meta once changes pause (and before the page goes away), in order.
 */
export function PreferencesProvider({
  initial,
  persistDelayMs = PERSIST_DEBOUNCE_MS,
  children,
}: {
  initial: PreferenceScopes;
  /** 0 saves each change at once (tests). */
  persistDelayMs?: number;
  children: ReactNode;
}) {
  const client = useApiClient();
  const { createNotice } = useNotices();
  const [persisted, setPersisted] = useState(initial);
  const latest = useRef(initial);
  const saver = useRef<PreferenceSaver | null>(null);

  useEffect(() => {
    const created = createPreferenceSaver({
      delayMs: persistDelayMs,
      persist: (snapshot) => persistPreferences(client, snapshot),
      onError: (error) => {
        const detail = errorMessage(error, '');
        createNotice(detail === '' ? SAVE_FAILED : `${SAVE_FAILED} ${detail}`, 'error');
      },
    });
    saver.current = created;
    const flush = () => created.flush();
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
  }, [client, createNotice, persistDelayMs]);

  const set = useCallback((scope: string, name: string, value: unknown) => {
    latest.current = withPreference(latest.current, scope, name, value);
    setPersisted(latest.current);
    saver.current?.schedule(latest.current);
  }, []);

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
