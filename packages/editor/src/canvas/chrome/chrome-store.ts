import type { Device } from '../device/device-sizes';

/** Dialogs the editor chrome opens (the command palette belongs to every screen). */
export type ChromeDialog = 'shortcuts' | 'preferences' | null;

/** The settings sidebar's tabs (spec 1 §2.9). */
export type SidebarTab = 'document' | 'block';

/** Editor chrome around the canvas that is not document state and not a preference. */
export interface ChromeState {
  sidebarOpen: boolean;
  sidebarTab: SidebarTab;
  device: Device;
  /** Block editor mode zoom-out (spec 1 §2.7). */
  zoomOut: boolean;
  dialog: ChromeDialog;
  /** The canvas width the user dragged or keyed to, or null for the device's width. */
  canvasWidth: number | null;
  /** The last message for the polite live region (editor mode changes). */
  announcement: string;
}

export interface ChromeStore {
  getState(): ChromeState;
  set(changes: Partial<ChromeState>): void;
  subscribe(listener: () => void): () => void;
}

export const INITIAL_CHROME: ChromeState = {
  sidebarOpen: true,
  sidebarTab: 'document',
  device: 'Desktop',
  zoomOut: false,
  dialog: null,
  canvasWidth: null,
  announcement: '',
};

/** One per edit-mode canvas; read with `useChrome`. */
export function createChromeStore(initial: Partial<ChromeState> = {}): ChromeStore {
  let state: ChromeState = { ...INITIAL_CHROME, ...initial };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    set(changes) {
      const keys = Object.keys(changes) as (keyof ChromeState)[];
      if (keys.every((key) => state[key] === changes[key])) return;
      state = { ...state, ...changes };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
