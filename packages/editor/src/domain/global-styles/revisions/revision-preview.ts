import { useSyncExternalStore } from 'react';
import type { CurrentStyles } from './apply-revision';

/**
 * The styles of the revision selected on the Revisions screen, for the canvas beside the sidebar
 * to show instead of the user's record as edited (spec 3 §4: selecting a revision previews it, it
 * edits nothing). One value for the editor: the Revisions screen sets it and clears it when it
 * closes; null shows the record as edited.
 */
let preview: CurrentStyles | null = null;
const listeners = new Set<() => void>();

export function setRevisionPreview(next: CurrentStyles | null): void {
  if (next === preview) return;
  preview = next;
  for (const listener of listeners) listener();
}

export function getRevisionPreview(): CurrentStyles | null {
  return preview;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The previewed revision's styles and settings, or null when none is previewed. */
export function useRevisionPreview(): CurrentStyles | null {
  return useSyncExternalStore(subscribe, getRevisionPreview, getRevisionPreview);
}
