// Where the typing row's time goes, keystroke by keystroke: for each keydown in the middle of the
// 540-block template (or, with `BENCH_FLOOR=1`, on the 583-paragraph page that runs no script),
// how long after it came the keypress, the `input` event, the animation frame's own timestamp
// (negative: the frame's tick came before the key, and the frame was begun with it once the key
// was handled), its animation callback and the row's end (a task queued from that callback).
// `BENCH_JITTER=1` adds a random 0–17 ms to each pause, so keys land at any point of the display's
// 16.7 ms ticks; `BENCH_TIMELINE=1` prints the main thread's tasks around ten keystrokes
// (DevTools timeline, two levels deep, events of 0.1 ms or more).
//   node scripts/build.mjs && npx tsx bench/canvas-typing/frame-phases.ts
import type { Frame, Locator, Page } from '@playwright/test';
import { ADMIN_PASSWORD, startAtelier } from '../../e2e/atelier-server.js';
import { launchQuietChromium } from '../shared/quiet-chromium.js';
import { isTraceEvent, type TraceEventBase } from '../shared/trace-events.js';
import { startTrace } from './key-handlers.js';
import { longTemplateMarkup } from './markup.js';
import { atelierTarget, prepareTemplate } from './targets.js';
import { BLOCKS, KEYSTROKES, openCanvas, stats, TEXT, typeKeys, WARM_UP } from './typing-probe.js';

const FLOOR = process.env.BENCH_FLOOR === '1';
const JITTER = process.env.BENCH_JITTER === '1';
const TIMELINE = process.env.BENCH_TIMELINE === '1';

/** Milliseconds after the keydown (its event time) at which each phase came. */
interface Phases {
  keypress: number;
  input: number;
  frameTick: number;
  frameCallback: number;
  end: number;
}

const PHASES: (keyof Phases)[] = ['keypress', 'input', 'frameTick', 'frameCallback', 'end'];

// A string: tsx would wrap named inner functions in a helper the page lacks.
const RECORDER = `
  window.__benchPhases = [];
  let current = null;
  document.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    const phases = { keypress: NaN, input: NaN, frameTick: NaN, frameCallback: NaN, end: NaN, start };
    current = phases;
    window.__benchPhases.push(phases);
    requestAnimationFrame((tick) => {
      phases.frameTick = tick - start;
      phases.frameCallback = performance.now() - start;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { phases.end = performance.now() - start; };
      channel.port2.postMessage(null);
    });
  }, true);
  document.addEventListener('keypress', () => {
    if (current) current.keypress = performance.now() - current.start;
  }, true);
  document.addEventListener('input', () => {
    if (current) current.input = performance.now() - current.start;
  }, true);
`;

interface TimelineEvent extends TraceEventBase {
  args?: { data?: { type?: string } };
}

async function openFloor(page: Page): Promise<{ frame: Frame; paragraph: Locator }> {
  const body = Array.from(
    { length: 583 },
    (_, i) => `<p>Paragraph ${i} of plain text to type into.</p>`,
  ).join('');
  await page.setContent(`<!doctype html><html><body contenteditable>${body}</body></html>`);
  return { frame: page.mainFrame(), paragraph: page.locator('p').nth(300) };
}

async function openTemplate(
  page: Page,
  baseURL: string,
): Promise<{ frame: Frame; paragraph: Locator }> {
  const target = atelierTarget(baseURL, ADMIN_PASSWORD);
  await target.logIn(page);
  const path = await prepareTemplate(page, target, 'bench-540', longTemplateMarkup(BLOCKS));
  const frame = await openCanvas(page, path, `Paragraph ${BLOCKS - 1} `);
  return { frame, paragraph: frame.locator('[data-type="core/paragraph"]').nth(BLOCKS / 2) };
}

async function typeJittered(page: Page): Promise<void> {
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.keyboard.type(TEXT[(WARM_UP + i) % TEXT.length] ?? 'x');
    await page.waitForTimeout(25 + Math.random() * 17);
  }
}

/** The main thread's tasks and their first-level events from just before each keydown. */
function printTimeline(events: TimelineEvent[]): void {
  const keydowns = events.filter(
    (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown',
  );
  const thread = keydowns[0]?.tid;
  const main = events
    .filter((e) => e.tid === thread && e.ph === 'X' && (e.dur ?? 0) >= 100)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  for (const keydown of keydowns.slice(20, 30)) {
    console.log(`— keydown (ms after it, +length)`);
    const open: TimelineEvent[] = [];
    for (const event of main) {
      if (event.ts < keydown.ts - 1000 || event.ts > keydown.ts + 24_000) continue;
      while (open.length > 0) {
        const last = open[open.length - 1] as TimelineEvent;
        if (last.ts + (last.dur ?? 0) > event.ts) break;
        open.pop();
      }
      if (open.length < 3 && event.name !== 'ThreadControllerImpl::RunTask') {
        const at = ((event.ts - keydown.ts) / 1000).toFixed(2).padStart(7);
        const length = ((event.dur ?? 0) / 1000).toFixed(2);
        console.log(
          `${'  '.repeat(open.length)}${at} +${length} ${event.name} ${event.args?.data?.type ?? ''}`,
        );
      }
      open.push(event);
    }
  }
}

const server = FLOOR ? null : await startAtelier({ LOG_LEVEL: 'error' });
const browser = await launchQuietChromium();
try {
  const context = await browser.newContext({
    ...(server ? { baseURL: server.url } : {}),
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const { frame, paragraph } = server
    ? await openTemplate(page, server.url)
    : await openFloor(page);
  await paragraph.scrollIntoViewIfNeeded();
  await paragraph.click();
  await page.keyboard.press('End');
  await typeKeys(page, WARM_UP);
  await frame.evaluate(RECORDER);
  const events: TimelineEvent[] = [];
  const trace = TIMELINE
    ? await startTrace(
        await context.newCDPSession(page),
        'toplevel,devtools.timeline,disabled-by-default-devtools.timeline',
        (raw) => {
          if (isTraceEvent<TimelineEvent>(raw)) events.push(raw);
        },
      )
    : null;
  if (JITTER) await typeJittered(page);
  else await typeKeys(page, KEYSTROKES, WARM_UP);
  await page.waitForTimeout(200);
  if (trace) {
    await trace.end();
    printTimeline(events);
  }
  const phases = (await frame.evaluate(() => Reflect.get(window, '__benchPhases'))) as Phases[];
  console.log(
    `${FLOOR ? 'no script, 583 paragraphs' : `Atelier, ${BLOCKS}-block template`}` +
      `${JITTER ? ', jittered pauses' : ''}: ms after the keydown (${phases.length} keystrokes)`,
  );
  for (const phase of PHASES) {
    const s = stats(phases.map((p) => p[phase]).filter((v) => !Number.isNaN(v)));
    console.log(`  ${phase.padEnd(14)} median ${s.median.toFixed(1)}, p95 ${s.p95.toFixed(1)}`);
  }
  const early = phases.filter((p) => p.frameTick <= 0);
  const late = phases.filter((p) => p.frameTick > 0);
  const endOf = (list: Phases[]) => stats(list.map((p) => p.end)).median.toFixed(1);
  console.log(
    `  frames begun with a tick before the key: ${early.length} (end median ${endOf(early)}); ` +
      `waiting for the next tick: ${late.length} (end median ${endOf(late)})`,
  );
} finally {
  await browser.close();
  await server?.stop();
}
