import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type PageEncoding, preferredEncoding } from './page-encoding.js';

/*
 * The editor build's script and stylesheet files, kept in memory once asked for. Their names carry
 * a hash of their content, so a name's bytes never change: each file (with the `.br` and `.gz`
 * copies the build made) is read from disk once, then every request is one write. A cold editor
 * load asks for eight of them at once while the browser parses the page; served from disk, each
 * took a stat, an open and reads on the thread pool (docs/performance.md, thirteenth increment).
 */

/** One built file: its type, its bodies by encoding, and its modification time. */
export interface EditorFile {
  type: string;
  /** The bytes as built, and the build's Brotli and gzip copies when it made them. */
  bodies: { identity: Buffer } & Partial<Record<PageEncoding, Buffer>>;
  lastModified: string;
}

const TYPES = {
  js: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
} as const;

/** A built file's name: hashed, flat, `.js` or `.css` (no folders, nothing hidden). */
export const EDITOR_FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(js|css)$/;

/** What the route serves: built files by name, read once. */
export class EditorFiles {
  private readonly kept = new Map<string, EditorFile>();

  constructor(private readonly assetsDir: string) {}

  /** The file called `name`, or null when there is none (a miss is not kept). */
  get(name: string): EditorFile | null {
    const known = this.kept.get(name);
    if (known) return known;
    const extension = EDITOR_FILE_NAME.exec(name)?.[1] as keyof typeof TYPES | undefined;
    if (!extension) return null;
    const path = join(this.assetsDir, name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat?.isFile()) return null;
    const file: EditorFile = {
      type: TYPES[extension],
      bodies: {
        identity: readFileSync(path),
        br: readIfThere(`${path}.br`),
        gzip: readIfThere(`${path}.gz`),
      },
      lastModified: stat.mtime.toUTCString(),
    };
    this.kept.set(name, file);
    return file;
  }
}

function readIfThere(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/** A strong validator of one encoding's bytes: the name is already a hash of the content. */
function etagOf(name: string, encoding: PageEncoding, body: Buffer): string {
  return `"${name}-${encoding}-${body.length.toString(16)}"`;
}

/**
 * Serves `prefix` + a built script's or stylesheet's name from memory. Other names under `prefix`
 * are left to the routes after it (the static files plugin answers them as before).
 */
export function registerEditorFilesRoute(
  fastify: FastifyInstance,
  prefix: string,
  files: EditorFiles,
): void {
  // Only names that can be built files reach this route; the rest go on to the static files.
  const name = `:name(${EDITOR_FILE_NAME.source})`;
  fastify.get<{ Params: { name: string } }>(`${prefix}${name}`, async (request, reply) => {
    const { name } = request.params;
    const file = files.get(name);
    if (!file) return reply.callNotFound();
    // The build writes both copies of every file; one it did not write is answered plain.
    const wanted = preferredEncoding(request.headers['accept-encoding']);
    const encoding = file.bodies[wanted] ? wanted : 'identity';
    const body = file.bodies[encoding] ?? file.bodies.identity;
    const etag = etagOf(name, encoding, body);
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('last-modified', file.lastModified)
      .header('etag', etag)
      .header('vary', 'accept-encoding')
      .type(file.type);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  });
}
