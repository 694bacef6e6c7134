// Reading a DevTools trace of one editor load: the main thread's time between two moments, split by
// what it was doing (each event's self time: its duration less its children's), and the tasks it
// ran one after the other, each named after what took most of it.
import type { TraceEventBase } from '../shared/trace-events.js';

export interface TraceEvent extends TraceEventBase {
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      type?: string;
      frame?: string;
      requestId?: string;
      mimeType?: string;
    };
  };
}

/** True for a parsed object shaped like a trace event. */

/** A stretch of time owned by one event (the innermost one running then). */
interface Segment {
  event: TraceEvent;
  start: number;
  end: number;
  /** The top-level event (task) the segment belongs to. */
  task: TraceEvent;
}

const end = (event: TraceEvent) => event.ts + (event.dur ?? 0);

/**
 * The thread's complete events (`ph: 'X'`) cut into segments, each owned by the innermost event
 * running: the self times. A child that outlives its parent is cut at the parent's end.
 */
function selfSegments(events: readonly TraceEvent[]): Segment[] {
  const sorted = events
    .filter((event) => event.ph === 'X' && (event.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const segments: Segment[] = [];
  const stack: { event: TraceEvent; end: number }[] = [];
  let time = 0;
  const emit = (until: number) => {
    const top = stack.at(-1);
    const task = stack[0];
    if (top !== undefined && task !== undefined && until > time)
      segments.push({ event: top.event, start: time, end: until, task: task.event });
    time = Math.max(time, until);
  };
  const popUntil = (at: number) => {
    for (let top = stack.at(-1); top !== undefined && top.end <= at; top = stack.at(-1)) {
      emit(top.end);
      stack.pop();
    }
  };
  for (const event of sorted) {
    popUntil(event.ts);
    emit(event.ts);
    time = event.ts;
    const parent = stack.at(-1);
    stack.push({
      event,
      end: parent === undefined ? end(event) : Math.min(end(event), parent.end),
    });
  }
  popUntil(Number.POSITIVE_INFINITY);
  return segments;
}

/** An event's name with what it was about: the script file, the function, the DOM event's type. */
export function describeEvent(event: TraceEvent): string {
  const data = event.args?.data;
  const file = data?.url?.split('?')[0]?.split('/').at(-1);
  if (data?.functionName) return `${event.name} ${data.functionName}${file ? ` (${file})` : ''}`;
  if (file) return `${event.name} ${file}`;
  if (data?.type) return `${event.name} ${data.type}`;
  return event.name;
}

export interface MainThreadSummary {
  /** Milliseconds of the window. */
  windowMs: number;
  /** Milliseconds the thread ran no task. */
  idleMs: number;
  /**
   * The thread's CPU time in its tasks (a task partly in the window counts in proportion): less
   * swayed by the machine's load than the wall-clock figures, as waiting for a core is left out.
   */
  cpuMs: number;
  /** Self time by event name, largest first. */
  byActivity: { name: string; ms: number; count: number }[];
  /** Tasks of at least `minTaskMs`, in order: start from the window's start, length, main parts. */
  tasks: { atMs: number; ms: number; parts: { label: string; ms: number }[] }[];
}

/**
 * The main thread between `from` and `to` (trace microseconds): its self time by activity and its
 * longer tasks in order (each with the three events that took most of it).
 */
export function summariseMainThread(
  events: readonly TraceEvent[],
  from: number,
  to: number,
  minTaskMs: number,
): MainThreadSummary {
  const byActivity = new Map<string, { ms: number; count: number; seen: Set<TraceEvent> }>();
  const tasks = new Map<TraceEvent, Map<string, number>>();
  let busy = 0;
  for (const segment of selfSegments(events)) {
    const start = Math.max(segment.start, from);
    const stop = Math.min(segment.end, to);
    if (stop <= start) continue;
    const ms = (stop - start) / 1000;
    busy += ms;
    const activity = byActivity.get(segment.event.name) ?? { ms: 0, count: 0, seen: new Set() };
    activity.ms += ms;
    if (!activity.seen.has(segment.event)) {
      activity.seen.add(segment.event);
      activity.count += 1;
    }
    byActivity.set(segment.event.name, activity);
    const parts = tasks.get(segment.task) ?? new Map<string, number>();
    const label = describeEvent(segment.event);
    parts.set(label, (parts.get(label) ?? 0) + ms);
    tasks.set(segment.task, parts);
  }
  let cpuMs = 0;
  for (const task of tasks.keys()) {
    const length = task.dur ?? 0;
    const inside = Math.min(end(task), to) - Math.max(task.ts, from);
    if (length > 0 && inside > 0) cpuMs += ((task.tdur ?? length) * (inside / length)) / 1000;
  }
  return {
    windowMs: (to - from) / 1000,
    idleMs: (to - from) / 1000 - busy,
    cpuMs,
    byActivity: [...byActivity]
      .map(([name, { ms, count }]) => ({ name, ms, count }))
      .sort((a, b) => b.ms - a.ms),
    tasks: [...tasks]
      .map(([task, parts]) => ({
        atMs: (Math.max(task.ts, from) - from) / 1000,
        ms: [...parts.values()].reduce((total, ms) => total + ms, 0),
        parts: [...parts]
          .map(([label, ms]) => ({ label, ms }))
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 3),
      }))
      .filter((task) => task.ms >= minTaskMs)
      .sort((a, b) => a.atMs - b.atMs),
  };
}
