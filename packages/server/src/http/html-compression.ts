import { brotliCompress, constants, gzip } from 'node:zlib';

/** The codings a rendered page is compressed in here; others are left to the compress plug-in. */
export type HtmlEncoding = 'br' | 'gzip';

/**
 * Brotli quality and gzip level for rendered pages, chosen with
 * `bench/site-throughput/compression.ts` on the home page (68 kB): brotli 3 takes about half the
 * CPU of gzip 6 (the plug-in's default) for 7% more bytes, gzip 3 about 40% less for 11% more
 * (docs/performance.md, fourth increment).
 */
export const HTML_BROTLI_QUALITY = 3;
export const HTML_GZIP_LEVEL = 3;

/** Pages smaller than this are sent as they are (the compress plug-in's threshold). */
export const HTML_COMPRESSION_THRESHOLD = 1024;

/** Compresses a rendered page on libuv's thread pool, off the main thread. */
export function compressHtml(body: Buffer, encoding: HtmlEncoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') {
      brotliCompress(
        body,
        {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: HTML_BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        },
        done,
      );
    } else gzip(body, { level: HTML_GZIP_LEVEL }, done);
  });
}
