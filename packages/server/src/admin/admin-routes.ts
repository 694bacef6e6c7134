import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { can } from '../auth/current-user.js';
import { ensureUserGlobalStyles } from '../global-styles/user-global-styles.js';
import { adminPage } from '../http/admin-page.js';
import { escapeHtml } from '../http/html.js';
import { siteOrigin } from '../http/site-url.js';
import { readSiteSettings } from '../settings/settings-operations.js';
import { activateTheme, activeTheme } from '../themes/active-theme.js';
import { renderDashboard } from './dashboard-page.js';
import { EDITOR_ASSET_BASE, EditorAssetManifest } from './editor-assets.js';
import { buildEditorBootstrap, serialiseBootstrap } from './editor-bootstrap.js';
import { preloadPaths, rendersBlocks } from './editor-preload.js';
import { EditorPreloadCache } from './editor-preload-cache.js';
import { screenModules } from './editor-screen-modules.js';
import { registerThemeUploadRoutes } from './theme-upload-routes.js';

export const SITE_EDITOR_FORBIDDEN =
  'Sorry, you are not allowed to edit theme options on this site.';
export const CLASSIC_THEME_MESSAGE =
  'The theme you are currently using is not compatible with the Site Editor.';

function loginRedirect(request: FastifyRequest, reply: FastifyReply) {
  return reply.redirect(`/wp-login.php?redirect_to=${encodeURIComponent(request.url)}`, 302);
}

async function messagePage(
  app: AppContext,
  reply: FastifyReply,
  status: number,
  title: string,
  message: string,
) {
  const settings = await readSiteSettings(app.db);
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      adminPage({
        title,
        siteTitle: String(settings.title),
        body: `<header><a href="/wp-admin/">${escapeHtml(String(settings.title))}</a></header><main><h1>${escapeHtml(title)}</h1><div class="notice error" role="alert">${escapeHtml(message)}</div><p><a href="/wp-admin/">Go to the Dashboard</a></p></main>`,
      }),
    );
}

/** The admin area: dashboard, the site editor page, and the nonce endpoint of admin-ajax.php. */
export function registerAdminRoutes(fastify: FastifyInstance, app: AppContext): void {
  const manifest = new EditorAssetManifest(app.config.editorDistDir);
  const preloads = new EditorPreloadCache(app.db, fastify);

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

  fastify.get('/wp-admin/site-editor.php', async (request, reply) => {
    if (!request.auth.user) return loginRedirect(request, reply);
    if (!can(request.auth, 'edit_theme_options')) {
      return messagePage(app, reply, 403, 'Access denied', SITE_EDITOR_FORBIDDEN);
    }
    const query = request.query as Record<string, string | undefined>;
    const bootstrap = await buildEditorBootstrap(
      app,
      request.auth,
      siteOrigin(request),
      query.wp_theme_preview,
    );
    if (!bootstrap.editorSettings.isBlockTheme) {
      return messagePage(app, reply, 403, 'Site Editor', CLASSIC_THEME_MESSAGE);
    }
    const location = new URL(request.url, 'http://site.invalid').searchParams;
    const stylesheet = bootstrap.editorSettings.themeStylesheet;
    // Only screens that render blocks (the editing canvas, pattern previews) preload the user's
    // global styles record.
    const site = rendersBlocks(location)
      ? {
          stylesheet,
          userGlobalStylesId: (await ensureUserGlobalStyles(app.db, stylesheet)).id,
        }
      : undefined;
    const preload = await preloads.answer(request, preloadPaths(location, site));
    bootstrap.preload = preload.answers;
    const assets = manifest.load();
    if (!assets) {
      return messagePage(
        app,
        reply,
        503,
        'Site Editor',
        'The editor has not been built yet. Run "npm run build" (or "npm start", which builds it) and reload.',
      );
    }
    // The first screen's on-demand chunks load beside the entry (it waits for them to render).
    const screen = manifest.modules(screenModules(location));
    const head = [
      ...[...assets.styles, ...screen.styles].map(
        (href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`,
      ),
      ...[...assets.preloads, ...screen.preloads].map(
        (href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`,
      ),
    ].join('\n');
    reply.header('Cache-Control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Editor ‹ ${escapeHtml(bootstrap.siteTitle)} — Atelier</title>
${head}
<script type="module" src="${escapeHtml(assets.script)}"></script>
</head>
<body class="site-editor">
<div id="site-editor"></div>
<script type="application/json" id="atelier-editor-bootstrap">${serialiseBootstrap(bootstrap, preload.json)}</script>
</body>
</html>`);
  });

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
