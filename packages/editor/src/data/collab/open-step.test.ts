import { describe, expect, it } from 'vitest';
import { COALESCE_MS } from '../entities/edit-record';
import { EMPTY_STATE, type StoreState } from '../entities/store-state';
import { openStepWait } from './open-step';

const PAGE = 'postType:page:7';

function withStep(recordKey: string, time: number, boundary = false): StoreState {
  const change = { recordKey, prop: 'blocks', from: [], to: [] };
  return {
    ...EMPTY_STATE,
    history: { past: [{ type: 'edits', changes: [change], time }], future: [], boundary },
  };
}

describe('openStepWait', () => {
  it('waits while typing in the record could still join its newest undo step', () => {
    expect(openStepWait(withStep(PAGE, 1000), PAGE, 1300)).toBe(COALESCE_MS - 300);
  });

  it('does not wait once the step is closed: a pause, a boundary, another record, no step', () => {
    expect(openStepWait(withStep(PAGE, 1000), PAGE, 1000 + COALESCE_MS)).toBe(0);
    expect(openStepWait(withStep(PAGE, 1000, true), PAGE, 1300)).toBe(0);
    expect(openStepWait(withStep('postType:page:8', 1000), PAGE, 1300)).toBe(0);
    expect(openStepWait(EMPTY_STATE, PAGE, 1300)).toBe(0);
  });
});
