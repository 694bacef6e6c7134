import { applyChanges } from './apply-edits';
import type { EditChange, HistoryState, StoreState, UndoStep } from './store-state';

export interface HistoryMove {
  state: StoreState;
  /** The step that moved; an action step's own undo/redo is for the caller to run. */
  step: UndoStep | null;
}

/** Which changes of a step the caller moves itself (through a shared record's document). */
export type LeftToCaller = (change: EditChange) => boolean;

const NONE_LEFT: LeftToCaller = () => false;

/**
 * The changes a history move applies itself: a shared record's step goes through its document,
 * and so does any change `leave` names (an edit made before its record was shared).
 */
function ownChanges(changes: readonly EditChange[], leave: LeftToCaller): readonly EditChange[] {
  return changes.filter((change) => change.shared === undefined && !leave(change));
}

/**
 * Takes back the last step: its edits return to their earlier values (changes of shared records,
 * and those `leave` names, are left to the caller, which takes them back through their documents).
 */
export function undo(state: StoreState, leave: LeftToCaller = NONE_LEFT): HistoryMove {
  const step = state.history.past.at(-1);
  if (!step) return { state, step: null };
  const moved =
    step.type === 'edits' ? applyChanges(state, ownChanges(step.changes, leave), 'from') : state;
  return {
    state: {
      ...moved,
      history: {
        past: state.history.past.slice(0, -1),
        future: [...state.history.future, step],
        boundary: true,
      },
    },
    step,
  };
}

/** Does again the last undone step (leaving to the caller what `undo` leaves). */
export function redo(state: StoreState, leave: LeftToCaller = NONE_LEFT): HistoryMove {
  const step = state.history.future.at(-1);
  if (!step) return { state, step: null };
  const moved =
    step.type === 'edits' ? applyChanges(state, ownChanges(step.changes, leave), 'to') : state;
  return {
    state: {
      ...moved,
      history: {
        past: [...state.history.past, step],
        future: state.history.future.slice(0, -1),
        boundary: true,
      },
    },
    step,
  };
}

/** Adds an action step (e.g. a preference change with an Undo notice) to the history. */
export function pushAction(state: StoreState, step: Extract<UndoStep, { type: 'action' }>) {
  return {
    ...state,
    history: { past: [...state.history.past, step], future: [], boundary: true },
  };
}

/** Makes the next edit start its own undo step. */
export function markBoundary(state: StoreState): StoreState {
  if (state.history.boundary) return state;
  return { ...state, history: { ...state.history, boundary: true } };
}

/** Forgets every history change of one record (after its edits were thrown away). */
export function forgetRecordHistory(state: StoreState, key: string): StoreState {
  const keep = (steps: readonly UndoStep[]) =>
    steps.flatMap((step): UndoStep[] => {
      if (step.type !== 'edits') return [step];
      const changes = step.changes.filter((change) => change.recordKey !== key);
      return changes.length === 0 ? [] : [{ ...step, changes }];
    });
  return {
    ...state,
    history: {
      past: keep(state.history.past),
      future: keep(state.history.future),
      boundary: true,
    },
  };
}

/** The step one change of history took back or did again. */
export interface HistoryMoveOf {
  direction: 'undo' | 'redo';
  step: UndoStep;
}

/**
 * Which step went from one history to the next by an undo or a redo (they move the very same
 * step object between `past` and `future`), or null for any other change (an edit, a boundary).
 */
export function historyMoveOf(before: HistoryState, after: HistoryState): HistoryMoveOf | null {
  const undone = before.past.at(-1);
  if (
    undone !== undefined &&
    after.past.length === before.past.length - 1 &&
    after.future.at(-1) === undone
  ) {
    return { direction: 'undo', step: undone };
  }
  const redone = before.future.at(-1);
  if (
    redone !== undefined &&
    after.future.length === before.future.length - 1 &&
    after.past.at(-1) === redone
  ) {
    return { direction: 'redo', step: redone };
  }
  return null;
}
