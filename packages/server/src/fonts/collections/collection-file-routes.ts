import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { FontCollectionRegistry } from './font-collection-registry.js';

/** The content type of each kind of file a collection serves. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  otf: 'font/otf',
  svg: 'image/svg+xml',
};

/** Thirty days, as uploads; the ETag then revalidates at the cost of a 304. */
export const COLLECTION_FILE_CACHE_CONTROL = 'public, max-age=2592000';

/** Whether an `If-None-Match` header names the ETag (`*`, a list, weak or strong forms). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

function contentType(file: string): string {
  return CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/**
 * Serves the files of the registry's collections, read-only, at
 * `/wp-content/font-collections/{slug}/{files|previews}/{name}`. Only a file the collection's
 * JSON names is served (any other path, `..` included, is the site's 404). Each answer has its
 * content type, a long cache lifetime and an ETag made from the bytes, so every instance of the
 * server gives the same one; a matching `If-None-Match` gets 304.
 */
export function registerFontCollectionFiles(
  fastify: FastifyInstance,
  registry: FontCollectionRegistry,
): void {
  const etags = new Map<string, string>();
  fastify.get<{ Params: { slug: string; folder: string; file: string } }>(
    '/wp-content/font-collections/:slug/:folder/:file',
    async (request, reply) => {
      const { slug, folder, file } = request.params;
      const path = registry.filePath(slug, `${folder}/${file}`);
      if (path === undefined) return reply.callNotFound();
      let etag = etags.get(path);
      let bytes: Buffer | undefined;
      if (etag === undefined) {
        bytes = await readFile(path);
        etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
        etags.set(path, etag);
      }
      reply.header('Cache-Control', COLLECTION_FILE_CACHE_CONTROL).header('ETag', etag);
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(contentType(file)).send(bytes ?? (await readFile(path)));
    },
  );
}
