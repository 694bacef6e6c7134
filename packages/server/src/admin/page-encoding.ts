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

/**
 * Compresses a page quickly, for the answer that is waiting for it (brotli quality 1 and gzip
 * level 1 take about a millisecond or two for the editor's ~160 kB page).
 */
export function compressFast(body: Buffer, encoding: Exclude<PageEncoding, 'identity'>): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 1,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 1 });
}

/**
 * Compresses a page well (brotli quality 6, gzip level 6: ~20% smaller than {@link compressFast})
 * on libuv's thread pool, off the main thread, for the answers that come after the first.
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
