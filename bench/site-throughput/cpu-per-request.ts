// Server CPU per uncached request: the built server (page cache off) on a fresh seeded SQLite
// database, asked for each page one request at a time, with the CPU time the kernel counted for
// the server process (all its threads, garbage collection included) read from /proc before and
// after each round. Linux only. CPU time swings less with the machine's load than the wall clock
// does, but a loaded machine still slows it (caches, frequency): compare runs made back to back.
//   npx tsx bench/site-throughput/cpu-per-request.ts [path …]
// BENCH_SERVER_BUNDLE=<dir>/packages/server/dist/main.mjs measures another build (e.g. a copy of
// an older dist/, placed where it finds node_modules and themes/ as it would in the repository).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startAtelier } from '../../e2e/atelier-server.js';

/** Kernel clock ticks per second (`getconf CLK_TCK`, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface CpuPerRequest {
  path: string;
  /** Milliseconds of server CPU per request, one figure per round. */
  rounds: number[];
  best: number;
  median: number;
}

export interface CpuOptions {
  /** The server bundle to start (default: this repository's `packages/server/dist/main.mjs`). */
  bundle?: string;
  rounds?: number;
  requestsPerRound?: number;
  warmUp?: number;
}

/** CPU time (ms) the kernel has counted for a process: user + system, all threads. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  return ((user + system) * 1000) / TICKS_PER_SECOND;
}

async function get(url: string): Promise<void> {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

/** Server CPU per uncached request of each path: best and median of the rounds. */
export async function cpuPerRequest(
  paths: readonly string[],
  options: CpuOptions = {},
): Promise<CpuPerRequest[]> {
  const rounds = options.rounds ?? 5;
  const requests = options.requestsPerRound ?? 60;
  const server = await startAtelier(
    { ATELIER_PAGE_CACHE: 'off', LOG_LEVEL: 'error' },
    options.bundle,
  );
  const { url, pid } = server;
  try {
    const results: CpuPerRequest[] = [];
    for (const path of paths) {
      for (let i = 0; i < (options.warmUp ?? 20); i += 1) await get(`${url}${path}`);
      const figures: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const before = processCpuMs(pid);
        for (let i = 0; i < requests; i += 1) await get(`${url}${path}`);
        figures.push((processCpuMs(pid) - before) / requests);
      }
      const sorted = [...figures].sort((a, b) => a - b);
      results.push({
        path,
        rounds: figures,
        best: sorted[0] ?? Number.NaN,
        median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
      });
    }
    return results;
  } finally {
    await server.stop();
  }
}

/** One line per path: best and median ms of CPU per request. */
export function formatCpu(row: CpuPerRequest): string {
  return `  ${row.path.padEnd(24)} best ${row.best.toFixed(2)} ms   median ${row.median.toFixed(2)} ms   (${row.rounds.map((r) => r.toFixed(1)).join(' ')})`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/about/'];
  const bundle = process.env.BENCH_SERVER_BUNDLE;
  console.log(`server CPU per uncached request (${bundle ?? 'packages/server/dist/main.mjs'})`);
  for (const row of await cpuPerRequest(paths, { bundle })) console.log(formatCpu(row));
}
