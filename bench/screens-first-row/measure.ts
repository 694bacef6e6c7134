import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { dismissWelcomeGuides } from '../../e2e/welcome-guides.js';
import type { EditorTarget, ScreenCase } from './screens.js';

/** One timed arrival at a screen: its time to the first row and what went over the wire for it. */
export interface Arrival {
  /** Cold load: from the HTML's first byte; in-app: from the click. To the first row's frame. */
  ms: number;
  /** Requests finished before the first row (the HTML included on a cold load). */
  requests: number;
  /** Their bytes on the wire (bodies as sent, compressed, plus headers). */
  bytes: number;
  /** The requests, in order: ms from the start, kind, bytes, address. */
  waterfall: string[];
}

/** A user-timing mark's name: the first row is visible (a trace places it on its own clock). */
export const FIRST_ROW_MARK = 'atelier-bench:first-row';

/**
 * Runs in the page (a string: tsx would wrap a function's inner functions in a helper the page
 * does not have). Records the last click's time stamp and, polling once a frame, the frame in
 * which a row matching the selector is first visible, as `window.firstRowWatch` (and a mark).
 */
export const watchScript = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)};
  const watch = { rowAt: -1, clickAt: -1 };
  document.addEventListener('click', (event) => { watch.clickAt = event.timeStamp; }, true);
  const visible = (row) => row.checkVisibility({ visibilityProperty: true });
  const poll = () => {
    if (Array.from(document.querySelectorAll(selector)).some(visible)) {
      watch.rowAt = performance.now();
      performance.mark(${JSON.stringify(FIRST_ROW_MARK)});
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
  window.firstRowWatch = watch;
})();`;

interface Finished {
  /** Wall-clock ms (the browser's) when the request started and when its answer ended. */
  startedAt: number;
  endedAt: number;
  line: (from: number) => string;
  bytes: number;
}

/** Collects every finished request of a context (all its pages and frames) with its timing. */
function recordRequests(context: BrowserContext, baseURL: string) {
  const finished: Finished[] = [];
  const pending: Promise<void>[] = [];
  context.on('requestfinished', (request: Request) => {
    pending.push(
      request.sizes().then(
        (sizes) => {
          const timing = request.timing();
          const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
          const endedAt = timing.startTime + Math.max(0, timing.responseEnd);
          const url = request.url().replace(baseURL, '');
          finished.push({
            startedAt: timing.startTime,
            endedAt,
            bytes,
            line: (from) =>
              `${(endedAt - from).toFixed(0).padStart(6)} ms  ${request.resourceType().padEnd(10)} ${String(bytes).padStart(8)} B  ${url}`,
          });
        },
        () => undefined,
      ),
    );
  });
  /** The requests started at or after `from` and finished by `until` (wall-clock ms). */
  return async (from: number, until: number): Promise<Omit<Arrival, 'ms'>> => {
    await Promise.all(pending);
    const within = finished
      .filter((item) => item.startedAt >= from - 1 && item.endedAt <= until)
      .sort((a, b) => a.endedAt - b.endedAt);
    return {
      requests: within.length,
      bytes: within.reduce((total, item) => total + item.bytes, 0),
      waterfall: within.map((item) => item.line(from)),
    };
  };
}

interface Watched {
  rowAt: number;
  clickAt: number;
  timeOrigin: number;
  htmlAt: number;
}

const waitForRow = async (page: Page): Promise<Watched> => {
  await page.waitForFunction(
    () => ((Reflect.get(window, 'firstRowWatch') as Watched | undefined)?.rowAt ?? -1) >= 0,
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  return page.evaluate(() => {
    const watch = Reflect.get(window, 'firstRowWatch') as Watched;
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return {
      rowAt: watch.rowAt,
      clickAt: watch.clickAt,
      timeOrigin: performance.timeOrigin,
      htmlAt: navigation?.responseStart ?? 0,
    };
  });
};

/** A logged-in browser context with a cold cache. */
async function freshContext(browser: Browser, target: EditorTarget, state: StorageState) {
  return browser.newContext({
    baseURL: target.baseURL,
    storageState: state,
    viewport: { width: 1440, height: 900 },
  });
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Logs in once with the welcome guides off (a guide would cover the screens); every run then
 * starts from this session in a fresh context (cold cache).
 */
export async function logIn(browser: Browser, target: EditorTarget): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: target.baseURL });
  try {
    const page = await context.newPage();
    await target.logIn(page);
    await dismissWelcomeGuides(page.request);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A cold load of the screen's address: from the HTML's first byte to its first row. */
export async function coldLoad(
  browser: Browser,
  target: EditorTarget,
  state: StorageState,
  screen: ScreenCase,
): Promise<Arrival> {
  const context = await freshContext(browser, target, state);
  try {
    await context.addInitScript({ content: watchScript(screen.row) });
    const requests = recordRequests(context, target.baseURL);
    const page = await context.newPage();
    await page.goto(screen.url, { waitUntil: 'commit' });
    const watched = await waitForRow(page);
    // The HTML itself started before its first byte: count from the navigation's start.
    const wire = await requests(watched.timeOrigin, watched.timeOrigin + watched.rowAt);
    return { ms: watched.rowAt - watched.htmlAt, ...wire };
  } finally {
    await context.close();
  }
}

/**
 * From the Design root, settled (its scripts, reads and idle prefetch of the other screens done,
 * as for a person who reads the menu first), the clicks on the screen's navigation items: from
 * the last click to its first row.
 */
export async function fromDesignRoot(
  browser: Browser,
  target: EditorTarget,
  state: StorageState,
  screen: ScreenCase,
): Promise<Arrival> {
  const context = await freshContext(browser, target, state);
  try {
    const requests = recordRequests(context, target.baseURL);
    const page = await context.newPage();
    await page.goto(target.designRoot, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    const sidebar = page.locator(target.sidebar).first();
    const steps = screen.clicks.slice(0, -1);
    for (const name of steps) {
      await sidebar.getByText(name, { exact: true }).first().click();
    }
    const last = sidebar.getByText(screen.clicks.at(-1) ?? screen.name, { exact: true }).first();
    await last.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.evaluate(watchScript(screen.row));
    await last.click();
    const watched = await waitForRow(page);
    const clickAt = watched.timeOrigin + watched.clickAt;
    const wire = await requests(clickAt, watched.timeOrigin + watched.rowAt);
    return { ms: watched.rowAt - watched.clickAt, ...wire };
  } finally {
    await context.close();
  }
}
