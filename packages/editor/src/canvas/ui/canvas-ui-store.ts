import type { RecordRef } from '../../data/entities/store-state';
import { createStateStore, type StateStore } from '../../ui/state-store';

/** The left panel of the editor (spec 1 §2.7): 'List View' or 'Block Library'. */
export type LeftPanel = 'list-view' | 'inserter' | null;

/** Canvas UI that is not document state: panels and popovers. */
export interface CanvasUiState {
  leftPanel: LeftPanel;
  /** The link popover: the rich text element and the range it edits. */
  link: { element: HTMLElement; range: Range; emit: () => void } | null;
  /** The slash inserter on an empty paragraph: the block and the text typed after '/'. */
  slash: { clientId: string; query: string } | null;
  /** Blocks waiting for the user to confirm a removal warning (spec 1 §4.7). */
  removal: { clientIds: string[]; owner: RecordRef; message: string } | null;
  /** The name dialog of 'Create pattern' / 'Create template part'. */
  naming: { kind: 'pattern' | 'template-part'; clientIds: string[]; owner: RecordRef } | null;
}

export type CanvasUiStore = StateStore<CanvasUiState>;

/** One per canvas; components read it with `useCanvasUi`. */
export function createCanvasUiStore(initial: Partial<CanvasUiState> = {}): CanvasUiStore {
  return createStateStore<CanvasUiState>({
    leftPanel: null,
    link: null,
    slash: null,
    removal: null,
    naming: null,
    ...initial,
  });
}
