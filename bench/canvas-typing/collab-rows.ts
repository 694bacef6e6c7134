// Issue #23's typing cost (COLLAB_PEER=1 npx tsx bench/canvas-typing.ts): the typing rows with
// co-editing off, on with nobody else in the record, on with a second browser whose caret sits in
// the paragraph after the one typed in, and on with that browser typing elsewhere (~5 characters a
// second), one after the other in one run, each with the machine's load average beside it. Two
// servers: co-editing is a server setting (`ATELIER_COLLAB`). Each row types into its own copy of
// the templates, so no row inherits another's document. BENCH_ROUNDS repeats the four rows;
// COLLAB_ROWS picks some (`off,alone,caret,typing`); BENCH_PROFILE=1 profiles each row's typing.
// COLLAB_BEFORE_DIST=<editor build> adds each co-editing row again, just before it, served from
// that build (a third server), so a change is measured before and after back to back.
// COLLAB_TRACE=1 traces the long template's typing browser-wide and prints each browser's own
// main-thread time per keystroke (the typing browser's, and the peer's: renderer-busy.ts); with
// BENCH_PROFILE=1 too, the peer's own timeline and JavaScript profile instead of the typist's.
import { loadavg } from 'node:os';
import { type Browser, chromium, type Frame, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, type AtelierServer, startAtelier } from '../../e2e/atelier-server.js';
import { findChromium } from '../../e2e/browser-path.js';
import { startMainThreadProfile } from '../styles-repaint/main-thread-profile.js';
import { traceKeyHandlers } from './key-handlers.js';
import { longTemplateMarkup, smallTemplateMarkup } from './markup.js';
import {
  addRenderCounter,
  type RenderCount,
  readRenderCount,
  resetRenderCount,
} from './render-counter.js';
import { printRendererBusy, type RendererBusy, traceRenderers } from './renderer-busy.js';
import { atelierTarget, prepareTemplate, type TypingTarget } from './targets.js';
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
} from './typing-probe.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const PROFILE = process.env.BENCH_PROFILE === '1';
const TRACE = process.env.COLLAB_TRACE === '1';

type PeerMode = 'none' | 'caret' | 'typing';

interface CollabRow {
  id: string;
  label: string;
  collab: boolean;
  peer: PeerMode;
  /** Served from the `COLLAB_BEFORE_DIST` build. */
  before?: boolean;
}

const ROWS: readonly CollabRow[] = [
  { id: 'off', label: 'co-editing off', collab: false, peer: 'none' },
  { id: 'alone', label: 'on, alone in the record', collab: true, peer: 'none' },
  { id: 'caret', label: "on, a peer's caret in the next paragraph", collab: true, peer: 'caret' },
  { id: 'typing', label: 'on, a peer typing elsewhere (~5/s)', collab: true, peer: 'typing' },
];

const PICKED = new Set((process.env.COLLAB_ROWS ?? 'off,alone,caret,typing').split(','));

interface Measured {
  stats: Stats;
  load: string;
}

interface RowResult {
  row: CollabRow;
  handlers: Measured;
  typing: Measured;
  renders: RenderCount;
  /** Each browser's main thread while typing (COLLAB_TRACE=1). */
  renderers: RendererBusy[] | null;
}

const loadNow = () => (loadavg()[0] ?? 0).toFixed(1);

/** The other person: a second browser context in the same record, with its caret in `paragraph`. */
interface Peer {
  page: Page;
  frame: Frame;
  /** Starts typing at ~5 characters a second until `close`. */
  startTyping(): void;
  close(): Promise<void>;
}

async function openPeer(
  browser: Browser,
  target: TypingTarget,
  path: string,
  lastText: string,
  paragraphIndex: number,
): Promise<Peer> {
  const context = await browser.newContext({
    baseURL: target.baseURL,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await target.logIn(page);
  const frame = await settledCanvas(page, path, lastText);
  await clickParagraph(page, frame, paragraphIndex);
  await page.keyboard.press('End');
  let typing: Promise<void> | null = null;
  let stopped = false;
  return {
    page,
    frame,
    startTyping() {
      typing = (async () => {
        for (let i = 0; !stopped; i += 1) {
          await page.keyboard.type(TEXT[i % TEXT.length] ?? 'x');
          await page.waitForTimeout(200);
        }
      })();
    },
    async close() {
      stopped = true;
      await typing;
      await context.close();
    },
  };
}

/**
 * With co-editing on, the canvas takes the document's block ids at the first sync (its blocks
 * mount again): waits until the blocks keep their ids for a second before clicking one.
 */
async function settledCanvas(page: Page, path: string, lastText: string): Promise<Frame> {
  const frame = await openCanvas(page, path, lastText);
  const ids = () =>
    frame.evaluate(() =>
      [...document.querySelectorAll('[data-block]')]
        .slice(0, 20)
        .map((block) => block.getAttribute('data-block'))
        .join(' '),
    );
  let last = await ids();
  for (let tries = 0; tries < 60; tries += 1) {
    await page.waitForTimeout(1000);
    const now = await ids();
    if (now === last) return frame;
    last = now;
  }
  throw new Error('The canvas kept changing its block ids');
}

/**
 * Scrolls to the paragraph and clicks it, again after a second when its element went away
 * meanwhile (on a loaded machine the first sync's remount can come after the canvas settled).
 */
async function clickParagraph(page: Page, frame: Frame, index: number) {
  const paragraph = frame.locator('[data-type="core/paragraph"]').nth(index);
  for (let tries = 1; ; tries += 1) {
    try {
      await paragraph.scrollIntoViewIfNeeded();
      await paragraph.click();
      return paragraph;
    } catch (error) {
      if (tries >= 5) throw error;
      await page.waitForTimeout(1000);
    }
  }
}

/** Waits until the canvas draws the other person's caret (the peer rows measure with it shown). */
async function waitForRemoteCaret(frame: Frame): Promise<void> {
  await frame.locator('.atelier-remote-selections__caret').first().waitFor({ state: 'attached' });
}

async function withPeer<T>(
  browser: Browser,
  target: TypingTarget,
  row: CollabRow,
  path: string,
  lastText: string,
  paragraphIndex: number,
  frame: Frame,
  run: (peer: Peer | null) => Promise<T>,
): Promise<T> {
  if (row.peer === 'none') return run(null);
  const peer = await openPeer(browser, target, path, lastText, paragraphIndex);
  try {
    await waitForRemoteCaret(frame);
    if (row.peer === 'typing') peer.startTyping();
    return await run(peer);
  } finally {
    await peer.close();
  }
}

async function measureRow(
  browser: Browser,
  server: AtelierServer,
  row: CollabRow,
  round: number,
): Promise<RowResult> {
  const target = atelierTarget(server.url, ADMIN_PASSWORD);
  const context = await browser.newContext({
    baseURL: target.baseURL,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = await context.newPage();
    await addRenderCounter(page);
    await target.logIn(page);
    const slug = `${row.id}-${round}`;

    // The small page: key handler time per keystroke.
    const smallPath = await prepareTemplate(
      page,
      target,
      `bench-small-${slug}`,
      smallTemplateMarkup(),
    );
    const small = await settledCanvas(page, smallPath, 'Paragraph 4 ');
    const peerIndexSmall = row.peer === 'typing' ? 3 : 2;
    const handlers = await withPeer(
      browser,
      target,
      row,
      smallPath,
      'Paragraph 4 ',
      peerIndexSmall,
      small,
      async () => {
        await small.locator('[data-type="core/paragraph"]').nth(1).click();
        await page.keyboard.press('End');
        await typeKeys(page, WARM_UP);
        const load = loadNow();
        const trace = await traceKeyHandlers(await context.newCDPSession(page));
        await typeKeys(page, SMALL_KEYSTROKES, WARM_UP);
        await page.waitForTimeout(200);
        return { stats: stats(await trace.stop()), load: `${load}–${loadNow()}` };
      },
    );

    // The long template: keydown → next frame.
    const lastText = `Paragraph ${BLOCKS - 1} `;
    const longPath = await prepareTemplate(
      page,
      target,
      `bench-540-${slug}`,
      longTemplateMarkup(BLOCKS),
    );
    const frame = await settledCanvas(page, longPath, lastText);
    const typedIndex = BLOCKS / 2;
    const peerIndex = row.peer === 'typing' ? typedIndex + 40 : typedIndex + 1;
    return await withPeer(
      browser,
      target,
      row,
      longPath,
      lastText,
      peerIndex,
      frame,
      async (peer) => {
        const paragraph = await clickParagraph(page, frame, typedIndex);
        await page.keyboard.press('End');
        await typeKeys(page, WARM_UP);
        await frame.evaluate(TYPING_RECORDER);
        await resetRenderCount(page);
        const profile =
          PROFILE && !TRACE
            ? await startMainThreadProfile(await context.newCDPSession(page))
            : null;
        const trace =
          TRACE && !PROFILE ? await traceRenderers(await context.newCDPSession(page)) : null;
        // The peer's own JavaScript profile (COLLAB_TRACE=1 with BENCH_PROFILE=1).
        const peerProfile =
          TRACE && PROFILE && peer !== null
            ? await startMainThreadProfile(await peer.page.context().newCDPSession(peer.page))
            : null;
        const load = loadNow();
        await typeKeys(page, KEYSTROKES, WARM_UP);
        await page.waitForTimeout(200);
        const typingLoad = `${load}–${loadNow()}`;
        const renderers = trace === null ? null : await trace.stop();
        const renders = await readRenderCount(page);
        if (peerProfile !== null) {
          console.log(
            `— the peer's profile while ${KEYSTROKES} keystrokes arrive (${row.label}) —`,
          );
          await peerProfile.stop();
        }
        if (profile !== null) {
          console.log(`— profile of ${KEYSTROKES} keystrokes (${row.label}) —`);
          await profile.stop();
        }
        const samples = await typingSamples(frame);
        const typed = (await paragraph.textContent()) ?? '';
        if (!typed.includes(TEXT.trim().slice(0, 9)))
          throw new Error(`The typing did not land: ${typed}`);
        if (peer !== null) {
          // The other browser must have received what was typed (the session is real).
          await peer.frame
            .locator('[data-type="core/paragraph"]')
            .filter({ hasText: TEXT.trim().slice(0, 9) })
            .first()
            .waitFor({ timeout: 30_000 });
        }
        return {
          row,
          handlers,
          typing: { stats: stats(samples), load: typingLoad },
          renders,
          renderers,
        };
      },
    );
  } finally {
    await context.close();
  }
}

const cell = ({ stats: s, load }: Measured) =>
  `median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (n=${s.n}, load ${load})`;

function printResults(results: readonly RowResult[]): void {
  const width = Math.max(...results.map((result) => result.row.label.length));
  console.log(`typing: keydown → next frame, ${BLOCKS}-block template`);
  for (const result of results)
    console.log(`  ${result.row.label.padEnd(width)}  ${cell(result.typing)}`);
  console.log('typing: keydown + keypress + keyup handlers (small page, per keystroke)');
  for (const result of results)
    console.log(`  ${result.row.label.padEnd(width)}  ${cell(result.handlers)}`);
  console.log(`React while typing ${KEYSTROKES} characters in the long template (per keystroke)`);
  for (const { row, renders } of results) {
    const per = (n: number) => (n / KEYSTROKES).toFixed(2);
    const busiest = renders.byName
      .slice(0, 6)
      .map(([name, n]) => `${name} ${per(n)}`)
      .join(', ');
    console.log(
      `  ${row.label.padEnd(width)}  ${per(renders.commits)} commits, ${per(renders.renders)} renders (${busiest})`,
    );
  }
  if (results.every((result) => result.renderers === null)) return;
  console.log(`Main threads while typing ${KEYSTROKES} characters in the long template (trace)`);
  for (const { row, renderers, typing } of results) {
    if (renderers === null) continue;
    console.log(`  ${row.label} (load ${typing.load})`);
    printRendererBusy(renderers, KEYSTROKES);
  }
}

/** Runs the picked rows (every round in the same order) and prints them side by side. */
export async function runCollabRows(): Promise<void> {
  const beforeDist = process.env.COLLAB_BEFORE_DIST;
  const rows = ROWS.filter((row) => PICKED.has(row.id)).flatMap((row) =>
    row.collab && beforeDist !== undefined
      ? [{ ...row, id: `${row.id}-before`, label: `${row.label} (before)`, before: true }, row]
      : [row],
  );
  const off = rows.some((row) => !row.collab) ? await startAtelier({ LOG_LEVEL: 'error' }) : null;
  const on = rows.some((row) => row.collab)
    ? await startAtelier({ LOG_LEVEL: 'error', ATELIER_COLLAB: 'on' })
    : null;
  const onBefore =
    beforeDist === undefined
      ? null
      : await startAtelier({
          LOG_LEVEL: 'error',
          ATELIER_COLLAB: 'on',
          EDITOR_DIST_DIR: beforeDist,
        });
  const executablePath = findChromium() ?? undefined;
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const results: RowResult[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const row of rows) {
        const server = row.before === true ? onBefore : row.collab ? on : off;
        if (server === null) continue;
        const result = await measureRow(browser, server, row, round);
        console.log(`${row.label}: ${cell(result.typing)}`);
        results.push(result);
      }
    }
    printResults(results);
  } finally {
    await browser.close();
    await off?.stop();
    await on?.stop();
    await onBefore?.stop();
  }
}
