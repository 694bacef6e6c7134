// Editor first load: from the site editor's HTML arriving to the first block visible in the canvas
// of the Loom index template (seen by a check in the page on every frame; the figure a Playwright
// locator's wait gives, in loads of its own with `BENCH_LOCATOR=1`), the requests and bytes before that block (and until the network is
// idle), and the editor HTML's server time with `canvas=edit` (Playwright driving Chromium against
// a fresh server; a cold browser cache each run). With `WP_URL` (and `WP_USER`, `WP_PASSWORD`,
// `WP_THEME`) WordPress's site editor is measured the same way and printed beside it — written
// against WordPress's markup, not yet run against a live WordPress. `BENCH_WATERFALL=1` lists the
// requests before the first block of the median run; `BENCH_PROFILE=1` adds one traced and profiled
// cold load (editor-load/profile.ts). Details: docs/performance.md.
//   npm run build && npx tsx bench/editor-load.ts
import { loadavg } from 'node:os';
import { ADMIN_PASSWORD, startAtelier } from '../e2e/atelier-server.js';
import { type EditorLoad, measureLoad } from './editor-load/measure.js';
import { profileLoad } from './editor-load/profile.js';
import { measureServerTime, type ServerTime } from './editor-load/server-time.js';
import { atelierTarget, type EditorTarget, wordpressTarget } from './editor-load/targets.js';
import { launchQuietChromium } from './shared/quiet-chromium.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const HTML_RUNS = 30;
const WRITE_RUNS = 10;

const LOCATOR = process.env.BENCH_LOCATOR === '1';

interface Figures {
  loads: EditorLoad[];
  /** Loads watched by Playwright's locator instead (`BENCH_LOCATOR=1`). */
  locatorLoads: EditorLoad[];
  html: ServerTime;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The median with the middle half of the runs beside it (first to third quartile). */
function withSpread(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => (sorted[Math.floor(q * (sorted.length - 1))] ?? 0).toFixed(0);
  return `${median(values).toFixed(0)} ms (${at(0.25)}–${at(0.75)})`;
}

const server = await startAtelier({ LOG_LEVEL: 'error' });
const browser = await launchQuietChromium();
const targets: EditorTarget[] = [atelierTarget(server.url, ADMIN_PASSWORD)];
const wordpress = wordpressTarget(process.env);
if (wordpress) targets.push(wordpress);
const figures = new Map<EditorTarget, Figures>(
  targets.map((t) => [
    t,
    { loads: [], locatorLoads: [], html: { firstMs: 0, repeatMs: 0, afterWriteMs: 0 } },
  ]),
);
try {
  // Alternating runs, so a change in the machine's load touches both sides alike.
  for (let run = 0; run < RUNS; run++) {
    for (const target of targets) {
      figures.get(target)?.loads.push(await measureLoad(browser, target));
      if (LOCATOR) {
        figures.get(target)?.locatorLoads.push(await measureLoad(browser, target, 'locator'));
      }
    }
  }
  for (const target of targets) {
    const entry = figures.get(target);
    if (entry) entry.html = await measureServerTime(browser, target, HTML_RUNS, WRITE_RUNS);
  }
  if (process.env.BENCH_PROFILE) for (const target of targets) await profileLoad(browser, target);
} finally {
  await browser.close();
  await server.stop();
}

const rows: [string, (f: Figures) => string][] = [
  [
    'HTML → first block visible (median, middle half)',
    (f) => withSpread(f.loads.map((l) => l.firstBlockMs)),
  ],
  ["  the same by the page's clock", (f) => withSpread(f.loads.map((l) => l.firstBlockPageMs))],
  ...(LOCATOR
    ? ([
        [
          '  seen by a Playwright locator, own loads',
          (f) => withSpread(f.locatorLoads.map((l) => l.firstBlockMs)),
        ],
      ] as [string, (f: Figures) => string][])
    : []),
  [
    'requests before the first block',
    (f) => `${median(f.loads.map((l) => l.requestsBeforeFirstBlock))}`,
  ],
  [
    'bytes before the first block',
    (f) => `${(median(f.loads.map((l) => l.bytesBeforeFirstBlock)) / 1000).toFixed(0)} kB`,
  ],
  ['requests until the network is idle', (f) => `${median(f.loads.map((l) => l.requests))}`],
  [
    'bytes until the network is idle',
    (f) => `${(median(f.loads.map((l) => l.bytes)) / 1000).toFixed(0)} kB`,
  ],
  [
    `editor HTML, canvas=edit: repeat (median of ${HTML_RUNS})`,
    (f) => `${f.html.repeatMs.toFixed(1)} ms`,
  ],
  ['editor HTML, canvas=edit: first of a session', (f) => `${f.html.firstMs.toFixed(1)} ms`],
  [
    `editor HTML, canvas=edit: after a write (${WRITE_RUNS})`,
    (f) => `${f.html.afterWriteMs.toFixed(1)} ms`,
  ],
];
console.log(
  `editor first load over ${RUNS} cold runs (index template, edit mode; load average at the end ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')})`,
);
console.log(`${''.padEnd(50)}${targets.map((t) => t.name.padStart(22)).join('')}`);
for (const [label, format] of rows) {
  console.log(
    `  ${label.padEnd(48)}${targets
      .map((t) => {
        const f = figures.get(t);
        return (f ? format(f) : '').padStart(22);
      })
      .join('')}`,
  );
}
if (process.env.BENCH_WATERFALL) {
  for (const target of targets) {
    const loads = figures.get(target)?.loads ?? [];
    const middle = median(loads.map((l) => l.firstBlockMs));
    const run = loads.find((l) => l.firstBlockMs === middle);
    console.log(
      `\n${target.name}: requests before the first block (median run, ms after the HTML)`,
    );
    for (const line of run?.waterfall ?? []) console.log(`  ${line}`);
  }
}
