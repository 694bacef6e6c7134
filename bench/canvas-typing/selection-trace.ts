// Where the main thread's time goes between a mousedown and the frame that paints the selection:
// a DevTools timeline trace cut into one window per selection (from the mousedown's dispatch to
// the end of the frame the page measured), summed by kind of work.
import type { CDPSession } from '@playwright/test';
import { collectTraceEvents, type TraceEventBase } from '../shared/trace-events.js';

interface TraceEvent extends TraceEventBase {
  args?: { name?: string; elementCount?: number; data?: { type?: string } };
}

/** The kinds of work a selection's frame is made of, by the trace events that carry them. */
const KINDS: readonly { kind: string; events: readonly string[] }[] = [
  {
    kind: 'input events (mousedown, focus, mouseup, click) and their microtasks',
    events: ['EventDispatch'],
  },
  { kind: 'animation frame callbacks', events: ['FireAnimationFrame'] },
  { kind: 'other script tasks (React scheduler, observers)', events: ['FunctionCall'] },
  { kind: 'microtasks outside those', events: ['RunMicrotasks'] },
  { kind: 'style recalculation', events: ['UpdateLayoutTree'] },
  { kind: 'layout', events: ['Layout'] },
  { kind: 'pre-paint', events: ['PrePaint'] },
  { kind: 'paint', events: ['Paint'] },
  { kind: 'layerisation', events: ['Layerize'] },
];

const SCRIPT_EVENTS = new Set([
  'EventDispatch',
  'FireAnimationFrame',
  'FunctionCall',
  'RunMicrotasks',
]);

export interface SelectionTrace {
  /** Prints the breakdown; `durations` are the page's mousedown → painted times, in order. */
  stop(durations: readonly number[]): Promise<void>;
}

/** Starts a timeline trace of the page behind `cdp`. */
export async function startSelectionTrace(cdp: CDPSession): Promise<SelectionTrace> {
  const events: TraceEvent[] = [];
  collectTraceEvents(cdp, events);
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  return {
    async stop(durations) {
      const done = new Promise<void>((resolve) =>
        cdp.once('Tracing.tracingComplete', () => resolve()),
      );
      await cdp.send('Tracing.end');
      await done;
      printBreakdown(events, durations);
    },
  };
}

function printBreakdown(all: readonly TraceEvent[], durations: readonly number[]): void {
  const renderers = new Set(
    all
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const events = all
    .filter((event) => event.ph === 'X' && renderers.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => a.ts - b.ts);
  const mousedowns = events.filter(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'mousedown',
  );
  if (mousedowns.length !== durations.length) {
    console.log(
      `selection trace: ${mousedowns.length} mousedowns for ${durations.length} selections, no breakdown`,
    );
    return;
  }
  const totals = new Map<string, number>();
  const threadTotals = new Map<string, number>();
  let elements = 0;
  let recalcs = 0;
  let layouts = 0;
  mousedowns.forEach((mousedown, index) => {
    // The page's figure ends in a task queued from the painted frame, after its rendering.
    const end = mousedown.ts + (durations[index] ?? 0) * 1000;
    // Script slices count once, at the outermost; a style recalculation or layout that a script
    // forces counts both in that script and alone. Any other kind counts once at its outermost
    // too: a frame's Paint holds the Paint of the document inside it.
    let scriptEnd = 0;
    const kindEnds = new Map<string, number>();
    for (const event of events) {
      if (event.ts < mousedown.ts || event.ts > end) continue;
      const kind = KINDS.find((entry) => entry.events.includes(event.name));
      if (kind === undefined) continue;
      const eventEnd = event.ts + (event.dur ?? 0);
      if (SCRIPT_EVENTS.has(event.name)) {
        if (event.ts < scriptEnd) continue;
        scriptEnd = eventEnd;
      } else {
        if (event.ts < (kindEnds.get(kind.kind) ?? 0)) continue;
        kindEnds.set(kind.kind, eventEnd);
      }
      const ms = (event.dur ?? 0) / 1000;
      totals.set(kind.kind, (totals.get(kind.kind) ?? 0) + ms);
      // Thread time: what the main thread itself spent, which the machine's load stretches less.
      const thread = (event.tdur ?? event.dur ?? 0) / 1000;
      threadTotals.set(kind.kind, (threadTotals.get(kind.kind) ?? 0) + thread);
      if (event.name === 'UpdateLayoutTree') {
        recalcs += 1;
        elements += event.args?.elementCount ?? 0;
      }
      if (event.name === 'Layout') layouts += 1;
    }
  });
  const n = durations.length;
  const nested = new Set(['style recalculation', 'layout']);
  console.log(
    `main thread per selection (mean of ${n}, mousedown → painted frame; wall ms, thread ms; script includes the style and layout it forces):`,
  );
  for (const { kind } of KINDS) {
    const ms = totals.get(kind) ?? 0;
    const thread = threadTotals.get(kind) ?? 0;
    console.log(
      `  ${(ms / n).toFixed(2).padStart(7)} ms ${(thread / n).toFixed(2).padStart(6)} ms  ${kind}${nested.has(kind) ? ' *' : ''}`,
    );
  }
  console.log(
    `  ${(recalcs / n).toFixed(1)} style recalculations (${(elements / n).toFixed(0)} elements) and ${(layouts / n).toFixed(1)} layouts per selection (* also inside script when forced)`,
  );
}
