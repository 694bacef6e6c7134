// Issue #22's public rows back to back: a bare Fastify route answering a kept page (the ceiling),
// Atelier's page-cache hit and Atelier uncached, each asked plainly and as a browser asks (br),
// for one build or two (before → after). Every server is started once and kept; the runs
// alternate, round after round (BENCH_ROUNDS, 5), each BENCH_SECONDS long (3), autocannon with
// 8 connections on the same cores. Each run also reads the server's CPU time from /proc (all
// its threads) and divides it by the requests answered: CPU per request under load.
// Prints every run, then per row the median req/s and µs of CPU per request, with the load.
//   npx tsx bench/site-throughput/back-to-back.ts [path]
// BENCH_ROWS=bare,hit,uncached (comma-separated) keeps only those rows.
// BENCH_BEFORE_BUNDLE=<…>/dist/main.mjs adds another build's rows (placed where the server finds
// node_modules and themes/ as in the repository, e.g. <repo>/.tmp/before/dist/main.mjs).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startAtelier } from '../../e2e/atelier-server.js';
import { type Body, renderedBodies, startBare, stop } from './ceiling.js';
import { processCpuMs } from './cpu-per-request.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BROWSER = 'gzip, deflate, br, zstd';
const ROWS = new Set((process.env.BENCH_ROWS ?? 'bare,hit,uncached').split(','));

interface Target {
  label: string;
  url: string;
  pid: number;
  headers: Record<string, string>;
}

interface Run {
  rps: number;
  cpuUs: number;
  load: number;
}

async function runOnce(target: Target, path: string): Promise<Run> {
  const before = processCpuMs(target.pid);
  const result = await autocannon({
    url: `${target.url}${path}`,
    connections: 8,
    duration: SECONDS,
    headers: target.headers,
  });
  const cpuMs = processCpuMs(target.pid) - before;
  if (result.errors + result.non2xx > 0) throw new Error(`${target.label}: errors`);
  return {
    rps: result.requests.average,
    cpuUs: (1000 * cpuMs) / Math.max(1, result.requests.total),
    load: loadavg()[0] ?? Number.NaN,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const path = process.argv[2] ?? '/';
const dir = mkdtempSync(join(tmpdir(), 'atelier-back-to-back-'));
const children: ChildProcess[] = [];
const stops: (() => Promise<void>)[] = [];
try {
  const targets: Target[] = [];
  const bodies: Body[] = ROWS.has('bare') ? await renderedBodies([path], dir) : [];
  for (const body of bodies) {
    const { url, child } = await startBare('fastify', body);
    children.push(child);
    targets.push({
      label: `bare Fastify, kept ${body.encoding ?? 'plain'}`,
      url,
      pid: child.pid ?? 0,
      headers: {},
    });
  }
  const builds: [string, string | undefined][] = [['after', undefined]];
  if (process.env.BENCH_BEFORE_BUNDLE) builds.unshift(['before', process.env.BENCH_BEFORE_BUNDLE]);
  for (const [build, bundle] of builds) {
    for (const cache of ['on', 'off'] as const) {
      if (!ROWS.has(cache === 'on' ? 'hit' : 'uncached')) continue;
      const server = await startAtelier({ ATELIER_PAGE_CACHE: cache, LOG_LEVEL: 'error' }, bundle);
      stops.push(() => server.stop());
      const kind = cache === 'on' ? 'cache hit' : 'uncached';
      for (const [encoding, headers] of [
        ['plain', {}],
        ['br', { 'accept-encoding': BROWSER }],
      ] as const) {
        const target = { label: `${build} ${kind}, ${encoding}`, url: server.url, pid: server.pid };
        // Warm: the page cache and the fragments filled, the compressed forms made.
        for (let i = 0; i < 20; i += 1) {
          await (await fetch(`${server.url}${path}`, { headers })).arrayBuffer();
        }
        targets.push({ ...target, headers });
      }
    }
  }
  console.log(
    `${path}: ${targets.length} rows × ${ROUNDS} rounds of ${SECONDS} s, alternating (load ${loadavg()[0]?.toFixed(1)})`,
  );
  const runs = new Map<string, Run[]>(targets.map((t) => [t.label, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    // Each round starts one row later, so no row always follows the same neighbour.
    for (let i = 0; i < targets.length; i += 1) {
      const target = targets[(round + i) % targets.length] as Target;
      const run = await runOnce(target, path);
      runs.get(target.label)?.push(run);
      console.log(
        `  round ${round + 1}  ${target.label.padEnd(30)} ${Math.round(run.rps).toString().padStart(6)} req/s  ${Math.round(run.cpuUs).toString().padStart(5)} µs CPU/request  load ${run.load.toFixed(1)}`,
      );
    }
  }
  console.log('\nmedians');
  for (const target of targets) {
    const list = runs.get(target.label) ?? [];
    const loads = list.map((r) => r.load);
    console.log(
      `  ${target.label.padEnd(30)} ${Math.round(median(list.map((r) => r.rps)))
        .toString()
        .padStart(6)} req/s  ${Math.round(median(list.map((r) => r.cpuUs)))
        .toString()
        .padStart(
          5,
        )} µs CPU/request  (req/s ${list.map((r) => Math.round(r.rps)).join(' ')}; load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)})`,
    );
  }
} finally {
  for (const child of children) await stop(child);
  for (const stopServer of stops) await stopServer();
  rmSync(dir, { recursive: true, force: true });
}
