import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressFast, compressWell, preferredEncoding } from './page-encoding.js';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['', 'identity'],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('sends the page as it is when the client names no encoding', () => {
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});

describe('page compression', () => {
  const page = Buffer.from('<!doctype html><p>Ünïcödé text, repeated. '.repeat(500), 'utf8');

  it('gives back the page when decompressed, quick or well', async () => {
    expect(brotliDecompressSync(compressFast(page, 'br')).equals(page)).toBe(true);
    expect(gunzipSync(compressFast(page, 'gzip')).equals(page)).toBe(true);
    expect(brotliDecompressSync(await compressWell(page, 'br')).equals(page)).toBe(true);
    expect(gunzipSync(await compressWell(page, 'gzip')).equals(page)).toBe(true);
  });
});

describe('the first answer of a page', () => {
  /** A page of JSON records like the editor's preload: varied words, repeated keys. */
  function recordsPage(): Buffer {
    const words = ['template', 'part', 'header', 'footer', 'Loom', 'query', 'post', 'group'];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    const records = Array.from({ length: 400 }, (_, id) => ({
      id,
      slug: `${words[next() % words.length]}-${next() % 1000}`,
      title: { raw: Array.from({ length: 6 }, () => words[next() % words.length]).join(' ') },
      modified: `2026-11-${String(1 + (next() % 28)).padStart(2, '0')}T${next() % 24}:00:00`,
    }));
    return Buffer.from(`<!doctype html><script>${JSON.stringify(records)}</script>`, 'utf8');
  }

  it('is sent at least a tenth smaller than the quickest brotli and gzip', () => {
    const page = recordsPage();
    const quickest = brotliCompressSync(page, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1 },
    }).length;
    expect(compressFast(page, 'br').length).toBeLessThan(quickest * 0.9);
    expect(compressFast(page, 'gzip').length).toBeLessThan(
      gzipSync(page, { level: 1 }).length * 0.9,
    );
  });
});
