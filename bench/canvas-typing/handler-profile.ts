// What runs inside the key event handlers (BENCH_PROFILE=1 on the handlers row): a JavaScript
// profile sampled during a timeline trace, keeping only the samples taken inside a keydown,
// keypress or keyup `EventDispatch`. Prints, per event type, the handlers' time and the functions
// on the stack (inclusive) and at its top (self). The profiler's sampling slows the handlers: the
// row's timings come from a run without it.
import type { CDPSession } from '@playwright/test';
import { type DispatchEvent, keyDispatch, perKeystroke, startTrace } from './key-handlers.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A sample: the profile node at the top of the stack and its time (µs, the trace's clock). */
interface Sample {
  node: number;
  ts: number;
  dt: number;
}

function samplesOf(profile: CpuProfile): Sample[] {
  const samples: Sample[] = [];
  let ts = profile.startTime;
  profile.samples.forEach((node, index) => {
    const dt = profile.timeDeltas[index] ?? 0;
    ts += dt;
    samples.push({ node, ts, dt });
  });
  return samples;
}

/** The dispatch (by type) a sample falls in, or null outside every key dispatch. */
function windowOf(sample: Sample, dispatches: readonly DispatchEvent[]): string | null {
  for (const dispatch of dispatches) {
    if (sample.ts >= dispatch.ts && sample.ts < dispatch.ts + dispatch.dur) return dispatch.type;
  }
  return null;
}

function label(frame: ProfileNode['callFrame']): string {
  const file = (frame.url ?? '').split('/').at(-1) ?? '';
  return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
}

function printTop(title: string, totals: Map<string, number>, count: number, keystrokes: number) {
  console.log(`${title} (ms over ${keystrokes} keystrokes), top ${count}:`);
  for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`  ${ms.toFixed(1).padStart(8)}  ${key}`);
  }
}

function printHandlerProfile(
  profile: CpuProfile,
  dispatches: readonly DispatchEvent[],
  keystrokes: number,
) {
  const parents = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parents.set(child, node.id);
  }
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byType = new Map<string, number>();
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const sorted = [...dispatches].sort((a, b) => a.ts - b.ts);
  for (const sample of samplesOf(profile)) {
    const type = windowOf(sample, sorted);
    if (type === null) continue;
    const ms = sample.dt / 1000;
    byType.set(type, (byType.get(type) ?? 0) + ms);
    const top = frames.get(sample.node);
    if (top !== undefined) self.set(label(top), (self.get(label(top)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let node: number | undefined = sample.node; node !== undefined; node = parents.get(node)) {
      const frame = frames.get(node);
      if (frame !== undefined && (frame.functionName ?? '') !== '') seen.add(label(frame));
    }
    for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
  }
  const dispatched = new Map<string, number>();
  for (const dispatch of dispatches) {
    dispatched.set(dispatch.type, (dispatched.get(dispatch.type) ?? 0) + dispatch.dur / 1000);
  }
  console.log('key dispatches (ms in the trace · ms sampled inside them):');
  for (const [type, ms] of dispatched) {
    console.log(
      `  ${type.padEnd(9)} ${ms.toFixed(1).padStart(8)} · ${(byType.get(type) ?? 0).toFixed(1)}`,
    );
  }
  printTop('self time inside the key dispatches', self, 20, keystrokes);
  printTop('inclusive time inside the key dispatches', inclusive, 40, keystrokes);
}

export interface HandlerProfile {
  /** Ends the trace, prints what ran in the handlers; the handler time per keystroke. */
  stop(): Promise<number[]>;
}

/** The trace's own JavaScript samples (`ProfileChunk` events), in the trace's clock. */
class TraceProfiles {
  private readonly profiles = new Map<string, CpuProfile>();

  add(event: Record<string, unknown>) {
    const id = String(event.id);
    const data = (event.args as { data?: Record<string, unknown> } | undefined)?.data ?? {};
    let profile = this.profiles.get(id);
    if (profile === undefined) {
      profile = { nodes: [], startTime: 0, samples: [], timeDeltas: [] };
      this.profiles.set(id, profile);
    }
    if (event.name === 'Profile') profile.startTime = Number(data.startTime ?? 0);
    const chunk = data.cpuProfile as
      | { nodes?: (ProfileNode & { parent?: number })[]; samples?: number[] }
      | undefined;
    for (const node of chunk?.nodes ?? []) {
      profile.nodes.push(node);
      if (node.parent !== undefined) {
        const parent = profile.nodes.find((other) => other.id === node.parent);
        if (parent !== undefined) parent.children = [...(parent.children ?? []), node.id];
      }
    }
    profile.samples.push(...(chunk?.samples ?? []));
    profile.timeDeltas.push(...((data.timeDeltas as number[] | undefined) ?? []));
  }

  all(): CpuProfile[] {
    return [...this.profiles.values()];
  }
}

/** The timeline events nested in the key dispatches (the same keystroke's input events, layout…). */
function printForced(rendering: readonly DispatchEvent[], dispatches: readonly DispatchEvent[]) {
  const totals = new Map<string, { ms: number; count: number }>();
  for (const event of rendering) {
    const inside = dispatches.some(
      (dispatch) => event.ts >= dispatch.ts && event.ts < dispatch.ts + dispatch.dur,
    );
    if (!inside) continue;
    const total = totals.get(event.type) ?? { ms: 0, count: 0 };
    total.ms += event.dur / 1000;
    total.count += 1;
    totals.set(event.type, total);
  }
  console.log('timeline events inside the key dispatches (ms, count):');
  for (const [name, total] of [...totals].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) {
    console.log(`  ${total.ms.toFixed(1).padStart(8)}  ${name} ×${total.count}`);
  }
}

/** Starts a timeline trace with the JavaScript sampler of the page behind `cdp`. */
export async function startHandlerProfile(cdp: CDPSession): Promise<HandlerProfile> {
  const dispatches: DispatchEvent[] = [];
  const rendering: DispatchEvent[] = [];
  const profiles = new TraceProfiles();
  const trace = await startTrace(
    cdp,
    'devtools.timeline,disabled-by-default-v8.cpu_profiler',
    (raw) => {
      const event = keyDispatch(raw);
      if (event !== null) dispatches.push(event);
      if (typeof raw !== 'object' || raw === null) return;
      const record = raw as Record<string, unknown>;
      if (record.name === 'Profile' || record.name === 'ProfileChunk') profiles.add(record);
      if (typeof record.name === 'string' && record.ph === 'X' && event === null) {
        const data = (record.args as { data?: { type?: unknown } } | undefined)?.data;
        const type = typeof data?.type === 'string' ? `${record.name} ${data.type}` : record.name;
        rendering.push({ ts: Number(record.ts), dur: Number(record.dur ?? 0), type });
      }
    },
  );
  return {
    async stop() {
      await trace.end();
      const sums = perKeystroke(dispatches);
      // A dispatch over 100 ms is the sampler starting, not the editor: left out of the breakdown.
      const usual = dispatches.filter((dispatch) => dispatch.dur < 100_000);
      console.log(`${dispatches.length - usual.length} dispatches over 100 ms left out`);
      printForced(rendering, usual);
      for (const profile of profiles.all()) printHandlerProfile(profile, usual, sums.length);
      return sums;
    },
  };
}
