import { deepEqual } from '../deep-equal';
import { markBoundary } from './history';
import type { EditChange, HistoryState, StoreState, UndoStep } from './store-state';

/** Whether `past` still begins with exactly the steps of `base` (same objects, same order). */
function startsWith(past: readonly UndoStep[], base: readonly UndoStep[]): boolean {
  return past.length >= base.length && base.every((step, index) => past[index] === step);
}

type EditStep = Extract<UndoStep, { type: 'edits' }>;

const isEditStep = (step: UndoStep): step is EditStep => step.type === 'edits';

/**
 * The changes of several edit steps as one: per record and field, the value before the first
 * step and after the last one, in the order the fields were first changed; a field that ended
 * where it began is left out.
 */
export function joinChanges(steps: readonly EditStep[]): EditChange[] {
  const joined = new Map<string, EditChange>();
  for (const step of steps) {
    for (const change of step.changes) {
      const key = JSON.stringify([change.recordKey, change.prop]);
      const first = joined.get(key);
      joined.set(key, first === undefined ? change : { ...first, to: change.to });
    }
  }
  return [...joined.values()].filter((change) => !deepEqual(change.from, change.to));
}

/**
 * Makes the steps the history gained since `before` (the history as a transaction found it) one
 * step: the record edits of all of them, of any number of records, undone and redone together.
 * Action steps made meanwhile (they carry their own undo) stay steps of their own, after it. The
 * next edit starts a new step. When the history no longer begins with `before`'s steps (an undo
 * ran meanwhile, or the first edit joined the step before: mark a boundary first), nothing is
 * joined.
 */
export function groupStepsSince(state: StoreState, before: HistoryState): StoreState {
  const { past } = state.history;
  if (!startsWith(past, before.past)) return markBoundary(state);
  const added = past.slice(before.past.length);
  if (added.length <= 1) return markBoundary(state);
  const edits = added.filter(isEditStep);
  const changes = joinChanges(edits);
  const time = Math.max(0, ...edits.map((step) => step.time));
  const grouped: UndoStep[] = changes.length === 0 ? [] : [{ type: 'edits', changes, time }];
  const actions = added.filter((step) => step.type === 'action');
  return {
    ...state,
    history: { ...state.history, past: [...before.past, ...grouped, ...actions], boundary: true },
  };
}
