// The screens' first row: for Templates, Pages, Patterns, Navigation, Styles and Fonts, (a) a cold
// load of the screen's address, from the HTML's first byte to the frame in which its first row is
// visible, and (b) from the Design root (settled: its idle prefetch of the screens done), from the
// click on the screen's navigation item to that frame; each with the requests and bytes fetched
// before the row. What "first row" is for each screen is written in screens-first-row/screens.ts.
// Median of BENCH_RUNS (5) after one warm-up, in Chromium, logged in as the admin, a cold browser
// cache each run, against a fresh server. With `WP_URL` (and `WP_USER`, `WP_PASSWORD`) WordPress's
// same screens are measured and printed beside it — written against its markup, never run against
// a live WordPress. `BENCH_WATERFALL=1` lists the requests before the row of each median run.
// `EDITOR_DIST_DIR=<build>` serves another editor build, `BENCH_SERVER_BUNDLE=<main.mjs>` runs
// another server build (a before/after pair whose change is in the page the server writes).
//   node scripts/build.mjs && npx tsx bench/screens-first-row.ts
import { ADMIN_PASSWORD, startAtelier } from '../e2e/atelier-server.js';
import { type Arrival, coldLoad, fromDesignRoot, logIn } from './screens-first-row/measure.js';
import { atelierTarget, type EditorTarget, wordpressTarget } from './screens-first-row/screens.js';
import { launchQuietChromium } from './shared/quiet-chromium.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const AIM_MS = 250;

const median = <T>(items: T[], key: (item: T) => number): T | undefined =>
  [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)];

const server = await startAtelier({ LOG_LEVEL: 'error' }, process.env.BENCH_SERVER_BUNDLE);
const browser = await launchQuietChromium();
const targets: EditorTarget[] = [atelierTarget(server.url, ADMIN_PASSWORD)];
const wordpress = wordpressTarget(process.env);
if (wordpress) targets.push(wordpress);

type Way = 'cold load' | 'from Design';
const WAYS: readonly Way[] = ['cold load', 'from Design'];
/** target name → screen name → way → arrivals */
const results = new Map<string, Map<string, Map<Way, Arrival[]>>>();
const record = (target: string, screen: string, way: Way, arrival: Arrival) => {
  const screens = results.get(target) ?? new Map<string, Map<Way, Arrival[]>>();
  results.set(target, screens);
  const ways = screens.get(screen) ?? new Map<Way, Arrival[]>();
  screens.set(screen, ways);
  ways.set(way, [...(ways.get(way) ?? []), arrival]);
};

try {
  const sessions = new Map<EditorTarget, Awaited<ReturnType<typeof logIn>>>();
  for (const target of targets) sessions.set(target, await logIn(browser, target));
  // Round by round, every screen and target in turn, so a change in the machine's load touches
  // them alike; round 0 is the warm-up (server caches, the browser's first start of each page).
  for (let round = 0; round <= RUNS; round++) {
    for (const target of targets) {
      const state = sessions.get(target);
      if (!state) continue;
      for (const screen of target.screens) {
        for (const way of WAYS) {
          const measure = way === 'cold load' ? coldLoad : fromDesignRoot;
          // A run that never shows its row (a timeout on a starved machine) is left out, said.
          const arrival = await measure(browser, target, state, screen).catch((error: Error) => {
            console.log(
              `${target.name} ${screen.name}, ${way}: run left out (${error.message.split('\n')[0]})`,
            );
            return null;
          });
          if (round > 0 && arrival) record(target.name, screen.name, way, arrival);
        }
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const cell = (arrivals: Arrival[] | undefined) => {
  const middle = arrivals && median(arrivals, (a) => a.ms);
  if (!arrivals || !middle) return ''.padStart(30);
  const requests = median(arrivals, (a) => a.requests)?.requests ?? 0;
  const bytes = median(arrivals, (a) => a.bytes)?.bytes ?? 0;
  return `${middle.ms.toFixed(0).padStart(6)} ms ${String(requests).padStart(4)} req ${(bytes / 1000).toFixed(1).padStart(7)} kB`;
};

const screenNames = targets[0]?.screens.map((screen) => screen.name) ?? [];
console.log(
  `screens' first row, median of ${RUNS} runs after a warm-up (aim: ${AIM_MS} ms); requests and bytes before the row`,
);
console.log(
  `${''.padEnd(26)}${targets.map((t) => t.name.padStart(30)).join('')}   ${targets.length > 1 ? '' : 'aim'}`,
);
for (const name of screenNames) {
  for (const way of WAYS) {
    const ours = results
      .get(targets[0]?.name ?? '')
      ?.get(name)
      ?.get(way);
    const ms = ours ? (median(ours, (a) => a.ms)?.ms ?? Number.NaN) : Number.NaN;
    const verdict = targets.length > 1 ? '' : ms <= AIM_MS ? 'within' : 'OVER';
    console.log(
      `  ${`${name}: ${way}`.padEnd(24)}${targets
        .map((t) => cell(results.get(t.name)?.get(name)?.get(way)))
        .join('')}   ${verdict}`,
    );
  }
}

if (process.env.BENCH_WATERFALL) {
  for (const target of targets) {
    for (const name of screenNames) {
      for (const way of WAYS) {
        const arrivals = results.get(target.name)?.get(name)?.get(way) ?? [];
        const middle = median(arrivals, (a) => a.ms);
        console.log(
          `\n${target.name} ${name}, ${way}: ${middle?.ms.toFixed(0)} ms; requests before the row (ms from ${way === 'cold load' ? 'the navigation' : 'the click'})`,
        );
        for (const line of middle?.waterfall ?? []) console.log(`  ${line}`);
      }
    }
  }
}
