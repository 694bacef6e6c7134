import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { can } from '../auth/current-user.js';
import { PresenceStore } from '../collab/presence-store.js';
import { parseJsonColumn } from '../db/json.js';
import { ensureUserGlobalStyles } from '../global-styles/user-global-styles.js';
import { siteOrigin } from '../http/site-url.js';
import type { SiteContentCache } from '../site/content-memo.js';
import { keptSiteStyles, userLayerOf } from '../site/site-styles.js';
import { loginRedirect, messagePage } from './admin-responses.js';
import { primedCanvasStylesheet } from './canvas-stylesheet.js';
import type { EditorAssetManifest, EditorAssets } from './editor-assets.js';
import { blockTypeChunks, preloadedBlockNames } from './editor-block-chunks.js';
import { buildEditorBootstrap, scriptSafeJson, serialiseBootstrap } from './editor-bootstrap.js';
import { EditorPageCache } from './editor-page-cache.js';
import { renderEditorPage } from './editor-page-html.js';
import { pagePresence, presenceElement, presenceKinds } from './editor-page-presence.js';
import { type EditorPageStamp, readEditorPageStamp } from './editor-page-stamp.js';
import { preloadPaths, type RestReader, rendersBlocks } from './editor-preload.js';
import { EditorPreloadCache } from './editor-preload-cache.js';
import { drawsPreloadedBlocks, screenModules } from './editor-screen-modules.js';
import { preferredEncoding } from './page-encoding.js';

export const SITE_EDITOR_FORBIDDEN =
  'Sorry, you are not allowed to edit theme options on this site.';
export const CLASSIC_THEME_MESSAGE =
  'The theme you are currently using is not compatible with the Site Editor.';
const NOT_BUILT_MESSAGE =
  'The editor has not been built yet. Run "npm run build" (or "npm start", which builds it) and reload.';

/**
 * `/wp-admin/site-editor.php`: the site editor's page with its bootstrap blob and the first
 * screen's REST answers. A page is made once per session, address and site content version
 * (see {@link EditorPageCache}); `read` answers the preloaded reads in process. With co-editing
 * on, a list screen's page also carries who has its records open, read on every request.
 */
export function registerEditorPage(
  fastify: FastifyInstance,
  app: AppContext,
  manifest: EditorAssetManifest,
  read: RestReader,
  content: SiteContentCache,
): void {
  const pages = new EditorPageCache();
  const preloads = new EditorPreloadCache(read);
  const presence = new PresenceStore(app.db);

  /** The page, or the message page sent instead of it. */
  const makePage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    stamp: EditorPageStamp,
    assets: EditorAssets | null,
  ): Promise<string | FastifyReply> => {
    const query = request.query as Record<string, string | undefined>;
    const bootstrap = await buildEditorBootstrap(
      app,
      request.auth,
      siteOrigin(request),
      query.wp_theme_preview,
      parseJsonColumn<Record<string, unknown>>(stamp.preferences, {}),
    );
    if (!bootstrap.editorSettings.isBlockTheme) {
      return messagePage(app, reply, 403, 'Site Editor', CLASSIC_THEME_MESSAGE);
    }
    const location = new URL(request.url, 'http://site.invalid').searchParams;
    const stylesheet = bootstrap.editorSettings.themeStylesheet;
    // Only screens that render blocks (the editing canvas, pattern previews) preload the user's
    // global styles record.
    const userStyles = rendersBlocks(location)
      ? await ensureUserGlobalStyles(app.db, stylesheet)
      : undefined;
    const site = userStyles && { stylesheet, userGlobalStylesId: userStyles.id };
    const preload = await preloads.answer(request, stamp.version, preloadPaths(location, site));
    bootstrap.preload = preload.answers;
    if (!assets) return messagePage(app, reply, 503, 'Site Editor', NOT_BUILT_MESSAGE);
    // The first screen's on-demand chunks load beside the entry (it waits for them to render);
    // the editing canvas's (and the only menu's tree) also the block-type chunks its record's
    // blocks need.
    const editing = location.get('canvas') === 'edit';
    const screen = manifest.modules([
      ...screenModules(location),
      ...(drawsPreloadedBlocks(location)
        ? blockTypeChunks(preloadedBlockNames(preload.answers))
        : []),
    ]);
    // The canvas's theme under the user's styles, the public site's stylesheet kept for this
    // content version: the canvas's first render takes it from the page instead of building it
    // (the shown theme is the active one: a previewed theme's canvas builds its own).
    const theme = editing && userStyles ? app.themes.get(stylesheet) : undefined;
    const sheet =
      theme && userStyles && bootstrap.editorSettings.themePreview === null
        ? await keptSiteStyles(content.at(stamp.version), app, theme)
        : null;
    return renderEditorPage({
      siteTitle: bootstrap.siteTitle,
      styles: [...assets.styles, ...screen.styles],
      modulePreloads: [...assets.preloads, ...screen.preloads],
      script: assets.script,
      bootstrapJson: serialiseBootstrap(bootstrap, preload.json),
      canvasStylesheetJson:
        sheet && userStyles
          ? scriptSafeJson(primedCanvasStylesheet(stylesheet, userLayerOf(userStyles), sheet))
          : undefined,
    });
  };

  fastify.get('/wp-admin/site-editor.php', async (request, reply) => {
    const user = request.auth.user;
    if (!user) return loginRedirect(request, reply);
    if (!can(request.auth, 'edit_theme_options')) {
      return messagePage(app, reply, 403, 'Access denied', SITE_EDITOR_FORBIDDEN);
    }
    // Read before anything the page holds, so a page never carries data older than its stamp.
    const stamp = await readEditorPageStamp(app.db, user.id);
    const assets = manifest.load();
    const location = new URL(request.url, 'http://site.invalid').searchParams;
    const kinds = presenceKinds(location);
    // Who has the list's records open changes without a write: read now, never kept with the page
    // (a failed read leaves it out, and the editor asks for it itself).
    const presenceRead =
      kinds.length === 0
        ? Promise.resolve('')
        : pagePresence(presence, request.auth, siteOrigin(request), kinds, Date.now()).then(
            presenceElement,
            (error: unknown) => {
              request.log.error({ err: error }, 'editor page presence read failed');
              return '';
            },
          );
    const key = [user.id, request.auth.session?.rest_nonce ?? '', siteOrigin(request), request.url]
      .map(String)
      .join('\n');
    let page = assets ? pages.get(key, stamp, assets) : undefined;
    if (!page) {
      const made = await makePage(request, reply, stamp, assets);
      if (typeof made !== 'string') return made;
      page = pages.set(key, stamp, assets ?? {}, made);
    }
    const present = await presenceRead;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.header('Cache-Control', 'no-store');
    reply.header('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(page.body(encoding, present));
  });
}
