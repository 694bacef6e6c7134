// What had arrived when the first canvas block entered the frame, read in the page itself: the
// page probe's first-block moment (`page-probe.ts`) and the Resource Timing entries (page and
// frame) that had ended by then, with the navigation's own size for the HTML. Unlike the
// bench's count (requests Playwright saw finish before its polling saw the block visible), it
// does not depend on how soon Playwright looks.
//   npm run build && npx tsx bench/editor-load/arrivals.ts [runs]
import { loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import { coldEditorLoads } from './cold-loads.js';

/** One cold load: the first block's moment after the HTML's first byte, and what had arrived. */
export interface Arrivals {
  firstBlockMs: number;
  /** The HTML and each resource that had ended, by file name, in bytes as transferred. */
  files: { name: string; bytes: number }[];
}

/** Reads the arrivals once the page probe has seen the first block. */
export async function readArrivals(page: Page): Promise<Arrivals> {
  await page.waitForFunction(
    () =>
      ((window as { __atelierBench?: { firstBlockMs: number } }).__atelierBench?.firstBlockMs ??
        0) > 0,
  );
  return page.evaluate(() => {
    const at =
      (window as { __atelierBench?: { firstBlockMs: number } }).__atelierBench?.firstBlockMs ?? 0;
    const [navigation] = performance.getEntriesByType('navigation');
    const nav = navigation instanceof PerformanceNavigationTiming ? navigation : null;
    const frame = document.querySelector<HTMLIFrameElement>('iframe[name="editor-canvas"]');
    // The frame's entries come from another realm (`instanceof` would refuse them) and count
    // from the frame's own time origin: moved onto the page's clock.
    const framePerformance = frame?.contentWindow?.performance;
    const shift = (framePerformance?.timeOrigin ?? 0) - performance.timeOrigin;
    const ended = [
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        entry,
        end: entry.responseEnd,
      })),
      ...(
        (framePerformance?.getEntriesByType('resource') ?? []) as PerformanceResourceTiming[]
      ).map((entry) => ({ entry, end: entry.responseEnd + shift })),
    ].filter(({ entry, end }) => entry.responseEnd > 0 && end <= at);
    return {
      firstBlockMs: at - (nav?.responseStart ?? 0),
      files: [
        { name: '(the HTML)', bytes: nav?.transferSize ?? 0 },
        ...ended.map(({ entry }) => ({
          name: entry.name.split('?')[0]?.split('/').pop() ?? entry.name,
          bytes: entry.transferSize,
        })),
      ],
    };
  });
}

const runs = Number(process.argv[2] ?? 7);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const loads = await coldEditorLoads(runs, async (page, editorPath) => {
  await page.goto(editorPath, { waitUntil: 'commit' });
  return readArrivals(page);
});
const total = (load: Arrivals) => load.files.reduce((sum, file) => sum + file.bytes, 0);
for (const load of loads) {
  console.log(
    `${load.firstBlockMs.toFixed(0).padStart(6)} ms  ${String(load.files.length).padStart(3)} files  ${(total(load) / 1000).toFixed(1).padStart(6)} kB  ${load.files.map((file) => `${file.name} ${file.bytes}`).join(', ')}`,
  );
}
console.log(
  `median of ${runs}: HTML → first block in the frame ${median(loads.map((l) => l.firstBlockMs)).toFixed(0)} ms, ${median(loads.map((l) => l.files.length))} files, ${(median(loads.map(total)) / 1000).toFixed(1)} kB arrived by then (load ${loadavg()[0]?.toFixed(1)})`,
);
