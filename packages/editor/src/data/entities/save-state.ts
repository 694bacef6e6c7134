import { deepEqual } from '../deep-equal';
import { withRecordEdits } from './apply-edits';
import type { SaveState, StoreState } from './store-state';

/** Marks a record as saving, or as failed to save, or (null) neither. */
export function setSaveState(state: StoreState, key: string, save: SaveState | null): StoreState {
  const saving = { ...state.saving };
  if (save === null) delete saving[key];
  else saving[key] = save;
  return { ...state, saving };
}

/**
 * After a save, drops the edits that were sent; an edit made while the save was in flight
 * differs from what was sent and stays.
 */
export function clearSentEdits(
  state: StoreState,
  key: string,
  sent: Readonly<Record<string, unknown>>,
): StoreState {
  const current = state.edits[key];
  if (current === undefined) return state;
  const remaining = Object.fromEntries(
    Object.entries(current).filter(
      ([prop, value]) => !(prop in sent && deepEqual(sent[prop], value)),
    ),
  );
  return withRecordEdits(state, key, remaining);
}

/** Throws away every edit of one record (the user chose to reload it). */
export function discardEdits(state: StoreState, key: string): StoreState {
  return withRecordEdits(state, key, {});
}
