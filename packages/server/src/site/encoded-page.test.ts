import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type EncodablePage, encodedPage, encodingFor } from './encoded-page.js';

const html = Buffer.from(`<!doctype html>${'<p>Woven – “twill”</p>\n'.repeat(200)}`, 'utf8');
const page = (body = html): EncodablePage => ({ body, compressed: {} });

describe('encodedPage', () => {
  it('answers a browser with brotli, made once and kept with the page', async () => {
    const kept = page();
    const first = await encodedPage(kept, 'gzip, deflate, br, zstd');
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.body).equals(html)).toBe(true);
    const again = await encodedPage(kept, 'br');
    expect(again.body).toBe(first.body);
  });

  it('answers gzip when brotli is not taken, and the page as it is when nothing is', async () => {
    const kept = page();
    const gz = await encodedPage(kept, 'gzip, deflate, br;q=0');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).equals(html)).toBe(true);
    expect(await encodedPage(kept, undefined)).toEqual({ body: html });
    // Deflate alone is left to the compress plug-in.
    expect(await encodedPage(kept, 'deflate')).toEqual({ body: html });
  });

  it('sends a small page as it is', async () => {
    const small = Buffer.from('<p>small</p>');
    expect(await encodedPage(page(small), 'br')).toEqual({ body: small });
  });
});

describe('encodingFor', () => {
  it('answers each header value as preferredEncoding does, again after many values', () => {
    const headers = ['gzip, deflate, br, zstd', 'gzip', 'br;q=0, gzip;q=0', undefined, '*'];
    const expected = ['br', 'gzip', 'identity', 'identity', 'br'];
    expect(headers.map(encodingFor)).toEqual(expected);
    for (let i = 0; i < 100; i += 1) encodingFor(`gzip;q=0.${i % 10}, x-${i}`);
    expect(headers.map(encodingFor)).toEqual(expected);
  });
});
