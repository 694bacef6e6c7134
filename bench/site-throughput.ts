// Public-site throughput: requests per second and p99 latency for the home page and a single
// page, with the page cache on and off (autocannon, 8 connections, 10 s each, loopback only).
//   npm run build && npx tsx bench/site-throughput.ts
import autocannon from 'autocannon';
import { type AtelierServer, startAtelier } from '../e2e/atelier-server.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const PATHS = ['/', '/about/'];

async function measure(server: AtelierServer, path: string) {
  // One warm-up request fills the cache (and the styles) before measuring.
  await fetch(`${server.url}${path}`);
  const result = await autocannon({
    url: `${server.url}${path}`,
    connections: 8,
    duration: DURATION_S,
  });
  return {
    path,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function run(cache: 'on' | 'off') {
  const server = await startAtelier({ ATELIER_PAGE_CACHE: cache, LOG_LEVEL: 'error' });
  try {
    for (const path of PATHS) {
      const r = await measure(server, path);
      console.log(
        `cache ${cache.padEnd(3)}  ${r.path.padEnd(8)} ${String(r.rps).padStart(6)} req/s   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}`,
      );
    }
  } finally {
    await server.stop();
  }
}

await run('on');
await run('off');
