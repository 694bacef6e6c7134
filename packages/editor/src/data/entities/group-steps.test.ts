import { describe, expect, it } from 'vitest';
import { editRecord } from './edit-record';
import { groupStepsSince } from './group-steps';
import { markBoundary, pushAction, redo, undo } from './history';
import { receiveRecord } from './receive-records';
import { getEditedRecord } from './selectors';
import { EMPTY_STATE, type RecordRef, recordKey, type StoreState } from './store-state';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const STYLES: RecordRef = { kind: 'root', name: 'globalStyles', id: '7' };
const T = recordKey(TEMPLATE);
const S = recordKey(STYLES);

function deepFreeze<V>(value: V): V {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function start(): StoreState {
  let state = receiveRecord(EMPTY_STATE, TEMPLATE, { id: 'loom//home', title: 'Home' }, null);
  state = receiveRecord(state, STYLES, { id: 7, styles: {} }, null);
  return deepFreeze(markBoundary(state));
}

const title = (state: StoreState) => getEditedRecord(state, TEMPLATE)?.title;
const styles = (state: StoreState) => getEditedRecord(state, STYLES)?.styles;
const RED = { blocks: { 'core/button': { color: { background: '#c00' } } } };

/** An earlier step, then the edits of two records as a transaction makes them. */
function pushed(): { before: StoreState; after: StoreState } {
  const before = markBoundary(editRecord(start(), T, { title: 'Landing' }, { now: 0 }));
  let after = editRecord(before, S, { styles: RED }, { now: 5000 });
  after = markBoundary(after);
  after = editRecord(after, T, { title: 'Landing, pushed' }, { now: 5001 });
  return { before, after: deepFreeze(markBoundary(after)) };
}

describe('groupStepsSince', () => {
  it('makes the edits of two records one step: undo takes both back, redo does both again', () => {
    const { before, after } = pushed();
    expect(after.history.past).toHaveLength(3);
    const grouped = groupStepsSince(after, before.history);
    expect(grouped.history.past).toHaveLength(2);
    expect(grouped.history.past[0]).toBe(before.history.past[0]);

    const undone = undo(grouped).state;
    expect(title(undone)).toBe('Landing');
    expect(styles(undone)).toEqual({});
    const redone = redo(undone).state;
    expect(title(redone)).toBe('Landing, pushed');
    expect(styles(redone)).toEqual(RED);

    const earlier = undo(undone).state;
    expect(title(earlier)).toBe('Home');
  });

  it('keeps, per record and field, the value before the first step and after the last', () => {
    const before = start();
    let state = editRecord(before, T, { title: 'One' }, { now: 0 });
    state = markBoundary(state);
    state = editRecord(state, T, { title: 'Two' }, { now: 10 });
    state = markBoundary(state);
    state = editRecord(state, S, { styles: RED }, { now: 20 });
    const grouped = groupStepsSince(state, before.history);
    const step = grouped.history.past[0];
    expect(step?.type === 'edits' && step.changes).toEqual([
      { recordKey: T, prop: 'title', from: 'Home', to: 'Two' },
      { recordKey: S, prop: 'styles', from: {}, to: RED },
    ]);
    expect(step?.type === 'edits' && step.time).toBe(20);
  });

  it('leaves out a field that came back to where it began, and makes no step of nothing', () => {
    const before = start();
    let state = editRecord(before, T, { title: 'One' }, { now: 0 });
    state = markBoundary(state);
    state = editRecord(state, T, { title: 'Home' }, { now: 10 });
    expect(state.history.past).toHaveLength(2);
    expect(groupStepsSince(state, before.history).history.past).toEqual([]);
  });

  it('the next edit starts a step of its own', () => {
    const { before, after } = pushed();
    const grouped = groupStepsSince(after, before.history);
    const next = editRecord(grouped, T, { title: 'Later' }, { now: 5002 });
    expect(next.history.past).toHaveLength(3);
    expect(title(undo(next).state)).toBe('Landing, pushed');
  });

  it('keeps an action step made meanwhile as its own step, after the joined edits', () => {
    const before = start();
    let state = editRecord(before, S, { styles: RED }, { now: 0 });
    const action = { type: 'action', label: 'Preference', undo: () => {}, redo: () => {} } as const;
    state = pushAction(state, action);
    state = editRecord(state, T, { title: 'Landing' }, { now: 10 });
    const grouped = groupStepsSince(state, before.history);
    expect(grouped.history.past.map((step) => step.type)).toEqual(['edits', 'action']);
    expect(grouped.history.past[1]).toBe(action);
  });

  it('joins nothing when the history no longer begins with the steps it had', () => {
    const { before, after } = pushed();
    const undone = undo(undo(undo(after).state).state).state;
    const changed = editRecord(undone, T, { title: 'Other' }, { now: 9000 });
    const grouped = groupStepsSince(changed, before.history);
    expect(grouped.history.past).toBe(changed.history.past);
    expect(grouped.history.boundary).toBe(true);
  });

  it('leaves a single step as it is (the same object)', () => {
    const before = start();
    const state = editRecord(before, T, { title: 'One' }, { now: 0 });
    const grouped = groupStepsSince(state, before.history);
    expect(grouped.history.past[0]).toBe(state.history.past[0]);
    expect(grouped.history.boundary).toBe(true);
  });
});
