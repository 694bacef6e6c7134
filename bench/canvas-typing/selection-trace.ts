// Where the main thread's time goes between a mousedown and the frame that paints the selection:
// a DevTools timeline trace cut into one window per selection (from the mousedown's dispatch to
// the end of the frame the page measured), summed by kind of work.
import type { CDPSession } from '@playwright/test';
import { collectTraceEvents, type TraceEventBase } from '../shared/trace-events.js';

interface TraceEvent extends TraceEventBase {
  args?: {
    name?: string;
    elementCount?: number;
    data?: { type?: string; functionName?: string; url?: string };
  };
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
    categories:
      'toplevel,blink.user_timing,devtools.timeline,disabled-by-default-devtools.timeline',
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
      printAfterFrame(events);
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
  const forced = new Map<string, { recalcs: number; layouts: number }>();
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
    // Style and layout forced by script (inside an event's dispatch, a frame callback, a task),
    // by the script around them, before the frame's own pass.
    let outer: TraceEvent | null = null;
    for (const event of events) {
      if (event.ts < mousedown.ts || event.ts > end) continue;
      if (SCRIPT_EVENTS.has(event.name)) {
        if (outer === null || event.ts >= outer.ts + (outer.dur ?? 0)) outer = event;
        continue;
      }
      if (event.name !== 'UpdateLayoutTree' && event.name !== 'Layout') continue;
      if (outer === null || event.ts >= outer.ts + (outer.dur ?? 0)) continue;
      const where =
        outer.name === 'EventDispatch' ? `${outer.args?.data?.type ?? 'event'}` : outer.name;
      const counts = forced.get(where) ?? { recalcs: 0, layouts: 0 };
      if (event.name === 'UpdateLayoutTree') counts.recalcs += 1;
      else counts.layouts += 1;
      forced.set(where, counts);
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
  const byScript = [...forced]
    .map(([where, c]) => `${where} ${(c.recalcs / n).toFixed(1)} / ${(c.layouts / n).toFixed(1)}`)
    .join(', ');
  console.log(
    `  of them forced by script (style recalculations / layouts per selection): ${byScript || 'none'}`,
  );
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** What a task between the painted frame and a closing task ran, by its first known event. */
function taskLabel(task: TraceEvent, inside: readonly TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  for (const event of inside) {
    if (event.ts < task.ts || event.ts > end || event === task) continue;
    if (event.name === 'EventDispatch') return `event ${event.args?.data?.type ?? '?'}`;
    if (event.name === 'TimerFire') return 'timer';
    if (event.name === 'FireAnimationFrame') return 'animation frame';
    if (event.name === 'FunctionCall') {
      const name = event.args?.data?.functionName;
      const file = event.args?.data?.url?.split('/').pop() ?? '';
      return `function ${name === undefined || name === '' ? '(anonymous)' : name} ${file}`.trim();
    }
  }
  const first = inside.find(
    (event) => event.ts >= task.ts && event.ts <= end && event !== task && !TASKS.has(event.name),
  );
  return first === undefined ? 'other' : `other (${first.name})`;
}

/**
 * Per selection, the painted frame's task (the one holding the page's `bench:selected-frame`
 * mark, made in its animation callback), then for each closing mark — `bench:painted` (the
 * figure) and `bench:queued` (the normal-priority message the figure ended in before) — the time
 * from that task's end to the mark and the tasks that ran in between, by kind.
 */
function printAfterFrame(all: readonly TraceEvent[]): void {
  const main = new Set(
    all
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const events = all.filter((event) => main.has(`${event.pid}:${event.tid}`));
  const marks = (name: string) =>
    events
      .filter((event) => event.name === name)
      .map((event) => event.ts)
      .sort((a, b) => a - b);
  const frames = marks('bench:selected-frame');
  // Outermost tasks only: a task runner's slice can hold another's.
  const tasks: TraceEvent[] = [];
  for (const task of events
    .filter((event) => event.ph === 'X' && TASKS.has(event.name))
    .sort((a, b) => a.ts - b.ts)) {
    const last = tasks.at(-1);
    if (last === undefined || task.ts >= last.ts + (last.dur ?? 0)) tasks.push(task);
  }
  const complete = events.filter((event) => event.ph === 'X').sort((a, b) => a.ts - b.ts);
  const frameEnds = frames.flatMap((mark) => {
    const frame = tasks.find((task) => task.ts <= mark && mark <= task.ts + (task.dur ?? 0));
    return frame === undefined ? [] : [frame.ts + (frame.dur ?? 0)];
  });
  // Before the frame: the tasks from the mousedown's to the painted frame's, by kind.
  const mousedowns = complete.filter(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'mousedown',
  );
  if (mousedowns.length === frameEnds.length) {
    const kinds = new Map<string, { count: number; ms: number }>();
    frameEnds.forEach((frameEnd, index) => {
      const start = mousedowns[index]?.ts ?? frameEnd;
      for (const task of tasks) {
        if (task.ts + (task.dur ?? 0) < start || task.ts > frameEnd) continue;
        const label = taskLabel(task, complete);
        const kind = kinds.get(label) ?? { count: 0, ms: 0 };
        kind.count += 1;
        kind.ms += (task.tdur ?? task.dur ?? 0) / 1000;
        kinds.set(label, kind);
      }
    });
    const n = frameEnds.length;
    console.log(`tasks from the mousedown's to the painted frame's (mean of ${n}, thread ms):`);
    for (const [label, { count, ms }] of [...kinds]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, 10)) {
      console.log(`  ${(ms / n).toFixed(2).padStart(6)} ms ${(count / n).toFixed(1)}×  ${label}`);
    }
  }
  for (const closing of ['bench:painted', 'bench:queued']) {
    const closes = marks(closing);
    if (frameEnds.length === 0 || frameEnds.length !== closes.length) {
      console.log(`${closing}: ${frameEnds.length} painted frames, ${closes.length} marks`);
      continue;
    }
    let gap = 0;
    let taskTime = 0;
    const kinds = new Map<string, { count: number; ms: number }>();
    frameEnds.forEach((frameEnd, index) => {
      const close = closes[index] ?? frameEnd;
      gap += Math.max(0, close - frameEnd) / 1000;
      for (const task of tasks) {
        if (task.ts < frameEnd || task.ts > close) continue;
        const label = taskLabel(task, complete);
        const kind = kinds.get(label) ?? { count: 0, ms: 0 };
        kind.count += 1;
        // Only the part before the mark: the closing task itself ends after it.
        const ms = (Math.min(task.ts + (task.dur ?? 0), close) - task.ts) / 1000;
        kind.ms += ms;
        taskTime += ms;
        kinds.set(label, kind);
      }
    });
    const n = frameEnds.length;
    console.log(
      `painted frame's task end → ${closing} (mean of ${n}): ${(gap / n).toFixed(2)} ms wall, ` +
        `of it in tasks ${(taskTime / n).toFixed(2)} ms`,
    );
    for (const [label, { count, ms }] of [...kinds].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8)) {
      console.log(`  ${(ms / n).toFixed(2).padStart(6)} ms ${(count / n).toFixed(1)}×  ${label}`);
    }
  }
}
