import { useSyncExternalStore } from 'react';
import { createStateStore } from '../../../ui/state-store';

/**
 * Whether the Style Book is open in the Styles area's main area (spec 3 §2: the style-book canvas
 * container view). One value for the editor, shared by the sidebar's header toggle and the main
 * area beside it (two areas of the layout that share no React parent but the shell); the main
 * area closes it when it goes (the person leaves the Styles area).
 */
const store = createStateStore({ open: false });

export function isStyleBookOpen(): boolean {
  return store.getState().open;
}

export function openStyleBook(): void {
  store.set({ open: true });
}

export function closeStyleBook(): void {
  store.set({ open: false });
}

export function toggleStyleBook(): void {
  store.set({ open: !store.getState().open });
}

/** Whether the Style Book is open; re-renders when it opens or closes. */
export function useStyleBookOpen(): boolean {
  return useSyncExternalStore(store.subscribe, isStyleBookOpen, isStyleBookOpen);
}
