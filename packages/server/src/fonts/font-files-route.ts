import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { FONT_CONTENT_TYPES, type FontFormat } from './font-format.js';
import { FONT_FILE_NAME, FONTS_URL_PATH, FontStorage } from './font-storage.js';

/** A year: a stored font file never changes (a new upload gets a new name). */
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves the font library's files at `/wp-content/fonts/{name}`: only names the storage makes
 * (anything else, `../` included, is the site's 404), with the format's content type
 * (`font/woff2`, `font/woff`, `font/ttf`, `font/otf`), `Cache-Control: public,
 * max-age=31536000, immutable`, an ETag and Last-Modified (a matching If-None-Match is 304).
 */
export async function registerFontFiles(fastify: FastifyInstance, app: AppContext): Promise<void> {
  const storage = new FontStorage(app.config.dataDir);
  mkdirSync(storage.root, { recursive: true });
  await fastify.register(fastifyStatic, {
    root: storage.root,
    prefix: FONTS_URL_PATH,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    maxAge: ONE_YEAR_MS,
    immutable: true,
    etag: true,
    lastModified: true,
    allowedPath: (path) => FONT_FILE_NAME.test(path.replace(/^\//, '')),
    setHeaders: (reply, path) => {
      const format = path.slice(path.lastIndexOf('.') + 1) as FontFormat;
      const type = FONT_CONTENT_TYPES[format];
      if (type) reply.header('Content-Type', type);
    },
  });
}
