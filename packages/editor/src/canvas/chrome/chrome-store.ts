import { createStateStore, type StateStore } from '../../ui/state-store';
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

export type ChromeStore = StateStore<ChromeState>;

const INITIAL_CHROME: ChromeState = {
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
  return createStateStore<ChromeState>({ ...INITIAL_CHROME, ...initial });
}
