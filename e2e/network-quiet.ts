import type { Page, Request } from '@playwright/test';

/** The HTTP requests a page has in flight, and when that last changed. */
interface Tracker {
  inFlight: Set<Request>;
  changedAt: number;
}

const trackers = new WeakMap<Page, Tracker>();

/**
 * Starts counting the page's requests in flight (the test fixture does it as each test's page
 * opens, so requests sent before a test asks are counted too).
 */
export function watchNetwork(page: Page): void {
  if (trackers.has(page)) return;
  const tracker: Tracker = { inFlight: new Set(), changedAt: Date.now() };
  const started = (request: Request) => {
    tracker.inFlight.add(request);
    tracker.changedAt = Date.now();
  };
  const ended = (request: Request) => {
    tracker.inFlight.delete(request);
    tracker.changedAt = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  trackers.set(page, tracker);
}

/**
 * Waits until the page has had no HTTP request in flight for `quietMs` (what Playwright's
 * `networkidle` means; its own bookkeeping can miss that moment after a burst of requests —
 * microsoft/playwright#42598 — and then never report it). A WebSocket is not a request here, as
 * it is not for `networkidle`; a long poll is, and keeps the page from ever being quiet. On a
 * timeout the error names the requests still in flight.
 */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  watchNetwork(page);
  const tracker = trackers.get(page) as Tracker;
  const deadline = Date.now() + timeoutMs;
  while (tracker.inFlight.size > 0 || Date.now() - tracker.changedAt < quietMs) {
    if (Date.now() > deadline) {
      const urls = [...tracker.inFlight].map((request) => `${request.method()} ${request.url()}`);
      throw new Error(
        `The network was not quiet for ${quietMs} ms within ${timeoutMs} ms; in flight: ${
          urls.join(', ') || 'none'
        }`,
      );
    }
    await page.waitForTimeout(50);
  }
}
