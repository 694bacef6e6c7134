import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useApiClient } from '../ApiClientContext';
import { persistPreferences } from './persist-preferences';
import { PREFERENCE_DEFAULTS } from './preference-defaults';
import type { PreferenceScopes } from './preference-values';
import {
  mergePreferences,
  readPreference,
  toPersistedMeta,
  withPreference,
} from './preference-values';

interface PreferencesValue {
  /** Defaults merged with the user's saved values. */
  values: PreferenceScopes;
  set(scope: string, name: string, value: unknown): void;
}

const PreferencesContext = createContext<PreferencesValue | null>(null);

const SAVE_FAILED = 'Your preferences could not be saved.';

/**
 * Holds the user's preferences: starts from the bootstrap blob, applies changes at once and saves
 * them to the user's meta in the order they were made.
 */
export function PreferencesProvider({
  initial,
  children,
}: {
  initial: PreferenceScopes;
  children: ReactNode;
}) {
  const client = useApiClient();
  const { createNotice } = useNotices();
  const [persisted, setPersisted] = useState(initial);
  const latest = useRef(initial);
  const saving = useRef<Promise<void>>(Promise.resolve());

  const set = useCallback(
    (scope: string, name: string, value: unknown) => {
      latest.current = withPreference(latest.current, scope, name, value);
      setPersisted(latest.current);
      const snapshot = latest.current;
      saving.current = saving.current
        .then(() => persistPreferences(client, toPersistedMeta(snapshot, new Date())))
        .catch((error: unknown) => {
          const detail = error instanceof Error ? ` ${error.message}` : '';
          createNotice(`${SAVE_FAILED}${detail}`, 'error');
        });
    },
    [client, createNotice],
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

/** Sets a preference for this user; it is saved in the background. */
export function useSetPreference(): PreferencesValue['set'] {
  return usePreferencesContext().set;
}
