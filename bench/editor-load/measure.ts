import type { Browser } from '@playwright/test';
import type { EditorTarget } from './targets.js';

/** One cold load of the editor: its timings, and what went over the wire before and after. */
export interface EditorLoad {
  /**
   * From the editor's HTML arriving to the first canvas block being visible, seen by a check in
   * the page on every frame (`requestAnimationFrame`): within a frame of the block being there.
   */
  firstBlockMs: number;
  /**
   * The same seen through Playwright's locator wait (the bench's figure until the tenth
   * increment): its retries see the block 60–100 ms after the page does (docs/performance.md).
   */
  firstBlockLocatorMs: number;
  requestsBeforeFirstBlock: number;
  bytesBeforeFirstBlock: number;
  /** Until the network is idle (the other screens' prefetch included). */
  requests: number;
  bytes: number;
  /** Requests finished before the first block: milliseconds from the HTML, kind, bytes, URL. */
  waterfall: string[];
}

/** Loads the editor once in a fresh browser context (cold cache, logged in first). */
export async function measureLoad(browser: Browser, target: EditorTarget): Promise<EditorLoad> {
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
    let seenByLocatorAt = 0;
    const seenByLocator = page
      .frameLocator(target.frame)
      .locator(target.firstBlock)
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 })
      .then(
        () => {
          seenByLocatorAt = Date.now();
        },
        // The page's own check below fails the run if the block never shows.
        () => undefined,
      );
    await page.waitForFunction(
      ({ frame, block }) => {
        const element = document
          .querySelector<HTMLIFrameElement>(frame)
          ?.contentDocument?.querySelector(block);
        if (!element) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      },
      { frame: target.frame, block: target.firstBlock },
      { polling: 'raf', timeout: 60_000 },
    );
    firstBlockAt = Date.now();
    await seenByLocator;
    // A loaded machine can keep the network busy a long while; what finished by then is counted.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await Promise.all(pending);
    const before = finished.filter((item) => item.at <= firstBlockAt);
    const sum = (items: { bytes: number }[]) =>
      items.reduce((total, item) => total + item.bytes, 0);
    return {
      firstBlockMs: firstBlockAt - htmlArrived,
      firstBlockLocatorMs: seenByLocatorAt - htmlArrived,
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
