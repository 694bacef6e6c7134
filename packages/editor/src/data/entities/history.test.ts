import { describe, expect, it } from 'vitest';
import { editRecord } from './edit-record';
import { historyMoveOf, markBoundary, redo, undo } from './history';
import { EMPTY_STATE, type StoreState } from './store-state';

const KEY = '["postType","wp_template","loom//index"]';

function edited(state: StoreState, title: string, now: number): StoreState {
  return markBoundary(editRecord(state, KEY, { title }, { now }));
}

describe('historyMoveOf', () => {
  const first = edited(EMPTY_STATE, 'One', 0);
  const second = edited(first, 'Two', 5000);

  it('names the step an undo took back', () => {
    const { state: undone } = undo(second);
    expect(historyMoveOf(second.history, undone.history)).toEqual({
      direction: 'undo',
      step: second.history.past.at(-1),
    });
  });

  it('names the step a redo did again', () => {
    const { state: undone } = undo(second);
    const { state: redone } = redo(undone);
    expect(historyMoveOf(undone.history, redone.history)).toEqual({
      direction: 'redo',
      step: second.history.past.at(-1),
    });
  });

  it('is null for an edit, a boundary or no change', () => {
    expect(historyMoveOf(first.history, second.history)).toBeNull();
    const open = editRecord(second, KEY, { title: 'Three' }, { now: 9000 });
    expect(historyMoveOf(open.history, markBoundary(open).history)).toBeNull();
    expect(historyMoveOf(second.history, second.history)).toBeNull();
  });

  it('is null when an edit after an undo drops the redo step', () => {
    const { state: undone } = undo(second);
    const again = edited(undone, 'Other', 9000);
    expect(historyMoveOf(undone.history, again.history)).toBeNull();
  });
});
