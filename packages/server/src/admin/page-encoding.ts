import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** How a cached page can be sent: brotli, gzip, or as it is. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send a page in for an `Accept-Encoding` header: brotli when accepted, else
 * gzip, else none (a coding with `q=0` is refused; `*` stands for any coding not named).
 */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding {
  const weights = new Map<string, number>();
  for (const item of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name === 'x-gzip' ? 'gzip' : name, q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** Brotli quality of the first answer in brotli (see {@link compressFast}). */
export const FAST_BROTLI_QUALITY = 5;

/**
 * Compresses a page for the answer that is waiting for it: brotli quality 5, gzip level 6. On the
 * editor's ~176 kB `canvas=edit` page (Loom) that is 22.7 kB of brotli in ~2.6 ms against 28.9 kB
 * in ~0.5 ms at quality 1 (gzip: 25.3 kB in ~2.1 ms against 31.1 kB at level 1), on a loaded
 * machine; quality 7 and up cost ten times more. Every cold load of the editor is the first
 * answer of its page, so these bytes are on the first block's path.
 */
export function compressFast(body: Buffer, encoding: Exclude<PageEncoding, 'identity'>): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: FAST_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}

/**
 * Compresses a page well (brotli quality 6, gzip level 6: a little smaller than
 * {@link compressFast}'s brotli) on libuv's thread pool, off the main thread, for the answers that
 * come after the first.
 */
export function compressWell(
  body: Buffer,
  encoding: Exclude<PageEncoding, 'identity'>,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') {
      brotliCompress(
        body,
        {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 6,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        },
        done,
      );
    } else gzip(body, { level: 6 }, done);
  });
}
