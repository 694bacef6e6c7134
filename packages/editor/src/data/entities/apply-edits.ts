import { deepEqual } from '../deep-equal';
import { rawValue } from './raw-values';
import type { EditChange, Edits, StoreState } from './store-state';

/**
 * Writes values into one record's edits. A value equal to the record's own (or undefined) removes
 * the edit, so edits only ever hold real differences plus block trees.
 */
export function applyEditValues(
  state: StoreState,
  key: string,
  values: Readonly<Record<string, unknown>>,
): StoreState {
  const record = state.records[key]?.record;
  const next: Record<string, unknown> = { ...state.edits[key] };
  for (const [prop, value] of Object.entries(values)) {
    if (value === undefined || deepEqual(value, rawValue(record?.[prop]))) delete next[prop];
    else next[prop] = value;
  }
  return withRecordEdits(state, key, next);
}

/** Replaces one record's edits, keeping `editOrder` in step (first edit order, empty leaves). */
export function withRecordEdits(state: StoreState, key: string, next: Edits): StoreState {
  const edits = { ...state.edits };
  const isEmpty = Object.keys(next).length === 0;
  if (isEmpty) delete edits[key];
  else edits[key] = next;
  const listed = state.editOrder.includes(key);
  let editOrder = state.editOrder;
  if (isEmpty && listed) editOrder = editOrder.filter((item) => item !== key);
  if (!isEmpty && !listed) editOrder = [...editOrder, key];
  return { ...state, edits, editOrder };
}

/** Applies one side (`from` or `to`) of a history step's changes. */
export function applyChanges(
  state: StoreState,
  changes: readonly EditChange[],
  side: 'from' | 'to',
): StoreState {
  let next = state;
  for (const change of changes) {
    next = applyEditValues(next, change.recordKey, { [change.prop]: change[side] });
  }
  return next;
}
