import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, testDialects } from './helpers/test-app.js';

describe.each(testDialects())('public pages compressed for the client (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, acceptEncoding?: string, cookie?: string) =>
    t.request({
      url,
      headers: {
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        ...(cookie === undefined ? {} : { cookie }),
      },
    });

  it('answers a browser with brotli and a gzip-only client with gzip: the same page', async () => {
    const plain = await get('/about/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await get('/about/', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await get('/about/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    // The compress plug-in still answers a client that takes deflate only.
    const deflate = await get('/about/', 'deflate');
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(deflate.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('sends a cached page compressed as the first answer made it, with its headers', async () => {
    const first = await get('/contact/', 'br');
    const hit = await get('/contact/', 'br');
    expect(hit.headers['x-atelier-cache']).toBe('HIT');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(hit.headers['content-security-policy']).toContain("script-src 'self'");
    expect(hit.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('keeps a logged-in page private when it is compressed', async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const page = await get('/', 'br', admin.cookie);
    expect(page.headers['x-atelier-cache']).toBe('BYPASS');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['content-encoding']).toBe('br');
    const plain = await get('/', undefined, admin.cookie);
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toBe(plain.body);
  });
});
