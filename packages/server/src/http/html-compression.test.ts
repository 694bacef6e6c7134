import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressHtml } from './html-compression.js';

const page = Buffer.from(
  `<!doctype html><title>Café</title>${'<p class="wp-block-paragraph">Warp and weft – “woven”.</p>\n'.repeat(400)}`,
  'utf8',
);

describe('compressHtml', () => {
  it('gives brotli that decodes to the page, several times smaller', async () => {
    const br = await compressHtml(page, 'br');
    expect(brotliDecompressSync(br).equals(page)).toBe(true);
    expect(br.length).toBeLessThan(page.length / 4);
  });

  it('gives gzip that decodes to the page, several times smaller', async () => {
    const gz = await compressHtml(page, 'gzip');
    expect(gunzipSync(gz).equals(page)).toBe(true);
    expect(gz.length).toBeLessThan(page.length / 4);
  });
});
