import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { ChromeState, ChromeStore } from './chrome-store';

const ChromeContext = createContext<ChromeStore | null>(null);

/** Hands the editor chrome store (sidebar, device, zoom-out, dialogs) down. */
export function ChromeProvider({ store, children }: { store: ChromeStore; children: ReactNode }) {
  return <ChromeContext.Provider value={store}>{children}</ChromeContext.Provider>;
}

/** The editor chrome store. */
export function useChromeStore(): ChromeStore {
  const store = useContext(ChromeContext);
  if (store === null) throw new Error('useChromeStore needs a <ChromeProvider> above it.');
  return store;
}

/** One value of the chrome state; re-renders when it changes. */
export function useChrome<T>(select: (state: ChromeState) => T): T {
  const store = useChromeStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
