import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeEditorDist } from './helpers/fake-editor-dist.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const SCRIPT = 'export const greeting = "hello from the built editor";\n'.repeat(40);
const STYLE = 'body { color: rebeccapurple; }\n';

/** Served from memory after the first request, so each test names its own file. */
describe('the editor build files', () => {
  let t: TestApp;
  let assets: string;
  beforeAll(async () => {
    const dist = fakeEditorDist();
    assets = join(dist, 'assets');
    mkdirSync(assets);
    for (const name of ['main-abc.js', 'main-304.js', 'main-gone.js']) {
      writeFileSync(join(assets, name), SCRIPT);
      writeFileSync(join(assets, `${name}.br`), brotliCompressSync(SCRIPT));
      writeFileSync(join(assets, `${name}.gz`), gzipSync(SCRIPT));
    }
    writeFileSync(join(assets, 'plain-abc.css'), STYLE);
    writeFileSync(join(assets, 'mark-abc.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'secret.js'), 'outside the assets folder');
    t = await createTestApp('sqlite', { editorDistDir: dist });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers });

  it('answers with the Brotli copy when the browser takes it, marked immutable', async () => {
    const response = await get('/wp-admin/build/assets/main-abc.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('answers with gzip, or the file as built, as the browser asks', async () => {
    const gzip = await get('/wp-admin/build/assets/main-abc.js', {
      'accept-encoding': 'gzip',
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);

    const refusingBrotli = await get('/wp-admin/build/assets/main-abc.js', {
      'accept-encoding': 'br;q=0, gzip',
    });
    expect(refusingBrotli.headers['content-encoding']).toBe('gzip');

    const plain = await get('/wp-admin/build/assets/main-abc.js', {
      'accept-encoding': 'identity',
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers.etag).not.toBe(gzip.headers.etag);
  });

  it('answers a stylesheet the build did not compress as it is', async () => {
    const response = await get('/wp-admin/build/assets/plain-abc.css', {
      'accept-encoding': 'br, gzip',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(STYLE);
  });

  it('answers 304 to a request holding the current validator', async () => {
    const first = await get('/wp-admin/build/assets/main-304.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get('/wp-admin/build/assets/main-304.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps serving a file read once, and 404s a name never built', async () => {
    expect((await get('/wp-admin/build/assets/main-gone.js')).statusCode).toBe(200);
    unlinkSync(join(assets, 'main-gone.js'));
    expect((await get('/wp-admin/build/assets/main-gone.js')).body).toBe(SCRIPT);
    expect((await get('/wp-admin/build/assets/never-built.js')).statusCode).toBe(404);
  });

  it('leaves other built files to the static files', async () => {
    const response = await get('/wp-admin/build/assets/mark-abc.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toContain('<svg');
  });

  it('serves nothing outside the assets folder', async () => {
    for (const url of [
      '/wp-admin/build/assets/..%2Fsecret.js',
      '/wp-admin/build/assets/%2E%2E%2Fsecret.js',
      '/wp-admin/build/assets/.hidden.js',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('outside the assets folder');
    }
  });
});
