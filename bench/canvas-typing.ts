// Typing and selecting in the editor canvas (issue #22's three rows), Playwright driving Chromium
// against a fresh server:
// - typing handlers on a small page (a heading and four paragraphs): keydown + keypress + keyup
//   handler time per keystroke, from a DevTools trace's EventDispatch durations;
// - typing in a 540-block template: keydown → the next frame (after its rendering);
// - selecting a block in that template: mousedown → the frame that paints it selected.
// Each row prints median and p95. With WP_URL, WP_USER and WP_PASSWORD (WP_THEME) WordPress's site
// editor is measured the same way beside it (written against WordPress's markup and REST API, not
// yet run against a live WordPress). BENCH_PROFILE=1 adds the main thread's timeline and
// JavaScript profile of the selections and of the typing in the long template, and what runs
// inside the small page's key dispatches (canvas-typing/handler-profile.ts). Each selection also
// counts the React components that rendered for it (commits, renders, mounts; the busiest names),
// and the typing row the components rendered per keystroke.
// BENCH_TRACE=1 adds a timeline trace of the selections cut into one window per selection (script,
// style, layout, paint, layerisation per selection), and of the typing in the long template (per
// keystroke: style, layout, hit tests, intersections, paint, and what the text insertion holds;
// canvas-typing/typing-trace.ts). BENCH_ROWS picks rows (`handlers,typing,select`, all by default).
// COLLAB_PEER=1 compares typing with co-editing off, on alone and on with a collaborator in
// another browser (canvas-typing/collab-rows.ts) instead.
//   node scripts/build.mjs && npx tsx bench/canvas-typing.ts
import { type Browser, chromium, type Locator, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, startAtelier } from '../e2e/atelier-server.js';
import { findChromium } from '../e2e/browser-path.js';
import { runCollabRows } from './canvas-typing/collab-rows.js';
import { startHandlerProfile } from './canvas-typing/handler-profile.js';
import { traceKeyHandlers } from './canvas-typing/key-handlers.js';
import { longTemplateMarkup, smallTemplateMarkup } from './canvas-typing/markup.js';
import {
  addRenderCounter,
  type RenderCount,
  readRenderCount,
  resetRenderCount,
} from './canvas-typing/render-counter.js';
import { startSelectionTrace } from './canvas-typing/selection-trace.js';
import {
  atelierTarget,
  prepareTemplate,
  type TypingTarget,
  wordpressTarget,
} from './canvas-typing/targets.js';
import {
  BLOCKS,
  KEYSTROKES,
  openCanvas,
  SMALL_KEYSTROKES,
  type Stats,
  stats,
  TEXT,
  TYPING_RECORDER,
  typeKeys,
  typingSamples,
  WARM_UP,
} from './canvas-typing/typing-probe.js';
import { startTypingTrace } from './canvas-typing/typing-trace.js';
import { startMainThreadProfile } from './styles-repaint/main-thread-profile.js';

const SELECTIONS = 30;
const PROFILE = process.env.BENCH_PROFILE === '1';
const TRACE = process.env.BENCH_TRACE === '1';
const ROWS = new Set((process.env.BENCH_ROWS ?? 'handlers,typing,select').split(','));

/**
 * mousedown on a block → the end of the first frame in which it is the selected block: the first
 * task after that frame's rendering. It is queued from the frame's animation callback at
 * user-blocking priority, so it runs before the tasks queued earlier at normal priority (timers,
 * messages, React's low-priority renders, `selectionchange`), which a person does not wait for
 * to see the selection. Until 2026-11-30 the figure ended in a normal-priority message queued the
 * same way, after those tasks; it is still taken (`__benchSelectQueued`) and printed beside.
 */
const SELECT_RECORDER = `
  document.addEventListener('mousedown', (event) => {
    const start = event.timeStamp;
    const block = event.target.closest('[data-block]');
    const check = () => {
      if (document.querySelector('.is-selected') === block) {
        performance.mark('bench:selected-frame');
        const painted = () => {
          window.__benchSelect = performance.now() - start;
          performance.mark('bench:painted');
          window.top.__atelierRenders?.mark();
        };
        if (typeof scheduler === 'object' && typeof scheduler.postTask === 'function')
          scheduler.postTask(painted, { priority: 'user-blocking' });
        else setTimeout(painted, 0);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          window.__benchSelectQueued = performance.now() - start;
          performance.mark('bench:queued');
        };
        channel.port2.postMessage(null);
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, { capture: true, once: true });
`;

/** Row 1: key handler time per keystroke at the end of a paragraph of a small page. */
async function smallPageHandlers(page: Page, target: TypingTarget): Promise<Stats> {
  const path = await prepareTemplate(page, target, 'bench-small', smallTemplateMarkup());
  const frame = await openCanvas(page, path, 'Paragraph 4 ');
  const paragraph = frame.locator('[data-type="core/paragraph"]').nth(1);
  await paragraph.click();
  await page.keyboard.press('End');
  await typeKeys(page, WARM_UP);
  const cdp = await page.context().newCDPSession(page);
  // Profiled, the handlers run slower: the row's figures come from a run without BENCH_PROFILE.
  const trace = PROFILE ? await startHandlerProfile(cdp) : await traceKeyHandlers(cdp);
  if (PROFILE) console.log(`— profile of the small page's key handlers (${target.name}) —`);
  await typeKeys(page, SMALL_KEYSTROKES, WARM_UP);
  await page.waitForTimeout(200);
  return stats(await trace.stop());
}

/** Rows 2 and 3: selecting blocks, then typing, in the 540-block template. */
async function longTemplate(
  page: Page,
  target: TypingTarget,
): Promise<{ select: Stats | null; typing: Stats | null }> {
  const path = await prepareTemplate(page, target, 'bench-540', longTemplateMarkup(BLOCKS));
  // What the page sends over WebSockets (co-editing's updates and presence) while selecting.
  const sent = { counting: false, frames: 0 };
  page.on('websocket', (socket) =>
    socket.on('framesent', () => {
      if (sent.counting) sent.frames += 1;
    }),
  );
  const frame = await openCanvas(page, path, `Paragraph ${BLOCKS - 1} `);
  const blocks = await frame.locator('[data-block]').count();
  const paragraphs = frame.locator('[data-type="core/paragraph"]');

  const selectTimes: number[] = [];
  const queuedTimes: number[] = [];
  const renderCounts: RenderCount[] = [];
  let profile = null;
  let trace = null;
  for (let i = 0; i < (ROWS.has('select') ? 3 + SELECTIONS : 0); i += 1) {
    if (i === 3 && PROFILE)
      profile = await startMainThreadProfile(await page.context().newCDPSession(page));
    if (i === 3 && TRACE)
      trace = await startSelectionTrace(await page.context().newCDPSession(page));
    sent.counting = i >= 3;
    const block = paragraphs.nth(100 + i * 7);
    await block.scrollIntoViewIfNeeded();
    await frame.evaluate(SELECT_RECORDER);
    await resetRenderCount(page);
    // BENCH_SELECT_CLICK=mouse presses with `page.mouse` at the block's middle after two frames,
    // without the hit-target check a locator's click runs in the page's pointer and mouse events
    // (`elementsFromPoint`, seen in a JavaScript profile). Traced on 2026-11-30 it saved no thread
    // time in the input events and its figure was ~5 ms slower (wall) for reasons not found, so
    // the row still clicks with the locator.
    if (process.env.BENCH_SELECT_CLICK !== 'mouse') await block.click();
    else {
      const [x, y] = await middleOf(block);
      await frame.evaluate(
        () =>
          new Promise<void>((done) =>
            requestAnimationFrame(() => requestAnimationFrame(() => done())),
          ),
      );
      await page.mouse.click(x, y);
    }
    await frame.waitForFunction(() => '__benchSelect' in window && '__benchSelectQueued' in window);
    const [time, queued] = await frame.evaluate(() => {
      const values = [
        Reflect.get(window, '__benchSelect') as number,
        Reflect.get(window, '__benchSelectQueued') as number,
      ] as const;
      Reflect.deleteProperty(window, '__benchSelect');
      Reflect.deleteProperty(window, '__benchSelectQueued');
      return values;
    });
    // The inspector follows the selection at low priority: its renders land within this pause.
    await page.waitForTimeout(100);
    if (i >= 3) {
      selectTimes.push(time);
      queuedTimes.push(queued);
      renderCounts.push(await readRenderCount(page));
    }
  }
  sent.counting = false;
  printRenderCounts(renderCounts);
  if (selectTimes.length > 0)
    console.log(
      `WebSocket messages sent per selection (co-editing, no one else in the template): ${(sent.frames / selectTimes.length).toFixed(1)}`,
    );
  if (queuedTimes.length > 0) {
    const queuedStats = stats(queuedTimes);
    console.log(
      `selection to a normal-priority task after the frame (the figure until 2026-11-30): median ` +
        `${queuedStats.median.toFixed(1)} ms, p95 ${queuedStats.p95.toFixed(1)} ms`,
    );
  }
  if (trace !== null) await trace.stop(selectTimes);
  if (profile !== null) {
    console.log(`— profile of ${SELECTIONS} selections (${target.name}) —`);
    await profile.stop();
  }

  if (!ROWS.has('typing')) {
    console.log(`${target.name}: ${blocks} blocks in the long template`);
    return { select: selectTimes.length > 0 ? stats(selectTimes) : null, typing: null };
  }
  const paragraph = paragraphs.nth(BLOCKS / 2);
  await paragraph.scrollIntoViewIfNeeded();
  await paragraph.click();
  await page.keyboard.press('End');
  await typeKeys(page, WARM_UP);
  await frame.evaluate(TYPING_RECORDER);
  profile = PROFILE ? await startMainThreadProfile(await page.context().newCDPSession(page)) : null;
  const typingTrace = TRACE
    ? await startTypingTrace(await page.context().newCDPSession(page))
    : null;
  await resetRenderCount(page);
  await typeKeys(page, KEYSTROKES, WARM_UP);
  await page.waitForTimeout(200);
  printTypingRenders(await readRenderCount(page), KEYSTROKES);
  if (typingTrace !== null) {
    console.log(`— timeline trace of ${KEYSTROKES} keystrokes (${target.name}) —`);
    await typingTrace.stop(KEYSTROKES);
  }
  if (profile !== null) {
    console.log(`— profile of ${KEYSTROKES} keystrokes (${target.name}) —`);
    await profile.stop();
  }
  const samples = await typingSamples(frame);
  const typed = (await paragraph.textContent()) ?? '';
  if (!typed.includes(TEXT.trim().slice(0, 9)))
    throw new Error(`The typing did not land: ${typed}`);
  console.log(`${target.name}: ${blocks} blocks in the long template`);
  return {
    select: selectTimes.length > 0 ? stats(selectTimes) : null,
    typing: stats(samples),
  };
}

/** The middle of an element on the page (the point a locator's click presses). */
async function middleOf(element: Locator): Promise<[number, number]> {
  const box = await element.boundingBox();
  if (box === null) throw new Error('The block to select is not shown');
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** Components rendered per selection: medians, and the busiest names over all the selections. */
function printRenderCounts(counts: readonly RenderCount[]): void {
  if (counts.length === 0) return;
  const median = (pick: (count: RenderCount) => number) => stats(counts.map(pick)).median;
  console.log(
    `React per selection (median of ${counts.length}): ${median((c) => c.commits)} commits, ` +
      `${median((c) => c.renders)} component renders, of which ${median((c) => c.mounts)} mounts; ` +
      `before the painted frame's end ${median((c) => c.marked.commits)} commits, ` +
      `${median((c) => c.marked.renders)} renders`,
  );
  const names = new Map<string, number>();
  for (const count of counts) {
    for (const [name, n] of count.byName) names.set(name, (names.get(name) ?? 0) + n);
  }
  const busiest = [...names].sort((a, b) => b[1] - a[1]).slice(0, 12);
  console.log(
    `  busiest (renders per selection): ${busiest
      .map(([name, n]) => `${name} ${(n / counts.length).toFixed(1)}`)
      .join(', ')}`,
  );
  const before = new Map<string, number>();
  for (const count of counts) {
    for (const [name, n] of count.marked.byName) before.set(name, (before.get(name) ?? 0) + n);
  }
  console.log(
    `  before the painted frame's end: ${[...before]
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => `${name} ${(n / counts.length).toFixed(1)}`)
      .join(', ')}`,
  );
}

/** Components rendered by the typing: per keystroke, and the busiest names. */
function printTypingRenders(count: RenderCount, keystrokes: number): void {
  const per = (n: number) => (n / keystrokes).toFixed(1);
  const busiest = [...count.byName].sort((a, b) => b[1] - a[1]).slice(0, 12);
  console.log(
    `React per keystroke (${keystrokes} keystrokes): ${per(count.commits)} commits, ` +
      `${per(count.renders)} component renders, of which ${per(count.mounts)} mounts; ` +
      `${per(count.fibers)} fibers reconciled`,
  );
  console.log(
    `  busiest (renders per keystroke): ${busiest.map(([name, n]) => `${name} ${per(n)}`).join(', ')}`,
  );
}

function row(label: string, results: readonly [string, Stats | null][]): void {
  const present = results.filter((result): result is [string, Stats] => result[1] !== null);
  if (present.length === 0) return;
  const cells = present.map(
    ([name, s]) =>
      `${name} median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (n=${s.n})`,
  );
  console.log(`${label}: ${cells.join(' | ')}`);
}

async function measure(browser: Browser, target: TypingTarget) {
  const context = await browser.newContext({
    baseURL: target.baseURL,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = await context.newPage();
    await addRenderCounter(page);
    await target.logIn(page);
    const handlers = ROWS.has('handlers') ? await smallPageHandlers(page, target) : null;
    const long = await longTemplate(page, target);
    return { handlers, ...long };
  } finally {
    await context.close();
  }
}

if (process.env.COLLAB_PEER === '1') await runCollabRows();
else await runRows();

async function runRows(): Promise<void> {
  const server = await startAtelier({ LOG_LEVEL: 'error' });
  const executablePath = findChromium() ?? undefined;
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const targets = [
      atelierTarget(server.url, ADMIN_PASSWORD),
      wordpressTarget(process.env),
    ].filter((target): target is TypingTarget => target !== null);
    const results: [string, Awaited<ReturnType<typeof measure>>][] = [];
    for (const target of targets) results.push([target.name, await measure(browser, target)]);
    row(
      'typing: keydown + keypress + keyup handlers (small page, per keystroke)',
      results.map(([name, r]) => [name, r.handlers]),
    );
    row(
      `typing: keydown → next frame, ${BLOCKS}-block template`,
      results.map(([name, r]) => [name, r.typing]),
    );
    row(
      `selecting a block, ${BLOCKS}-block template (mousedown → painted)`,
      results.map(([name, r]) => [name, r.select]),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
