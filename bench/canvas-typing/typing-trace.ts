// What a keystroke costs the canvas's main thread (BENCH_TRACE=1 on the typing row): a timeline
// trace of the keystrokes, with per keystroke the count and CPU time (the trace's thread time,
// which the machine's load inflates less than wall time) of the events that make a frame — style
// recalculation and the elements it styled, layout and the objects it laid out, hit tests,
// intersection observations, paint, layerisation — and of the events nested in the browser's text
// insertion (the `textInput` dispatch). The trace slows the keystrokes: the row's timings come
// from a run without it.
import type { CDPSession } from '@playwright/test';
import { isTraceEvent, type TraceEventBase } from '../shared/trace-events.js';
import { startTrace } from './key-handlers.js';

const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,blink';

interface TraceEvent extends TraceEventBase {
  args?: {
    elementCount?: number;
    beginData?: { dirtyObjects?: number; totalObjects?: number };
    data?: { type?: string };
  };
}

/** The events a line each, in frame order. */
const FRAME_EVENTS = [
  'EventDispatch keydown',
  'EventDispatch keypress',
  'EventDispatch textInput',
  'TypingCommand::InsertText',
  'EventDispatch input',
  'FrameSelection::SetSelection',
  'EventDispatch selectionchange',
  'EventDispatch keyup',
  'TimerFire',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'HitTest',
  'IntersectionObserverController::computeIntersections',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
];

function nameOf(event: TraceEvent): string {
  return event.name === 'EventDispatch' ? `EventDispatch ${event.args?.data?.type}` : event.name;
}

/** CPU ms of an event: its thread time when the trace has it, else its wall time. */
function cpu(event: TraceEvent): number {
  return (event.tdur ?? event.dur ?? 0) / 1000;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function totals(events: readonly TraceEvent[]): Map<string, { ms: number; count: number }> {
  const byName = new Map<string, { ms: number; count: number }>();
  for (const event of events) {
    const entry = byName.get(nameOf(event)) ?? { ms: 0, count: 0 };
    entry.ms += cpu(event);
    entry.count += 1;
    byName.set(nameOf(event), entry);
  }
  return byName;
}

function printTrace(events: readonly TraceEvent[], keystrokes: number): void {
  const complete = events.filter((event) => event.ph === 'X' && event.dur !== undefined);
  const insertion = complete.filter((event) => nameOf(event) === 'EventDispatch textInput');
  const first = insertion[0];
  if (first === undefined) {
    console.log('typing trace: no text insertion in the trace');
    return;
  }
  // The canvas's main thread: the one that inserted the text.
  const main = complete.filter((event) => event.pid === first.pid && event.tid === first.tid);
  const per = (n: number) => (n / keystrokes).toFixed(2);
  const byName = totals(main);
  console.log(`timeline per keystroke (${keystrokes} keystrokes; CPU ms, count):`);
  for (const name of FRAME_EVENTS) {
    const entry = byName.get(name);
    if (entry !== undefined)
      console.log(`  ${per(entry.ms).padStart(7)} ms ×${per(entry.count)}  ${name}`);
  }
  const styled = main
    .filter((event) => event.name === 'UpdateLayoutTree')
    .reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0);
  const layouts = main.filter((event) => event.name === 'Layout');
  const dirty = layouts.map((event) => event.args?.beginData?.dirtyObjects ?? 0);
  const total = layouts.map((event) => event.args?.beginData?.totalObjects ?? 0);
  console.log(
    `  elements styled per keystroke ${per(styled)}; layout objects (median) ${median(dirty)} ` +
      `dirty of ${median(total)}`,
  );
  const nested = main.filter((event) =>
    insertion.some(
      (dispatch) =>
        event !== dispatch &&
        event.ts >= dispatch.ts &&
        event.ts + (event.dur ?? 0) <= dispatch.ts + (dispatch.dur ?? 0),
    ),
  );
  console.log('inside the text insertion (textInput), per keystroke, top 12 (CPU ms, count):');
  for (const [name, entry] of [...totals(nested)].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12))
    console.log(`  ${per(entry.ms).padStart(7)} ms ×${per(entry.count)}  ${name}`);
}

export interface TypingTrace {
  /** Ends the trace and prints what `keystrokes` keystrokes cost per keystroke. */
  stop(keystrokes: number): Promise<void>;
}

/** Starts a timeline trace of the page behind `cdp`. */
export async function startTypingTrace(cdp: CDPSession): Promise<TypingTrace> {
  const events: TraceEvent[] = [];
  const trace = await startTrace(cdp, CATEGORIES, (raw) => {
    if (isTraceEvent(raw)) events.push(raw);
  });
  return {
    async stop(keystrokes) {
      await trace.end();
      printTrace(events, keystrokes);
    },
  };
}
