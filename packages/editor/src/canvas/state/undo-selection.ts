import type { HistoryMoveOf } from '../../data/entities/history';
import type { HistoryState, UndoStep } from '../../data/entities/store-state';
import { type BlockSelection, type SelectionPoint, singleSelection } from './block-editor-state';

/**
 * Undo and redo bring the selection back with the blocks, as the block editor does: every undo
 * step the canvas makes keeps the selection from before and after it. Pure helpers; the store
 * holds the map from step to selections.
 */
export interface StepSelection {
  /** The selection when the step began (restored by undo). */
  before: BlockSelection | null;
  /** The selection when the step ended (restored by redo). */
  after: BlockSelection | null;
}

/**
 * A one-block selection with the caret the DOM reported for that block (the selection itself
 * carries a caret only when a verb placed it); any other selection as it is.
 */
export function withCaret(
  selection: BlockSelection | null,
  caret: SelectionPoint | null,
): BlockSelection | null {
  if (selection === null || caret === null || caret.caret === undefined) return selection;
  const { anchor, focus } = selection;
  if (anchor.clientId !== focus.clientId || focus.caret !== undefined) return selection;
  return focus.clientId === caret.clientId
    ? singleSelection(focus.clientId, caret.caret)
    : selection;
}

/**
 * The step an edit made or extended, and the selections to keep with it: a new step takes the
 * selection before the edit; an extended one (typing joined into the last step) keeps the
 * `before` it had. Null when the edit made no step.
 */
export function stepSelectionOfEdit(
  previous: HistoryState,
  next: HistoryState,
  known: (step: UndoStep) => StepSelection | undefined,
  before: BlockSelection | null,
  after: BlockSelection | null,
): { step: UndoStep; selection: StepSelection } | null {
  const last = previous.past.at(-1);
  const step = next.past.at(-1);
  if (step === undefined || step === last) return null;
  const extended = next.past.length === previous.past.length && last !== undefined;
  const kept = extended ? known(last)?.before : undefined;
  return { step, selection: { before: kept === undefined ? before : kept, after } };
}

/**
 * The selection after an undo or redo: the one kept with the step (before it for undo, after it
 * for redo), else the current one; never one whose blocks are gone (then nothing is selected).
 */
export function selectionAfterMove(
  move: HistoryMoveOf,
  kept: StepSelection | undefined,
  current: BlockSelection | null,
  exists: (clientId: string) => boolean,
): BlockSelection | null {
  const present = (selection: BlockSelection | null) =>
    selection !== null && exists(selection.anchor.clientId) && exists(selection.focus.clientId);
  const wanted = kept === undefined ? null : move.direction === 'undo' ? kept.before : kept.after;
  if (present(wanted)) return wanted;
  return present(current) ? current : null;
}
