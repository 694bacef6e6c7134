// What compressing an uncached public page costs in each setting a browser could be answered
// with: the built server renders `/` and `/about/` (page cache off), then each page is compressed
// 200 times per setting in this process (one thread, synchronous zlib): bytes and median time.
//   npx tsx bench/site-throughput/compression.ts [path …]
// BENCH_SERVER_BUNDLE renders with another build (the pages, not the compression, come from it).
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { startAtelier } from '../../e2e/atelier-server.js';

const ROUNDS = 200;

interface Setting {
  name: string;
  compress(page: Buffer): Buffer;
}

const brotli = (quality: number): Setting => ({
  name: `brotli ${quality}`,
  compress: (page) =>
    brotliCompressSync(page, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
});
const gzip = (level: number): Setting => ({
  name: `gzip ${level}`,
  compress: (page) => gzipSync(page, { level }),
});

export const SETTINGS: readonly Setting[] = [
  gzip(1),
  gzip(3),
  gzip(4),
  gzip(6),
  brotli(1),
  brotli(3),
  brotli(4),
  brotli(5),
  brotli(6),
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function pages(paths: readonly string[]): Promise<Map<string, Buffer>> {
  const server = await startAtelier(
    { ATELIER_PAGE_CACHE: 'off', LOG_LEVEL: 'error' },
    process.env.BENCH_SERVER_BUNDLE,
  );
  try {
    const bodies = new Map<string, Buffer>();
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      bodies.set(path, Buffer.from(await response.arrayBuffer()));
    }
    return bodies;
  } finally {
    await server.stop();
  }
}

const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/about/'];
for (const [path, page] of await pages(paths)) {
  console.log(`${path}: ${page.length} bytes`);
  for (const setting of SETTINGS) {
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < ROUNDS; i += 1) {
      const start = performance.now();
      size = setting.compress(page).length;
      times.push(performance.now() - start);
    }
    console.log(
      `  ${setting.name.padEnd(9)} ${String(size).padStart(6)} bytes  median ${median(times).toFixed(3)} ms`,
    );
  }
}
