// One traced arrival at each named screen (default: all six), a cold load of its address and the
// click from the settled Design root, printed: the React commits before the first row (with the
// components each rendered, by name and count), the main thread's time to the row by activity
// and task by task, the requests and document events in that window. Function and component
// names are readable only in an editor built without minification (`npx vite build --minify
// false` in packages/editor, served with `EDITOR_DIST_DIR`).
//   node scripts/build.mjs && npx tsx bench/screens-first-row/profile.ts [Templates Pages …]
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { ADMIN_PASSWORD, startAtelier } from '../../e2e/atelier-server.js';
import { summariseMainThread, type TraceEvent } from '../editor-load/trace-summary.js';
import { installReactCommitHook, pageScript } from '../shared/page-script.js';
import { launchQuietChromium } from '../shared/quiet-chromium.js';
import { collectTraceEvents, PAGE_LOAD_CATEGORIES } from '../shared/trace-events.js';
import { FIRST_ROW_MARK, logIn, watchScript } from './measure.js';
import { atelierTarget, type EditorTarget, type ScreenCase } from './screens.js';

/** One React commit before the row: when (page clock) and the components it rendered. */
interface Commit {
  atMs: number;
  rendered: Record<string, number>;
}

/**
 * Runs in the page before its scripts (sent as source text): records each React commit through
 * the hook React calls for its developer tools, with the components rendered in it — a fiber
 * rendered if it is not the very object the previous commit's tree held (a bailed-out subtree is
 * kept, not cloned) and is new or carries React's PerformedWork flag (1).
 */
function installCommitProbe() {
  if (window.top !== window) return;
  interface Fiber {
    tag: number;
    type: unknown;
    flags: number;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
  }
  const nameOf = (type: unknown): string => {
    if (typeof type === 'function')
      return (type as { displayName?: string }).displayName || type.name || '(anonymous)';
    const inner = (type ?? {}) as { displayName?: string; render?: unknown; type?: unknown };
    if (inner.displayName) return inner.displayName;
    if (inner.render) return nameOf(inner.render);
    if (inner.type) return nameOf(inner.type);
    return '(unknown)';
  };
  let previous = new WeakSet<Fiber>();
  const commits: { atMs: number; rendered: Record<string, number> }[] = [];
  Reflect.set(window, '__atelierCommits', commits);
  installReactCommitHook((root: { current: Fiber }) => {
    const now = new WeakSet<Fiber>();
    const rendered: Record<string, number> = {};
    const stack: Fiber[] = root.current.child ? [root.current.child] : [];
    while (stack.length > 0) {
      const fiber = stack.pop() as Fiber;
      now.add(fiber);
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
      if (previous.has(fiber) || ![0, 1, 11, 14, 15].includes(fiber.tag)) continue;
      if (fiber.alternate !== null && (fiber.flags & 1) === 0) continue;
      const name = nameOf(fiber.type);
      rendered[name] = (rendered[name] ?? 0) + 1;
    }
    previous = now;
    commits.push({ atMs: performance.now(), rendered });
  });
}

/** The screens and ways run once already (their warm-up). */
const warmedUp = new Set<string>();

const ms = (value: number) => value.toFixed(1).padStart(7);

async function traced(
  context: BrowserContext,
  page: Page,
  run: () => Promise<void>,
): Promise<TraceEvent[]> {
  const cdp: CDPSession = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  collectTraceEvents(cdp, events);
  await cdp.send('Tracing.start', {
    categories: PAGE_LOAD_CATEGORIES,
    transferMode: 'ReportEvents',
  });
  await run();
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

interface Window {
  rowAt: number;
  startAt: number;
  commits: Commit[];
}

async function readWindow(page: Page, way: 'cold' | 'click'): Promise<Window> {
  await page.waitForFunction(
    () => (Reflect.get(window, 'firstRowWatch')?.rowAt ?? -1) >= 0,
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  const read = await page.evaluate(() => {
    const watch = Reflect.get(window, 'firstRowWatch') as { rowAt: number; clickAt: number };
    const [navigation] = performance.getEntriesByType('navigation');
    const htmlAt = navigation instanceof PerformanceNavigationTiming ? navigation.responseStart : 0;
    const commits = (Reflect.get(window, '__atelierCommits') ?? []) as Commit[];
    return { rowAt: watch.rowAt, clickAt: watch.clickAt, htmlAt, commits };
  });
  const startAt = way === 'cold' ? read.htmlAt : read.clickAt;
  return {
    rowAt: read.rowAt,
    startAt,
    commits: read.commits.filter((commit) => commit.atMs >= startAt && commit.atMs <= read.rowAt),
  };
}

function print(title: string, events: TraceEvent[], window: Window) {
  const mark = events.find((event) => event.name === FIRST_ROW_MARK);
  console.log(`\n${title}: ${(window.rowAt - window.startAt).toFixed(0)} ms to the first row`);
  if (mark === undefined) {
    console.log('  the first-row mark is missing from the trace');
    return;
  }
  console.log(`  React commits before the row: ${window.commits.length}`);
  for (const commit of window.commits) {
    const rendered = Object.entries(commit.rendered).sort((a, b) => b[1] - a[1]);
    const total = rendered.reduce((sum, [, count]) => sum + count, 0);
    console.log(`    +${ms(commit.atMs - window.startAt)} ms  ${total} components`);
    console.log(`      ${rendered.map(([name, count]) => `${name} ×${count}`).join(', ')}`);
  }
  const to = mark.ts;
  const from = to - (window.rowAt - window.startAt) * 1000;
  const thread = events.filter((event) => event.pid === mark.pid && event.tid === mark.tid);
  const summary = summariseMainThread(thread, from, to, 3);
  console.log(
    `  main thread: ${summary.windowMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms, CPU ${summary.cpuMs.toFixed(0)} ms; self time by activity:`,
  );
  for (const activity of summary.byActivity.slice(0, 14))
    console.log(`    ${ms(activity.ms)}  ${activity.name} ×${activity.count}`);
  console.log('  tasks of 3 ms or more (ms from the start, length, main parts):');
  for (const task of summary.tasks) {
    const parts = task.parts.map((part) => `${part.label} ${part.ms.toFixed(1)}`).join(', ');
    console.log(`    +${ms(task.atMs)}  ${ms(task.ms)}  ${parts}`);
  }
  const names = ['ResourceSendRequest', 'ResourceFinish', 'MarkLoad', 'MarkDOMContent'];
  const urls = new Map<string, string>();
  console.log('  requests and document events (ms from the start):');
  for (const event of events
    .filter((event) => event.ts >= from && event.ts <= to && names.includes(event.name))
    .sort((a, b) => a.ts - b.ts)) {
    const data = event.args?.data;
    if (event.name === 'ResourceSendRequest' && data?.requestId && data.url)
      urls.set(data.requestId, data.url);
    const url = data?.url ?? (data?.requestId ? urls.get(data.requestId) : undefined);
    const file = url?.replace(/^https?:\/\/[^/]+/, '').slice(0, 90) ?? '';
    console.log(`    +${ms((event.ts - from) / 1000)}  ${event.name} ${file}`);
  }
}

/**
 * Each way twice, the first untraced: as the timed bench's warm-up round, it leaves the server's
 * caches warm and the site as later runs find it (the Navigation screen's first visit makes the
 * fallback menu).
 */
async function profileScreen(
  browser: Browser,
  target: EditorTarget,
  state: Awaited<ReturnType<typeof logIn>>,
  screen: ScreenCase,
) {
  for (const way of ['cold', 'cold', 'click', 'click'] as const) {
    const context = await browser.newContext({
      baseURL: target.baseURL,
      storageState: state,
      viewport: { width: 1440, height: 900 },
    });
    try {
      await context.addInitScript({
        content: pageScript(installCommitProbe),
      });
      const page = await context.newPage();
      if (way === 'cold') {
        await context.addInitScript({ content: watchScript(screen.row) });
        let window: Window = { rowAt: 0, startAt: 0, commits: [] };
        const events = await traced(context, page, async () => {
          await page.goto(screen.url, { waitUntil: 'commit' });
          window = await readWindow(page, 'cold');
        });
        if (!warmedUp.has(`${screen.name} ${way}`)) warmedUp.add(`${screen.name} ${way}`);
        else print(`${screen.name}, cold load`, events, window);
        continue;
      }
      await page.goto(target.designRoot, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
      const sidebar = page.locator(target.sidebar).first();
      for (const name of screen.clicks.slice(0, -1))
        await sidebar.getByText(name, { exact: true }).first().click();
      const last = sidebar.getByText(screen.clicks.at(-1) ?? screen.name, { exact: true }).first();
      await last.waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
      await page.evaluate(watchScript(screen.row));
      let window: Window = { rowAt: 0, startAt: 0, commits: [] };
      const events = await traced(context, page, async () => {
        await last.click();
        window = await readWindow(page, 'click');
      });
      if (!warmedUp.has(`${screen.name} ${way}`)) warmedUp.add(`${screen.name} ${way}`);
      else print(`${screen.name}, from Design`, events, window);
    } finally {
      await context.close();
    }
  }
}

const server = await startAtelier({ LOG_LEVEL: 'error' });
const browser = await launchQuietChromium();
try {
  const target = atelierTarget(server.url, ADMIN_PASSWORD);
  const state = await logIn(browser, target);
  const wanted = process.argv.slice(2);
  for (const screen of target.screens) {
    if (wanted.length > 0 && !wanted.includes(screen.name)) continue;
    await profileScreen(browser, target, state, screen);
  }
} finally {
  await browser.close();
  await server.stop();
}
