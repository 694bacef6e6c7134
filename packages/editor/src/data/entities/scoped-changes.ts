import type { StoreState } from './store-state';

/** The scope of readers of what the server sent only: records, lists, reads and saves. */
export const STORED_ONLY = '(stored only)';

/**
 * What a change touched, for scoped listeners: null when what the server sent changed (records,
 * lists, reads or saves: every scoped reader may see it), else the keys of the records whose
 * edits changed (none for a change of the history alone).
 */
export function editedKeys(previous: StoreState, next: StoreState): ReadonlySet<string> | null {
  if (
    previous.records !== next.records ||
    previous.queries !== next.queries ||
    previous.resolutions !== next.resolutions ||
    previous.saving !== next.saving
  ) {
    return null;
  }
  const keys = new Set<string>();
  if (previous.edits === next.edits) return keys;
  for (const key of Object.keys(next.edits)) {
    if (previous.edits[key] !== next.edits[key]) keys.add(key);
  }
  for (const key of Object.keys(previous.edits)) {
    if (!(key in next.edits)) keys.add(key);
  }
  return keys;
}
