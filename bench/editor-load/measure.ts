import type { Browser } from '@playwright/test';
import type { EditorTarget } from './targets.js';

/** One cold load of the editor: its timings, and what went over the wire before and after. */
export interface EditorLoad {
  /**
   * From the editor's HTML arriving to the first canvas block being visible, seen by a check in
   * the page on every frame (`requestAnimationFrame`): within a frame of the block being there;
   * or, in a load watched by the locator, when its wait returned.
   */
  firstBlockMs: number;
  /**
   * The same check timed by the page's own clock: from the HTML's first byte (`responseStart`) to
   * the frame in which the check passed, without the bench process's share (the protocol's
   * messages that tell Node of the HTML's arrival and of the check's answer). 0 when watched
   * by the locator.
   */
  firstBlockPageMs: number;
  requestsBeforeFirstBlock: number;
  bytesBeforeFirstBlock: number;
  /** Until the network is idle (the other screens' prefetch included). */
  requests: number;
  bytes: number;
  /** Requests finished before the first block: milliseconds from the HTML, kind, bytes, URL. */
  waterfall: string[];
}

/**
 * How a load sees its first block: the page's own check on every frame, or Playwright's locator
 * wait (the bench's way until the tenth increment). Each load uses one: the locator polls inside
 * the page it times (queries, computed styles, layout), which made the page's own check 25–35 ms
 * later when both ran in one load (docs/performance.md, twelfth increment).
 */
export type FirstBlockWatch = 'page' | 'locator';

/** Loads the editor once in a fresh browser context (cold cache, logged in first). */
export async function measureLoad(
  browser: Browser,
  target: EditorTarget,
  watch: FirstBlockWatch = 'page',
): Promise<EditorLoad> {
  const context = await browser.newContext({ baseURL: target.baseURL });
  try {
    const page = await context.newPage();
    await target.logIn(page);
    const started = Date.now();
    let htmlArrived = 0;
    let firstBlockAt = 0;
    const finished: { at: number; line: string; bytes: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (htmlArrived === 0 && target.isEditorHtml(response.url())) htmlArrived = Date.now();
    });
    page.on('requestfinished', (request) => {
      const at = Date.now();
      pending.push(
        request.sizes().then(
          (sizes) => {
            const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
            const url = request.url().replace(target.baseURL, '');
            const from = (htmlArrived || started) - started;
            const line = `${String(at - started - from).padStart(6)} ms  ${request.resourceType().padEnd(10)} ${String(bytes).padStart(8)} B  ${url}`;
            finished.push({ at, line, bytes });
          },
          () => undefined,
        ),
      );
    });
    await page.goto(target.editorPath, { waitUntil: 'commit' });
    let firstBlockPageMs = 0;
    if (watch === 'locator') {
      await page
        .frameLocator(target.frame)
        .locator(target.firstBlock)
        .first()
        .waitFor({ state: 'visible', timeout: 60_000 });
      firstBlockAt = Date.now();
    } else {
      await page.waitForFunction(
        ({ frame, block }) => {
          const element = document
            .querySelector<HTMLIFrameElement>(frame)
            ?.contentDocument?.querySelector(block);
          if (!element) return false;
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          const [navigation] = performance.getEntriesByType('navigation');
          const start =
            navigation instanceof PerformanceNavigationTiming ? navigation.responseStart : 0;
          Reflect.set(window, '__benchFirstBlockPageMs', performance.now() - start);
          return true;
        },
        { frame: target.frame, block: target.firstBlock },
        { polling: 'raf', timeout: 60_000 },
      );
      firstBlockAt = Date.now();
      firstBlockPageMs = Number(
        await page.evaluate(() => Reflect.get(window, '__benchFirstBlockPageMs')),
      );
    }
    // A loaded machine can keep the network busy a long while; what finished by then is counted.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await Promise.all(pending);
    const before = finished.filter((item) => item.at <= firstBlockAt);
    const sum = (items: { bytes: number }[]) =>
      items.reduce((total, item) => total + item.bytes, 0);
    return {
      firstBlockMs: firstBlockAt - htmlArrived,
      firstBlockPageMs,
      requestsBeforeFirstBlock: before.length,
      bytesBeforeFirstBlock: sum(before),
      requests: finished.length,
      bytes: sum(finished),
      waterfall: before.sort((a, b) => a.at - b.at).map((item) => item.line),
    };
  } finally {
    await context.close();
  }
}
