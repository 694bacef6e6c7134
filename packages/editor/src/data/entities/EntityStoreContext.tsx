import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
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
 * value for the same state (the selectors in `selectors.ts` do).
 */
export function useStoreSelector<T>(selector: (state: StoreState) => T): T {
  const store = useEntityStore();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );
}
