// Public-site throughput: requests per second and p99 latency for the home page and a single
// page, with the page cache on and off (autocannon, 8 connections, 10 s each, loopback only),
// and the database statements each page's uncached render makes; the "off, browser" rows ask
// for the pages as a browser does (Accept-Encoding with br: compressed answers). "cache off" is the page cache
// off: the server still keeps rendered fragments per site content version (parts, patterns,
// post content, a template's blocks, per value of what they read of the request); the
// "fragments off" run renders every block of every request as well.
//   npm run build && npx tsx bench/site-throughput.ts
// BENCH_SECONDS=5 shortens each run; BENCH_SERVER_BUNDLE=<…>/packages/server/dist/main.mjs runs
// another build. BENCH_PROFILE=1 writes a CPU profile of the server per run
// (from its first request to its exit) into bench/site-throughput/profiles/.
// WP_URL (e.g. http://localhost:8080) adds the same runs against a WordPress site's public pages
// (WP_PATHS, comma-separated, defaults to "/,/about/"; its own page cache is whatever it has).
// The WordPress path is written against autocannon alone and is untested here (no WordPress on
// this machine).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startAtelier } from '../e2e/atelier-server.js';
import { queriesPerPage } from './site-throughput/query-count.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const PATHS = ['/', '/about/'];
const here = dirname(fileURLToPath(import.meta.url));

interface Row {
  label: string;
  path: string;
  rps: number;
  p99: number;
  errors: number;
}

/** What a browser sends: the "browser" rows ask for compressed pages, the others do not. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

async function measure(
  base: string,
  path: string,
  label: string,
  headers: Record<string, string> = {},
): Promise<Row> {
  // One warm-up request fills the caches (and the styles) before measuring.
  await (await fetch(`${base}${path}`, { headers })).arrayBuffer();
  const result = await autocannon({
    url: `${base}${path}`,
    connections: 8,
    duration: DURATION_S,
    headers,
  });
  return {
    label,
    path,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function print(row: Row): void {
  console.log(
    `${row.label.padEnd(13)} ${row.path.padEnd(8)} ${String(row.rps).padStart(6)} req/s   p99 ${String(row.p99).padStart(4)} ms   errors ${row.errors}`,
  );
}

async function run(cache: 'on' | 'off', fragments: 'on' | 'off' = 'on') {
  const label = fragments === 'on' ? `cache ${cache}` : 'fragments off';
  const env: Record<string, string> = {
    ATELIER_PAGE_CACHE: cache,
    ATELIER_FRAGMENT_CACHE: fragments,
    LOG_LEVEL: 'error',
  };
  if (process.env.BENCH_PROFILE) {
    const dir = join(here, 'site-throughput/profiles');
    mkdirSync(dir, { recursive: true });
    env.NODE_OPTIONS = `--import ${join(here, 'site-throughput/cpu-profile.mjs')}`;
    env.ATELIER_CPU_PROFILE = join(dir, `${label.replace(' ', '-')}.cpuprofile`);
  }
  const server = await startAtelier(env, process.env.BENCH_SERVER_BUNDLE);
  try {
    for (const path of PATHS) print(await measure(server.url, path, label));
    if (cache === 'off' && fragments === 'on') {
      for (const path of PATHS) {
        print(
          await measure(server.url, path, 'off, browser', {
            'accept-encoding': BROWSER_ACCEPT_ENCODING,
          }),
        );
      }
    }
  } finally {
    await server.stop();
  }
  if (env.ATELIER_CPU_PROFILE) console.log(`  profile: ${env.ATELIER_CPU_PROFILE}`);
}

await run('on');
await run('off');
await run('off', 'off');

console.log('\nstatements per uncached render (first after start → the site unchanged)');
for (const count of await queriesPerPage(PATHS)) {
  console.log(`  ${count.path.padEnd(8)} ${count.first} → ${count.repeat}`);
}

const wordpress = process.env.WP_URL?.replace(/\/$/, '');
if (wordpress) {
  console.log(`\nWordPress at ${wordpress}`);
  const paths = (process.env.WP_PATHS ?? PATHS.join(',')).split(',');
  for (const path of paths) print(await measure(wordpress, path, 'wordpress'));
}
