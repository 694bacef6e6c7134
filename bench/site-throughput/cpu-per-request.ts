// Server CPU per uncached request: the built server (page cache off) on a fresh seeded SQLite
// database, asked for each page one request at a time, with the CPU time the kernel counted for
// the server process (all its threads, garbage collection included) read from /proc before and
// after each round. Linux only. CPU time swings less with the machine's load than the wall clock
// does, but a loaded machine still slows it (caches, frequency): compare runs made back to back.
//   npx tsx bench/site-throughput/cpu-per-request.ts [path …]
// BENCH_SERVER_BUNDLE=<dir>/packages/server/dist/main.mjs measures another build (e.g. a copy of
// an older dist/, placed where it finds node_modules and themes/ as it would in the repository).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

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

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

async function startServer(bundle: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-cpu-'));
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ATELIER_ADMIN_PASSWORD: 'bench-admin-password',
      ATELIER_EDITOR_PASSWORD: 'bench-editor-password',
      ATELIER_PAGE_CACHE: 'off',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  let output = '';
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`No start within 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Atelier is running at')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`The server exited with ${code}:\n${output}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}` };
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
  const bundle = options.bundle ?? join(root, 'packages/server/dist/main.mjs');
  const rounds = options.rounds ?? 5;
  const requests = options.requestsPerRound ?? 60;
  const { child, url } = await startServer(bundle);
  const pid = child.pid;
  if (pid === undefined) throw new Error('The server has no process id.');
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
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
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
