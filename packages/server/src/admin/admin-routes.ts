import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { can } from '../auth/current-user.js';
import { readSiteSettings } from '../settings/settings-operations.js';
import type { SiteContentCache } from '../site/content-memo.js';
import { activateTheme, activeTheme } from '../themes/active-theme.js';
import { loginRedirect, messagePage } from './admin-responses.js';
import { renderDashboard } from './dashboard-page.js';
import { EDITOR_ASSET_BASE, EditorAssetManifest } from './editor-assets.js';
import { EditorFiles, registerEditorFilesRoute } from './editor-files.js';
import { registerEditorPage } from './editor-page-route.js';
import type { RestReader } from './editor-preload.js';
import { registerThemeUploadRoutes } from './theme-upload-routes.js';

/**
 * The admin area: dashboard, the site editor page (its preloaded reads answered by `read`), and
 * the nonce endpoint of admin-ajax.php.
 */
export function registerAdminRoutes(
  fastify: FastifyInstance,
  app: AppContext,
  read: RestReader,
  content: SiteContentCache,
): void {
  const manifest = new EditorAssetManifest(app.config.editorDistDir);

  const dashboard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.auth.user) return loginRedirect(request, reply);
    const html = renderDashboard({
      settings: await readSiteSettings(app.db),
      user: request.auth.user,
      logoutNonce: request.auth.session?.rest_nonce ?? '',
      themes: app.themes.list(),
      activeStylesheet: (await activeTheme(app))?.stylesheet ?? '',
      canEditTheme: can(request.auth, 'edit_theme_options'),
      canSwitchThemes: can(request.auth, 'switch_themes'),
      canInstallThemes: can(request.auth, 'install_themes'),
      notice:
        (request.query as Record<string, string | undefined>).activated === 'true'
          ? 'New theme activated.'
          : undefined,
    });
    return reply.type('text/html; charset=utf-8').send(html);
  };
  fastify.get('/wp-admin/', dashboard);
  fastify.get('/wp-admin/index.php', dashboard);

  registerEditorPage(fastify, app, manifest, read, content);

  // Theme activation, as WordPress tools call it: a GET with the stylesheet and the nonce.
  fastify.get('/wp-admin/themes.php', async (request, reply) => {
    if (!request.auth.user) return loginRedirect(request, reply);
    const query = request.query as Record<string, string | undefined>;
    if (query.action !== 'activate') return reply.redirect('/wp-admin/#themes', 302);
    if (!can(request.auth, 'switch_themes')) {
      return messagePage(
        app,
        reply,
        403,
        'Themes',
        'Sorry, you are not allowed to switch themes on this site.',
      );
    }
    if (!request.auth.session || query._wpnonce !== request.auth.session.rest_nonce) {
      return messagePage(
        app,
        reply,
        403,
        'Themes',
        'The link you followed has expired. Please go back and try again.',
      );
    }
    const theme = query.stylesheet ? app.themes.get(query.stylesheet) : undefined;
    if (!theme)
      return messagePage(app, reply, 404, 'Themes', 'The requested theme does not exist.');
    await activateTheme(app, theme.stylesheet);
    return reply.redirect('/wp-admin/?activated=true', 302);
  });

  registerThemeUploadRoutes(fastify, app);

  fastify.get('/wp-admin/admin-ajax.php', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    reply.type('text/plain; charset=utf-8');
    if (query.action === 'rest-nonce' && request.auth.session) {
      reply.header('Cache-Control', 'no-store');
      return request.auth.session.rest_nonce;
    }
    return reply.code(400).send('0');
  });

  registerEditorFilesRoute(
    fastify,
    `${EDITOR_ASSET_BASE}assets/`,
    new EditorFiles(join(app.config.editorDistDir, 'assets')),
  );
  void fastify.register(fastifyStatic, {
    root: app.config.editorDistDir,
    prefix: EDITOR_ASSET_BASE,
    decorateReply: false,
    immutable: true,
    preCompressed: true,

    maxAge: '365d',
    index: false,
  });
}
