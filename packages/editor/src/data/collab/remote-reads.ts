import type { WriteScheduler } from '../after-next-frame';
import type { DocChanges } from './doc-changes';

/**
 * Changes that arrived from the others are read into the entity store once per frame, not once
 * per arrival: a collaborator's keystrokes (one update each) that land in one frame make one store
 * update, one render and one layout. Local transactions (undo, redo) are read at once, with
 * whatever arrived before them.
 */

/** What two transactions changed together. */
export function joinChanges(first: DocChanges, second: DocChanges): DocChanges {
  return {
    fields: first.fields || second.fields,
    meta: first.meta || second.meta,
    structure: first.structure || second.structure,
    blocks: new Set([...first.blocks, ...second.blocks]),
  };
}

/** Arrivals waiting for their read. */
export interface ReadQueue {
  /** Queues what an arrival changed; it is read at the next scheduled run. */
  add(changes: DocChanges): void;
  /** Reads now what is queued joined with `changes` (a local transaction's), or only those. */
  readNow(changes: DocChanges): void;
  /** Drops what is queued (the binding ends). */
  cancel(): void;
}

/**
 * Joins arrivals until `schedule` runs, then hands `read` what they changed together, once.
 */
export function createReadQueue(
  read: (changes: DocChanges) => void,
  schedule: WriteScheduler,
): ReadQueue {
  let pending: DocChanges | null = null;
  let cancelRun: (() => void) | null = null;
  const take = (): DocChanges | null => {
    cancelRun?.();
    cancelRun = null;
    const changes = pending;
    pending = null;
    return changes;
  };
  const run = () => {
    const changes = take();
    if (changes !== null) read(changes);
  };
  return {
    add(changes) {
      const first = pending === null;
      pending = pending === null ? changes : joinChanges(pending, changes);
      if (first) cancelRun = schedule(run);
    },
    readNow(changes) {
      const queued = take();
      read(queued === null ? changes : joinChanges(queued, changes));
    },
    cancel() {
      take();
    },
  };
}
