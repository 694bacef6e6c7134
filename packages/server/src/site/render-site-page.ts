import type { CommentLookups, FragmentStore } from '@atelier/blocks';
import { type BlockRegistry, parse, renderPieces, type Visitor } from '@atelier/blocks';
import type { AppContext } from '../app-context.js';
import { escapeHtml } from '../http/html.js';
import { PageBytes } from '../http/page-bytes.js';
import type { SiteSettings } from '../settings/site-settings.js';
import { templateContent } from '../templates/template-record.js';
import { loadTemplates } from '../templates/template-store.js';
import type { InstalledTheme } from '../themes/theme-directory.js';
import { themeStylesheetLink } from '../themes/theme-stylesheet-link.js';
import { bodyClasses } from './body-classes.js';
import { type ContentMemo, NO_MEMO } from './content-memo.js';
import { FALLBACK_SINGULAR_TEMPLATE, FALLBACK_TEMPLATE } from './fallback-template.js';
import { frameBody } from './page-frame.js';
import { writePageStyleTags } from './page-head.js';
import { PageTree } from './page-tree.js';
import type { PublicRoute } from './permalinks.js';
import { createRenderLookups } from './render-lookups.js';
import { resolveRequest } from './resolve-request.js';
import type { SiteStyles } from './site-styles.js';
import { templateCandidates } from './template-hierarchy.js';
import { viewScriptTagsOf } from './view-scripts.js';

export interface SitePageRequest {
  app: AppContext;
  registry: BlockRegistry;
  theme: InstalledTheme;
  styles: SiteStyles;
  settings: SiteSettings;
  route: PublicRoute;
  origin: string;
  unlockedToken: string | undefined;
  salt: string;
  visibleStatuses: readonly string[];
  /** Whether search looks inside password-protected items. */
  searchProtected: boolean;
  queryPages: Record<number, number>;
  /** The comments of the page's posts and who is looking at them. */
  comments?: CommentLookups;
  /** Who is looking, for log in / log out links. */
  visitor?: Visitor;
  /**
   * Reads of stored content kept for the site content version this request read: the page tree,
   * the templates and their parsed blocks, and the look-ups (`SiteContentCache`).
   */
  memo?: ContentMemo;
  /**
   * Rendered fragments kept for this site content version and this request's viewer (the site
   * address, the theme, what they may see): parts, patterns, post content and the template's own
   * blocks are rendered once per value of what they read of the request (`FragmentMemory`).
   */
  fragments?: FragmentStore;
}

/**
 * Renders one public page: resolve the URL, pick the template by the hierarchy (database
 * customisation first, then the theme file), render its blocks with real data, and wrap it with
 * its stylesheets in WordPress's order (block library, global styles, block supports), the view
 * scripts its menus need, WordPress's body classes and the skip link to its `<main>`. The page
 * is written as UTF-8 from its parts: what kept fragments and stylesheets hold is encoded once.
 */
export async function renderSitePage(
  request: SitePageRequest,
): Promise<{ status: number; body: Buffer }> {
  const { app, theme, settings, origin } = request;
  const memo = request.memo ?? NO_MEMO;
  const pages = await memo('page-tree', () => PageTree.load(app.db));
  const lookups = createRenderLookups({
    app,
    theme,
    origin,
    pages,
    unlockedToken: request.unlockedToken,
    salt: request.salt,
    visibleStatuses: request.visibleStatuses,
    searchProtected: request.searchProtected,
    visitor: request.visitor,
    memo,
  });
  if (request.comments) lookups.comments = request.comments;
  const resolved = await resolveRequest({
    app,
    route: request.route,
    settings,
    origin,
    pages,
    lookups,
    visibleStatuses: request.visibleStatuses,
    queryPages: request.queryPages,
    memo,
  });

  const templates = await memo(
    `templates:${theme.stylesheet}`,
    async () =>
      new Map(
        (await loadTemplates(app.db, app.themes, theme, 'wp_template'))
          .filter((t) => !t.row || t.row.status === 'publish')
          .map((t) => [t.slug, t]),
      ),
  );
  const chosen = templateCandidates(resolved.object)
    .map((slug) => templates.get(slug))
    .find((t) => t !== undefined);
  const fallback = resolved.post ? 'singular' : 'index';
  // The parsed tree is only read by the renderer, so one parse serves every request.
  const blocks = await memo(
    chosen ? `template-blocks:${theme.stylesheet}:${chosen.slug}` : `fallback-blocks:${fallback}`,
    async () =>
      parse(
        chosen
          ? templateContent(chosen)
          : fallback === 'singular'
            ? FALLBACK_SINGULAR_TEMPLATE
            : FALLBACK_TEMPLATE,
      ),
  );

  const visitor = request.visitor ?? { loggedIn: false, url: `${origin}/` };
  const rendered = await renderPieces(blocks, {
    registry: request.registry,
    site: {
      title: String(settings.title),
      tagline: String(settings.description),
      url: origin,
      theme: theme.stylesheet,
      postsPerPage: Number(settings.posts_per_page) || 10,
      dateFormat: String(settings.date_format),
      showOnFront: settings.show_on_front === 'page' ? 'page' : 'posts',
      language: 'en',
      rootPaddingAware: request.styles.rootPaddingAware,
      themeSettings: request.styles.merged.settings,
    },
    lookups,
    post: resolved.post,
    mainQuery: resolved.mainQuery,
    blockContext: resolved.post ? { postId: resolved.post.id, postType: resolved.post.type } : {},
    fragments: request.fragments && {
      store: request.fragments,
      visitor: JSON.stringify([visitor.loggedIn, visitor.logoutNonce ?? '', visitor.url]),
    },
  });

  const siteTitle = String(settings.title);
  const title = resolved.title
    ? `${resolved.title} – ${siteTitle}`
    : `${siteTitle}${settings.description ? ` – ${String(settings.description)}` : ''}`;
  const framed = frameBody(rendered.pieces, request.styles.merged);
  const classes = bodyClasses({
    object: resolved.object,
    postId: resolved.post?.id,
    page: resolved.mainQuery.page,
    theme: theme.stylesheet,
    found: resolved.found,
    pages,
    hasLogo: Number(settings.site_logo) > 0,
    postFormat: resolved.format,
  });
  const page = new PageBytes().write(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
`);
  writePageStyleTags(page, {
    blockNames: rendered.blockNames,
    siteStyles: request.styles,
    variationCss: framed.variationCss,
    skipLink: framed.skipLink.css,
    blockSupports: rendered.css,
  });
  page
    .write(`
${themeStylesheetLink(app.themes, theme)}${viewScriptTagsOf(framed.viewScripts)}
</head>
<body class="${classes}">
${request.styles.duotoneSvgs}${framed.skipLink.link}<div class="wp-site-blocks">
`)
    .append(framed.body)
    .write(`
</div>
</body>
</html>`);
  return { status: resolved.status, body: page.toBuffer() };
}
