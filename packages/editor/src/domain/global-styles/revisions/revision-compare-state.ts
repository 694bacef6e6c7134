import { useSyncExternalStore } from 'react';
import { createStateStore } from '../../../ui/state-store';
import { useRevisionPreview } from './revision-preview';

/**
 * Whether the Revisions screen's 'Compare with current styles' is on: one value for the editor,
 * like the revision preview, which the Revisions screen sets and turns off when it closes.
 */
const store = createStateStore({ comparing: false });

export function setRevisionCompare(comparing: boolean): void {
  store.set({ comparing });
}

export function getRevisionCompare(): boolean {
  return store.getState().comparing;
}

/** Whether 'Compare with current styles' is pressed. */
export function useRevisionCompare(): boolean {
  return useSyncExternalStore(store.subscribe, getRevisionCompare, getRevisionCompare);
}

/**
 * Whether the main area beside the Styles sidebar shows the compare view instead of the canvas:
 * compare is on and a revision other than the styles in use is previewed.
 */
export function useRevisionCompareShown(): boolean {
  const comparing = useRevisionCompare();
  const preview = useRevisionPreview();
  return comparing && preview !== null;
}
