import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
