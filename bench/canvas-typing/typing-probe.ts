// What the typing rows share: the keydown → next frame recorder, opening a template's canvas,
// typing at a steady pace and the median / p95 of a set of samples.
import type { Frame, Page } from '@playwright/test';

export const TEXT = 'the quick brown fox jumps over the lazy dog ';

/** The typing rows' settings: the long template's size, keystrokes timed per row, warm-up. */
export const BLOCKS = 540;
export const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 200);
export const SMALL_KEYSTROKES = 60;
export const WARM_UP = 10;

export interface Stats {
  median: number;
  p95: number;
  n: number;
}

export function stats(values: readonly number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), n: sorted.length };
}

// Scripts for the page are strings: tsx would wrap named inner functions in a helper the page lacks.
/** keydown → the next frame's end: a task queued from that frame's animation callback. */
export const TYPING_RECORDER = `
  window.__benchSamples = [];
  document.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__benchSamples.push(performance.now() - start);
      channel.port2.postMessage(null);
    });
  }, true);
`;

/** The samples `TYPING_RECORDER` took in `frame` since it was installed. */
export async function typingSamples(frame: Frame): Promise<number[]> {
  return frame.evaluate(() => Reflect.get(window, '__benchSamples') as number[]);
}

/** Opens the editor at `path` and waits for the canvas to show the paragraph holding `lastText`. */
export async function openCanvas(page: Page, path: string, lastText: string): Promise<Frame> {
  await page.goto(path);
  await page
    .frameLocator('iframe[name="editor-canvas"]')
    .locator('[data-type="core/paragraph"]')
    .filter({ hasText: lastText })
    .waitFor({ timeout: 60_000 });
  const frame = page.frame({ name: 'editor-canvas' });
  if (frame === null) throw new Error('No canvas frame');
  return frame;
}

/** Types `count` characters of `TEXT` (from `offset`), one every `pause` ms. */
export async function typeKeys(page: Page, count: number, offset = 0, pause = 25): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.type(TEXT[(offset + i) % TEXT.length] ?? 'x');
    await page.waitForTimeout(pause);
  }
}
