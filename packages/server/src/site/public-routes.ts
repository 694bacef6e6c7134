import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { registerCommentPostRoute } from '../comments/comment-post-route.js';
import { avatarSvg } from './avatar.js';
import type { SiteContentCache } from './content-memo.js';
import { registerSiteRoutes } from './site-routes.js';
import { registerViewScripts } from './view-scripts.js';

/**
 * The public site (rendered pages), its view scripts, generated avatars and the theme files a
 * browser needs.
 */

export function registerPublicRoutes(
  fastify: FastifyInstance,
  app: AppContext,
  content: SiteContentCache,
): void {
  registerSiteRoutes(fastify, app, { content });
  registerCommentPostRoute(fastify, app);
  registerViewScripts(fastify);

  fastify.get('/wp-content/avatars/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const query = request.query as { s?: string };
    const size = Math.min(512, Math.max(16, Number(query.s) || 96));
    const slug = file.replace(/\.svg$/, '');
    reply.header('Cache-Control', 'public, max-age=86400');
    return reply.type('image/svg+xml').send(avatarSvg(slug, size));
  });

  void fastify.register(fastifyStatic, {
    root: app.themes.roots(),
    prefix: '/wp-content/themes/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
    // Theme source files stay private; only assets a browser needs are served.
    allowedPath: (path) => /\.(png|jpe?g|webp|gif|svg|css|woff2?|ttf|otf)$/i.test(path),
  });
}
