import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from 'react';
import type { EntityStore } from './entity-store';
import type { StoreState } from './store-state';

const EntityStoreContext = createContext<EntityStore | null>(null);

/** Hands the app's entity store (one instance per editor) to the screens below. */
export function EntityStoreProvider({
  store,
  children,
}: {
  store: EntityStore;
  children: ReactNode;
}) {
  return <EntityStoreContext.Provider value={store}>{children}</EntityStoreContext.Provider>;
}

/** The entity store of the running editor. */
export function useEntityStore(): EntityStore {
  const store = useContext(EntityStoreContext);
  if (store === null) throw new Error('useEntityStore needs an <EntityStoreProvider> above it.');
  return store;
}

/**
 * Reads from the store and re-renders when the result changes. The selector must return the same
 * value for the same state (the selectors in `selectors.ts` do). With a `scope` (a record key, or
 * `STORED_ONLY`: see `EntityStore.subscribeScoped`) the selector must read only what that scope
 * covers; it is then not run again for changes outside it (another record's edits, a keystroke).
 */
export function useStoreSelector<T>(selector: (state: StoreState) => T, scope?: string): T {
  const store = useEntityStore();
  const subscribe = useCallback(
    (listener: () => void) =>
      scope === undefined ? store.subscribe(listener) : store.subscribeScoped(scope, listener),
    [store, scope],
  );
  return useSyncExternalStore(
    subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );
}
