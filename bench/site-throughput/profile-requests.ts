// A CPU profile of the server over uncached public requests: the built server (page cache off)
// on a fresh seeded database answers BENCH_WARM_UP requests (20) unprofiled, then BENCH_REQUESTS
// (400) of each path one at a time while profiled (a sample every 250 µs); prints the busy CPU
// per request and where it went (self time of the busiest functions, inclusive time of the ones
// named in BENCH_FUNCTIONS).
//   npx tsx bench/site-throughput/profile-requests.ts [path …]
// BENCH_ACCEPT_ENCODING sets the requests' Accept-Encoding ("gzip, deflate, br, zstd" by default,
// what a browser sends; "identity" as autocannon). BENCH_SERVER_BUNDLE profiles another build;
// ATELIER_FRAGMENT_CACHE=off profiles without fragments, ATELIER_PAGE_CACHE=on with the page
// cache. The profile is kept in site-throughput/profiles/requests-<n>.cpuprofile (one per path).
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAtelier } from '../../e2e/atelier-server.js';
import { type CpuProfile, summariseProfile, timesOf } from './profile-summary.js';

const here = dirname(fileURLToPath(import.meta.url));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 20);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const FUNCTIONS = (
  process.env.BENCH_FUNCTIONS ??
  'renderSitePage,renderWithStyles,addBlockStyleVariationInstances,viewScriptTags,addSkipLink,onSendHook,writev,gzipSync,brotliCompressSync,(garbage collector)'
).split(',');

async function profilePath(path: string, index: number): Promise<void> {
  const dir = join(here, 'profiles');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `requests-${index}.cpuprofile`);
  const server = await startAtelier(
    {
      ATELIER_PAGE_CACHE: process.env.ATELIER_PAGE_CACHE ?? 'off',
      LOG_LEVEL: 'error',
      NODE_OPTIONS: `--import ${join(here, 'cpu-profile.mjs')}`,
      ATELIER_CPU_PROFILE: file,
      ATELIER_CPU_PROFILE_AFTER: String(WARM_UP),
      ATELIER_CPU_PROFILE_INTERVAL_US: '250',
    },
    process.env.BENCH_SERVER_BUNDLE,
  );
  let bytes = 0;
  let encoding = '';
  try {
    for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { 'accept-encoding': ACCEPT_ENCODING },
      });
      const body = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      bytes = body.byteLength;
      encoding = response.headers.get('content-encoding') ?? 'identity';
    }
  } finally {
    await server.stop();
  }
  const summary = summariseProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
  const perRequest = (ms: number) => `${(ms / REQUESTS).toFixed(3)} ms`;
  const share = (ms: number) => `${((100 * ms) / summary.busy).toFixed(1)}%`;
  console.log(
    `${path}: ${REQUESTS} requests, busy ${perRequest(summary.busy)} per request (answer ${encoding}, ${bytes} bytes decoded)`,
  );
  console.log('  inclusive');
  for (const f of timesOf(summary, FUNCTIONS)) {
    console.log(`    ${share(f.inclusive).padStart(6)}  ${perRequest(f.inclusive)}  ${f.name}`);
  }
  console.log('  self, by package (native: the V8 pseudo-frame)');
  for (const where of summary.packages.slice(0, 12)) {
    console.log(`    ${share(where.self).padStart(6)}  ${perRequest(where.self)}  ${where.name}`);
  }
  console.log('  self, busiest');
  for (const f of summary.functions.slice(0, 15)) {
    console.log(`    ${share(f.self).padStart(6)}  ${f.name}`);
  }
  console.log(`  profile: ${file}`);
}

const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/about/'];
console.log(
  `server CPU profile (${process.env.BENCH_SERVER_BUNDLE ?? 'packages/server/dist/main.mjs'})`,
);
for (const [index, path] of paths.entries()) await profilePath(path, index);
