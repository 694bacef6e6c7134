// The events of a DevTools timeline trace as the benches read them: the fields every event has,
// checked once here; each bench names the `args` it reads in its own extension of the type.
import type { CDPSession } from '@playwright/test';

/**
 * The trace categories of a page load's main-thread story: tasks, the timeline's events (with the
 * disabled-by-default detail), user timing marks, loading and V8's compile and execute.
 */
export const PAGE_LOAD_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8',
  'v8.execute',
].join(',');

/** What every trace event carries (`dur`/`tdur` on complete events: wall and thread time). */
export interface TraceEventBase {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, when the trace has it: load on the machine does not stretch it. */
  tdur?: number;
}

/** Whether a value read from a trace is an event (its `args` are the caller's to read). */
export function isTraceEvent<Event extends TraceEventBase>(value: unknown): value is Event {
  if (typeof value !== 'object' || value === null) return false;
  const { name, ph, pid, tid, ts } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    typeof ph === 'string' &&
    typeof pid === 'number' &&
    typeof tid === 'number' &&
    typeof ts === 'number'
  );
}

/**
 * Keeps every event the trace behind `cdp` reports in `events` (start the trace after this, with
 * `transferMode: 'ReportEvents'`).
 */
export function collectTraceEvents<Event extends TraceEventBase>(
  cdp: CDPSession,
  events: Event[],
): void {
  cdp.on('Tracing.dataCollected', ({ value }) => {
    for (const raw of value) {
      const event: unknown = raw;
      if (isTraceEvent<Event>(event)) events.push(event);
    }
  });
}
