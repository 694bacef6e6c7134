// The ceiling of the public-site rows on this machine: what one Node process reaches when it
// answers every request with a kept body and does nothing else, measured as site-throughput.ts
// measures Atelier (autocannon, 8 connections, BENCH_SECONDS each, the client on the same cores).
// The bodies are Atelier's own pages: the built server renders each path once as it is and once
// brotli-compressed (what a browser is sent), then a bare `node:http` server and a bare Fastify
// route answer those exact bytes.
//   npx tsx bench/site-throughput/ceiling.ts [path …]
// BENCH_SERVER_BUNDLE takes the pages from another build.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startAtelier } from '../../e2e/atelier-server.js';

const here = dirname(fileURLToPath(import.meta.url));
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface Body {
  path: string;
  label: string;
  file: string;
  bytes: number;
  encoding?: string;
}

/** Each path rendered once by the built server as it is and once as a browser gets it (br). */
export async function renderedBodies(paths: readonly string[], dir: string): Promise<Body[]> {
  const server = await startAtelier(
    { ATELIER_PAGE_CACHE: 'off', LOG_LEVEL: 'error' },
    process.env.BENCH_SERVER_BUNDLE,
  );
  const bodies: Body[] = [];
  try {
    for (const [index, path] of paths.entries()) {
      for (const acceptEncoding of ['identity', BROWSER_ACCEPT_ENCODING]) {
        // `fetch` decodes what it receives: node:http's `get` keeps the bytes as sent.
        const { body, encoding } = await rawGet(`${server.url}${path}`, acceptEncoding);
        const file = join(dir, `${index}-${encoding ?? 'identity'}.html`);
        writeFileSync(file, body);
        bodies.push({
          path,
          label: encoding ? `${encoding} (browser)` : 'as it is',
          file,
          bytes: body.length,
          encoding,
        });
      }
    }
  } finally {
    await server.stop();
  }
  return bodies;
}

async function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ body: Buffer; encoding?: string }> {
  const { get } = await import('node:http');
  return new Promise((done, fail) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const encoding = response.headers['content-encoding'];
        done({ body: Buffer.concat(chunks), encoding });
      });
      response.on('error', fail);
    }).on('error', fail);
  });
}

/** A bare server (`bare-server.mjs`) answering `body` to every request, in its own process. */
export async function startBare(
  kind: 'http' | 'fastify',
  body: Body,
): Promise<{ url: string; child: ChildProcess }> {
  const args = [join(here, 'bare-server.mjs'), kind, body.file];
  if (body.encoding) args.push(body.encoding);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((done, fail) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match?.[1]) done(Number(match[1]));
    });
    child.on('exit', (code) => fail(new Error(`${kind} server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** Stops a server started by {@link startBare} and waits for it to exit. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

async function main(): Promise<void> {
  const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/about/'];
  const dir = mkdtempSync(join(tmpdir(), 'atelier-ceiling-'));
  try {
    const bodies = await renderedBodies(paths, dir);
    console.log(`ceiling: a kept body per request, autocannon 8 connections, ${DURATION_S} s each`);
    for (const kind of ['http', 'fastify'] as const) {
      for (const body of bodies) {
        const { url, child } = await startBare(kind, body);
        try {
          const result = await autocannon({
            url: `${url}${body.path}`,
            connections: 8,
            duration: DURATION_S,
          });
          const load = loadavg()[0]?.toFixed(1);
          console.log(
            `${kind.padEnd(8)} ${body.path.padEnd(8)} ${body.label.padEnd(15)} ${String(body.bytes).padStart(6)} B ${String(Math.round(result.requests.average)).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(3)} ms   errors ${result.errors + result.non2xx}   load ${load}`,
          );
        } finally {
          await stop(child);
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
