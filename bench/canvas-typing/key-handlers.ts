// Time spent in the key event handlers, from a DevTools timeline trace: every `EventDispatch` of a
// keydown, keypress or keyup (all listeners of that event, in any document of the page), summed
// per keystroke. WordPress's own performance tests read typing the same way.
import type { CDPSession } from '@playwright/test';

export interface DispatchEvent {
  ts: number;
  dur: number;
  type: string;
}

const KEY_EVENTS = new Set(['keydown', 'keypress', 'keyup']);

export function keyDispatch(raw: unknown): DispatchEvent | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { name, ph, ts, dur, args } = raw as Record<string, unknown>;
  if (name !== 'EventDispatch' || ph !== 'X') return null;
  if (typeof ts !== 'number' || typeof dur !== 'number') return null;
  const data = (args as { data?: { type?: unknown } } | undefined)?.data;
  const type = data?.type;
  return typeof type === 'string' && KEY_EVENTS.has(type) ? { ts, dur, type } : null;
}

/** Sums of keydown + keypress + keyup handler time (ms), one per keystroke, in the order typed. */
export function perKeystroke(events: readonly DispatchEvent[]): number[] {
  const sums: number[] = [];
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    if (event.type === 'keydown' || sums.length === 0) sums.push(0);
    sums[sums.length - 1] = (sums.at(-1) ?? 0) + event.dur / 1000;
  }
  return sums;
}

export interface KeyHandlerTrace {
  /** Ends the trace; the handler time of each keystroke typed since the start. */
  stop(): Promise<number[]>;
}

/** A trace running on the page behind a CDP session. */
export interface RunningTrace {
  /** Ends the trace once every record has been handed over. */
  end(): Promise<void>;
}

/** Starts a trace of `categories`, handing each raw record to `onRecord` as it comes. */
export async function startTrace(
  cdp: CDPSession,
  categories: string,
  onRecord: (raw: unknown) => void,
): Promise<RunningTrace> {
  const onData = ({ value }: { value: unknown[] }) => {
    for (const raw of value) onRecord(raw);
  };
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  return {
    async end() {
      const done = new Promise<void>((resolve) =>
        cdp.once('Tracing.tracingComplete', () => resolve()),
      );
      await cdp.send('Tracing.end');
      await done;
      cdp.off('Tracing.dataCollected', onData);
    },
  };
}

/** Starts a timeline trace of the page behind `cdp`, keeping only key event dispatches. */
export async function traceKeyHandlers(cdp: CDPSession): Promise<KeyHandlerTrace> {
  const events: DispatchEvent[] = [];
  const trace = await startTrace(cdp, 'devtools.timeline', (raw) => {
    const event = keyDispatch(raw);
    if (event !== null) events.push(event);
  });
  return {
    async stop() {
      await trace.end();
      return perKeystroke(events);
    },
  };
}
