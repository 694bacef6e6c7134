// Each browser's own main-thread time while typing (COLLAB_TRACE=1 with COLLAB_PEER=1): one
// browser-wide DevTools trace, split by renderer process. The typing browser is the renderer that
// dispatched the keydowns; any other renderer main thread is the peer's. Per keystroke: the busy
// time (top-level tasks), the time in script, style, layout and paint, and the layouts forced by
// script (a Layout inside a script event, as opposed to the frame's own) with where they were
// asked for. Times are thread (CPU) times where the trace has them: load stretches them less.
import type { CDPSession } from '@playwright/test';
import { collectTraceEvents, type TraceEventBase } from '../shared/trace-events.js';

interface TraceEvent extends TraceEventBase {
  args?: {
    name?: string;
    data?: { type?: string };
    beginData?: { stackTrace?: { functionName?: string; url?: string; lineNumber?: number }[] };
  };
}

/** Script events a forced layout sits inside. */
const SCRIPT = new Set([
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'v8.callFunction',
]);

const KINDS: Record<string, readonly string[]> = {
  script: ['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks'],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize'],
};

export interface RendererBusy {
  /** 'typing' (dispatched the keydowns) or 'peer'. */
  role: 'typing' | 'peer';
  keydowns: number;
  /** Milliseconds, summed over the trace. */
  busy: number;
  byKind: Record<string, number>;
  forcedLayouts: number;
  forcedLayoutMs: number;
  /** Where the forced layouts were asked for: the script event and the first stack frames. */
  forcedBy: [string, number][];
}

/** Top-level spans of one thread (nested ones of the same name dropped), sorted. */
function topLevel(events: readonly TraceEvent[]): TraceEvent[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts);
  const out: TraceEvent[] = [];
  let end = -1;
  for (const event of sorted) {
    if (event.ts < end) continue;
    out.push(event);
    end = event.ts + (event.dur ?? 0);
  }
  return out;
}

function summarise(events: readonly TraceEvent[]): Omit<RendererBusy, 'role'> {
  const spans = (names: readonly string[]) =>
    topLevel(events.filter((event) => names.includes(event.name)));
  const ms = (list: readonly TraceEvent[]) =>
    list.reduce((sum, event) => sum + (event.tdur ?? event.dur ?? 0), 0) / 1000;
  const byKind: Record<string, number> = {};
  for (const [kind, names] of Object.entries(KINDS)) byKind[kind] = ms(spans(names));
  const scripts = spans([...SCRIPT]);
  const inside = (event: TraceEvent) =>
    scripts.find((script) => event.ts >= script.ts && event.ts < script.ts + (script.dur ?? 0));
  const forced = events.filter((event) => event.name === 'Layout' && inside(event) !== undefined);
  const forcedBy = new Map<string, number>();
  for (const layout of forced) {
    const stack = (layout.args?.beginData?.stackTrace ?? [])
      .slice(0, 4)
      .map((frame) => `${frame.functionName || '(anonymous)'}:${frame.lineNumber ?? ''}`)
      .join(' < ');
    const key = `${inside(layout)?.name} ${stack}`;
    forcedBy.set(key, (forcedBy.get(key) ?? 0) + 1);
  }
  return {
    keydowns: events.filter(
      (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown',
    ).length,
    busy: ms(spans(['RunTask', 'ThreadControllerImpl::RunTask'])),
    byKind,
    forcedLayouts: forced.length,
    forcedLayoutMs: ms(forced),
    forcedBy: [...forcedBy].sort((a, b) => b[1] - a[1]).slice(0, 4),
  };
}

export interface BusyTrace {
  /** Ends the trace; one entry per renderer main thread that did anything. */
  stop(): Promise<RendererBusy[]>;
}

/** Starts a browser-wide timeline trace through `cdp` (any page's session). */
export async function traceRenderers(cdp: CDPSession): Promise<BusyTrace> {
  const events: TraceEvent[] = [];
  collectTraceEvents(cdp, events);
  await cdp.send('Tracing.start', {
    categories:
      'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.stack',
    transferMode: 'ReportEvents',
  });
  return {
    async stop() {
      const done = new Promise<void>((resolve) =>
        cdp.once('Tracing.tracingComplete', () => resolve()),
      );
      await cdp.send('Tracing.end');
      await done;
      const mains = new Set(
        events
          .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
          .map((event) => `${event.pid}:${event.tid}`),
      );
      const byThread = new Map<string, TraceEvent[]>();
      for (const event of events) {
        const thread = `${event.pid}:${event.tid}`;
        if (event.ph !== 'X' || !mains.has(thread)) continue;
        const list = byThread.get(thread) ?? [];
        list.push(event);
        byThread.set(thread, list);
      }
      return [...byThread.values()]
        .map(summarise)
        .filter((summary) => summary.busy > 0)
        .map((summary) => ({ ...summary, role: summary.keydowns > 0 ? 'typing' : 'peer' }));
    },
  };
}

/** One line per renderer: its figures per keystroke typed. */
export function printRendererBusy(renderers: readonly RendererBusy[], keystrokes: number): void {
  const per = (ms: number) => (ms / keystrokes).toFixed(2);
  for (const r of [...renderers].sort((a, b) => b.busy - a.busy)) {
    const kinds = Object.entries(r.byKind)
      .map(([kind, ms]) => `${kind} ${per(ms)}`)
      .join(', ');
    console.log(
      `  ${r.role.padEnd(6)} main thread per keystroke: busy ${per(r.busy)} ms (${kinds}); forced layouts ${(r.forcedLayouts / keystrokes).toFixed(2)}, ${per(r.forcedLayoutMs)} ms (keydowns ${r.keydowns})`,
    );
    for (const [where, count] of r.forcedBy) console.log(`      ${count}× forced in ${where}`);
  }
}
