import { createCoreRegistry } from '@atelier/blocks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { can } from '../auth/current-user.js';
import { createSiteCommentLookups } from '../comments/site-comment-lookups.js';
import { noRoute } from '../errors/app-error.js';
import { errorBody } from '../http/error-body.js';
import { siteOrigin } from '../http/site-url.js';
import { readSiteSettings } from '../settings/settings-operations.js';
import { themeForStylesheet } from '../themes/active-theme.js';
import { CompressedFormsMemory } from './compressed-forms.js';
import { SiteContentCache } from './content-memo.js';
import { encodingFor, sendPage } from './encoded-page.js';
import { FragmentMemory } from './fragment-memory.js';
import { PageCache } from './page-cache.js';
import { parsePublicRoute } from './permalinks.js';
import { POST_PASSWORD_COOKIE } from './post-data.js';
import { renderSitePage } from './render-site-page.js';
import { siteSecret } from './site-secret.js';
import { readSiteState } from './site-state.js';
import { keptSiteStyles } from './site-styles.js';

export interface SiteRoutesOptions {
  /** Serve anonymous visitors from the page cache (on by default; off for measuring). */
  cache?: boolean;
  /**
   * Keep rendered fragments (parts, patterns, post content, a template's blocks) per site content
   * version and viewer (on by default; `ATELIER_FRAGMENT_CACHE=off` for measuring and comparing).
   */
  fragments?: boolean;
  /** What the pages are made of, per site content version (shared with the editor page). */
  content?: SiteContentCache;
}

function queryPages(query: URLSearchParams): Record<number, number> {
  const pages: Record<number, number> = {};
  for (const [key, value] of query) {
    const match = /^query-(\d+)-page$/.exec(key);
    const page = Number(value);
    // A page past 32 bits would be an offset no database takes; such a value is left out.
    if (match?.[1] && Number.isInteger(page) && page > 0 && page <= 2_147_483_647)
      pages[Number(match[1])] = page;
  }
  return pages;
}

/**
 * The public site: every URL that is not the API, the admin or a file is rendered from the
 * active theme's templates. Anonymous visitors get cached pages, checked against the site content
 * version on every request.
 */
export function registerSiteRoutes(
  fastify: FastifyInstance,
  app: AppContext,
  options: SiteRoutesOptions = {},
): void {
  const registry = createCoreRegistry();
  const cache = new PageCache();
  const useCache = options.cache ?? process.env.ATELIER_PAGE_CACHE !== 'off';
  const useFragments = options.fragments ?? process.env.ATELIER_FRAGMENT_CACHE !== 'off';
  // What the pages are made of, kept per site content version whether or not pages are cached.
  const content = options.content ?? new SiteContentCache();
  // The compressed forms of uncached pages, shared by renders that give the same bytes.
  const compressedForms = new CompressedFormsMemory();

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/wp-json' || path.startsWith('/wp-json/'))
      return reply.code(404).send(errorBody(noRoute()));
    if (
      path.startsWith('/wp-admin/') ||
      path.startsWith('/wp-content/') ||
      path.startsWith('/wp-includes/')
    ) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><title>Page not found</title><h1>Page not found</h1><p><a href="/">Go to the home page</a></p>',
        );
    }
    const url = new URL(request.url, 'http://site.invalid');
    const unlockedToken = request.cookies[POST_PASSWORD_COOKIE];
    const previewName = url.searchParams.get('wp_theme_preview');
    const preview =
      previewName && can(request.auth, 'switch_themes') ? app.themes.get(previewName) : undefined;
    // One statement answers both what the cache needs and which theme is active.
    const { stylesheet, version } = await readSiteState(app.db, app.dataChanges);
    const theme = preview ?? themeForStylesheet(app, stylesheet);
    if (!theme)
      return reply.code(500).type('text/plain; charset=utf-8').send('No theme is installed.');

    // A held comment's moderation link shows it to its author only: never cached.
    const cacheable =
      useCache &&
      !request.auth.user &&
      !unlockedToken &&
      !preview &&
      !url.searchParams.has('unapproved');
    const origin = siteOrigin(request);
    const memo = content.at(version);
    const key = `${origin}${request.url}`;
    const acceptEncoding = request.headers['accept-encoding'];
    if (cacheable) {
      const hit = cache.get(version, key);
      if (hit) {
        return sendPage(
          reply,
          hit,
          { status: hit.status, cache: 'HIT', private: false },
          acceptEncoding,
        );
      }
    }

    const visibleStatuses = can(request.auth, 'read_private_posts')
      ? ['publish', 'private']
      : ['publish'];
    // Only people who may edit others' posts search inside password-protected items.
    const searchProtected = can(request.auth, 'edit_others_posts');
    // A fragment store per viewer: everything a fragment shows besides the stored content and
    // the request inputs its blocks declare (the address its links use, the theme, what the
    // viewer may see and the password they unlocked) is in its key.
    const fragments = useFragments
      ? await memo(
          `fragments:${JSON.stringify([origin, theme.stylesheet, visibleStatuses, searchProtected, unlockedToken ?? ''])}`,
          async () => new FragmentMemory(),
        )
      : undefined;
    const page = await renderSitePage({
      app,
      registry,
      theme,
      styles: await keptSiteStyles(memo, app, theme),
      settings: await memo('settings', () => readSiteSettings(app.db)),
      route: parsePublicRoute(url.pathname, url.searchParams),
      origin,
      unlockedToken,
      salt: await memo('site-secret', () => siteSecret(app.db)),
      visibleStatuses,
      searchProtected,
      queryPages: queryPages(url.searchParams),
      comments: createSiteCommentLookups(app, {
        auth: request.auth,
        origin,
        url: request.url,
        memo,
      }),
      visitor: {
        loggedIn: request.auth.user !== undefined && request.auth.user !== null,
        logoutNonce: request.auth.session?.rest_nonce,
        url: `${origin}${request.url}`,
      },
      memo,
      fragments,
    });
    // The reply sends these bytes without measuring the HTML again; the page cache keeps them,
    // and beside them the compressed forms as they are made.
    // A render giving the bytes the last one at its address (and viewer) gave is not compressed
    // again; only a client that takes a compressed answer looks its forms up.
    const compressed =
      encodingFor(acceptEncoding) === 'identity'
        ? {}
        : compressedForms.formsFor(`${request.auth.user?.id ?? ''} ${key}`, page.body);
    const made = { status: page.status, body: page.body, compressed };
    if (cacheable) cache.set(version, key, made);
    return sendPage(
      reply,
      made,
      {
        status: page.status,
        cache: cacheable ? 'MISS' : 'BYPASS',
        private: Boolean(request.auth.user || unlockedToken),
      },
      acceptEncoding,
    );
  };

  fastify.get('/', handler);
  fastify.get('/*', handler);
}
