import { useCallback, useRef } from 'react';
import { useEntityStore } from '../entities/EntityStoreContext';
import { usePreferences, useSetPreference } from './PreferencesProvider';
import { readPreference } from './preference-values';

/**
 * Sets a preference as a step of the editor's undo history (spec 1 §4.2: distraction-free is
 * undoable from its notice), so Undo — from the notice or the toolbar — restores the old value.
 */
export function useSetPreferenceWithUndo() {
  const store = useEntityStore();
  const setPreference = useSetPreference();
  const values = usePreferences();
  const latest = useRef(values);
  latest.current = values;
  return useCallback(
    (scope: string, name: string, value: unknown) => {
      const before = readPreference(latest.current, scope, name);
      setPreference(scope, name, value);
      store.addUndoAction(
        `${scope} ${name}`,
        () => setPreference(scope, name, before),
        () => setPreference(scope, name, value),
      );
    },
    [store, setPreference],
  );
}
