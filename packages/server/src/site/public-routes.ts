import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { escapeHtml } from '../http/html.js';
import { readSiteSettings } from '../settings/settings-operations.js';
import { avatarSvg } from './avatar.js';

/**
 * The public site. Until the rendering engine serves templates, the front page is a plain page
 * with the site's title and tagline, so a fresh install shows something honest at `/`.
 */
export function registerPublicRoutes(fastify: FastifyInstance, app: AppContext): void {
  fastify.get('/', async (_request, reply) => {
    const settings = await readSiteSettings(app.db);
    const title = escapeHtml(String(settings.title));
    const tagline = escapeHtml(String(settings.description));
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body>
<header><h1 class="site-title">${title}</h1>${tagline ? `<p class="site-tagline">${tagline}</p>` : ''}</header>
</body>
</html>`);
  });

  fastify.get('/wp-content/avatars/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const query = request.query as { s?: string };
    const size = Math.min(512, Math.max(16, Number(query.s) || 96));
    const slug = file.replace(/\.svg$/, '');
    reply.header('Cache-Control', 'public, max-age=86400');
    return reply.type('image/svg+xml').send(avatarSvg(slug, size));
  });

  void fastify.register(fastifyStatic, {
    root: app.themes.themesDir,
    prefix: '/wp-content/themes/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
    // Theme source files stay private; only assets a browser needs are served.
    allowedPath: (path) => /\.(png|jpe?g|webp|gif|svg|css|woff2?|ttf|otf)$/i.test(path),
  });
}
