import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { CanvasUiState, CanvasUiStore } from './canvas-ui-store';

const CanvasUiContext = createContext<CanvasUiStore | null>(null);

/** Hands the canvas UI store (panels, popovers) down. */
export function CanvasUiProvider({
  store,
  children,
}: {
  store: CanvasUiStore;
  children: ReactNode;
}) {
  return <CanvasUiContext.Provider value={store}>{children}</CanvasUiContext.Provider>;
}

/** The canvas UI store. */
export function useCanvasUiStore(): CanvasUiStore {
  const store = useContext(CanvasUiContext);
  if (store === null) throw new Error('useCanvasUiStore needs a <CanvasUiProvider> above it.');
  return store;
}

/** One value of the canvas UI state; re-renders when it changes. */
export function useCanvasUi<T>(select: (state: CanvasUiState) => T): T {
  const store = useCanvasUiStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
