// Where the page's main thread spends its time while a benchmark runs: a DevTools timeline trace
// (style recalculation, layout, paint, event dispatch, garbage collection — inclusive times by event
// name) and a sampled JavaScript profile (self time by function). Readable names need an editor
// bundle built without minification (`npx vite build --minify false` in packages/editor).
import { writeFileSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';
import { collectTraceEvents, type TraceEventBase } from '../shared/trace-events.js';

interface TraceEvent extends TraceEventBase {
  args?: { name?: string; elementCount?: number };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Timeline events worth a line: what a frame costs after an input. */
const TIMELINE_EVENTS = [
  'EventDispatch',
  'FunctionCall',
  'FireAnimationFrame',
  'RunMicrotasks',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MajorGC',
  'MinorGC',
];

export interface MainThreadProfile {
  /** Prints the figures gathered since the start and ends the trace and the profile. */
  stop(): Promise<void>;
}

/** Starts a timeline trace and a JavaScript profile of the page behind `cdp`. */
export async function startMainThreadProfile(cdp: CDPSession): Promise<MainThreadProfile> {
  const events: TraceEvent[] = [];
  collectTraceEvents(cdp, events);
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return {
    async stop() {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      // BENCH_PROFILE_FILE keeps the JavaScript profile (DevTools' .cpuprofile format) to read later.
      const file = process.env.BENCH_PROFILE_FILE;
      if (file !== undefined && file !== '') writeFileSync(file, JSON.stringify(profile));
      const done = new Promise<void>((resolve) =>
        cdp.once('Tracing.tracingComplete', () => resolve()),
      );
      await cdp.send('Tracing.end');
      await done;
      printTimeline(events);
      printSelfTimes(profile);
      printInclusiveTimes(profile);
    },
  };
}

function printTimeline(events: readonly TraceEvent[]) {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const totals = new Map<string, { ms: number; count: number; elements: number }>();
  for (const event of events) {
    if (event.ph !== 'X' || !mainThreads.has(`${event.pid}:${event.tid}`)) continue;
    if (!TIMELINE_EVENTS.includes(event.name)) continue;
    const total = totals.get(event.name) ?? { ms: 0, count: 0, elements: 0 };
    total.ms += (event.dur ?? 0) / 1000;
    total.count += 1;
    total.elements += event.args?.elementCount ?? 0;
    totals.set(event.name, total);
  }
  console.log('main thread, timeline events (inclusive ms, count, elements styled):');
  for (const name of TIMELINE_EVENTS) {
    const total = totals.get(name);
    if (total !== undefined) {
      const elements = total.elements > 0 ? `, ${total.elements} elements` : '';
      console.log(`  ${total.ms.toFixed(1).padStart(8)}  ${name} ×${total.count}${elements}`);
    }
  }
}

function printSelfTimes(profile: CpuProfile) {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = frames.get(id);
    if (frame === undefined) return;
    const file = frame.url.split('/').at(-1) ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const skipped = ['(idle)', '(program)'];
  console.log('JavaScript self time (ms), top 20:');
  for (const [key, ms] of [...self]
    .filter(([key]) => !skipped.some((name) => key.startsWith(name)))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20)) {
    console.log(`  ${ms.toFixed(1).padStart(8)}  ${key}`);
  }
}

/** Time spent in a function and what it called, for the editor's own named functions. */
function printInclusiveTimes(profile: CpuProfile) {
  const parents = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parents.set(child, node.id);
  }
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
      const frame = frames.get(node);
      if (frame === undefined || !frame.url.includes('/wp-admin/build/')) continue;
      if (frame.functionName === '' || frame.functionName.length < 3) continue;
      seen.add(frame.functionName);
    }
    for (const name of seen) {
      inclusive.set(name, (inclusive.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    }
  });
  console.log("editor functions' inclusive time (ms), top 30:");
  for (const [name, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`  ${ms.toFixed(1).padStart(8)}  ${name}`);
  }
}
