import type { WriteScheduler } from '../after-next-frame';
import type { KnownBlockAttributes } from '../entities/shared-records';

/**
 * Local edits of a shared record go into its document after the frame that shows them, not inside
 * the keystroke: the store takes a keystroke at once (the canvas renders it), and the document
 * write (`applyLocalTree`, the Yjs transaction, encoding and sending the update, the undo
 * manager's bookkeeping) runs once per frame for every edit made during it. Whatever reads the
 * document first (a remote change, Save, undo, presence) flushes what is pending, so the document
 * it reads holds everything typed; nothing waits longer than a frame, or 100 ms where frames stop
 * (a hidden tab), and leaving the page flushes too.
 */

/** One write to a record's document: values the edits were made from, and the new ones. */
export interface PendingWrite {
  before: Readonly<Record<string, unknown>>;
  after: Readonly<Record<string, unknown>>;
  /** The undo step the edits belong to, or null for edits outside undo history. */
  step: number | null;
  /**
   * The attributes of the edit's blocks known without reading their HTML (those typing wrote):
   * a plain-text keystroke goes into its Y.Text without a parse.
   */
  known?: KnownBlockAttributes | undefined;
}

/**
 * Two writes made one after the other as one write (from the first's `before` to the second's
 * `after`), or null when they belong to different undo steps and must stay apart.
 */
export function joinWrites(first: PendingWrite, second: PendingWrite): PendingWrite | null {
  if (first.step !== second.step) return null;
  const before = { ...first.before };
  for (const [prop, value] of Object.entries(second.before)) {
    if (!(prop in before)) before[prop] = value;
  }
  const after = { ...first.after, ...second.after };
  const known = second.known ?? first.known;
  return known === undefined
    ? { before, after, step: first.step }
    : { before, after, step: first.step, known };
}

/** A record's writes waiting for the next frame. */
export interface WriteQueue {
  /** Queues a write, joined to the pending one when they share an undo step. */
  add(write: PendingWrite): void;
  /** Writes what is pending now (nothing when nothing is). */
  flush(): void;
  /** Flushes, then takes nothing more: later writes go straight through. */
  close(): void;
}

/**
 * Queues writes and hands them to `apply` once per `schedule`d run, in the order they were made:
 * a write of another undo step first flushes the pending one.
 */
export function createWriteQueue(
  apply: (write: PendingWrite) => void,
  schedule: WriteScheduler,
): WriteQueue {
  let pending: PendingWrite | null = null;
  let cancel: (() => void) | null = null;
  let closed = false;
  const flush = () => {
    cancel?.();
    cancel = null;
    const write = pending;
    pending = null;
    if (write !== null) apply(write);
  };
  return {
    add(write) {
      if (closed) {
        apply(write);
        return;
      }
      if (pending !== null) {
        const joined = joinWrites(pending, write);
        if (joined !== null) {
          pending = joined;
          return;
        }
        flush();
      }
      pending = write;
      cancel = schedule(flush);
    },
    flush,
    close() {
      flush();
      closed = true;
    },
  };
}

const flushesByDoc = new WeakMap<object, Set<() => void>>();

/**
 * Lets readers of `doc` outside the binding (presence, the carets) flush its pending writes
 * first; answers the function that ends it.
 */
export function registerPendingWrites(doc: object, flush: () => void): () => void {
  const flushes = flushesByDoc.get(doc) ?? new Set();
  flushes.add(flush);
  flushesByDoc.set(doc, flushes);
  return () => {
    flushes.delete(flush);
  };
}

/** Writes every local edit still waiting for `doc`, so it holds everything typed. */
export function flushLocalWrites(doc: object): void {
  for (const flush of flushesByDoc.get(doc) ?? []) flush();
}
