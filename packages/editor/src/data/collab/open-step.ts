import { COALESCE_MS } from '../entities/edit-record';
import type { StoreState } from '../entities/store-state';

/**
 * How long until the newest undo step can no longer be joined by an edit of the record `key`
 * (0: it cannot be now). A step typing may still join is open: a first sync applied while it is
 * would cut the typing in two undo steps (the part before the sync is undone through the
 * document as an earlier change, the part after through the person's own document steps), so
 * the binding waits for it to close — a pause in typing, a new selection, an undo boundary.
 */
export function openStepWait(state: StoreState, key: string, now: number): number {
  const { past, boundary } = state.history;
  const last = past.at(-1);
  if (boundary || last?.type !== 'edits') return 0;
  if (!last.changes.some((change) => change.recordKey === key)) return 0;
  return Math.max(0, last.time + COALESCE_MS - now);
}
