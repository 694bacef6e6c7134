import { type BlockRegistry, blockLibraryCss, parse, renderWithStyles } from '@atelier/blocks';
import { escapeStyleText } from '@atelier/theme-json';
import type { AppContext } from '../app-context.js';
import { escapeHtml } from '../http/html.js';
import type { SiteSettings } from '../settings/site-settings.js';
import { templateContent } from '../templates/template-record.js';
import { loadTemplates } from '../templates/template-store.js';
import type { InstalledTheme } from '../themes/theme-directory.js';
import { FALLBACK_SINGULAR_TEMPLATE, FALLBACK_TEMPLATE } from './fallback-template.js';
import { PageTree } from './page-tree.js';

import type { PublicRoute } from './permalinks.js';
import { createRenderLookups } from './render-lookups.js';
import { resolveRequest } from './resolve-request.js';
import type { SiteStyles } from './site-styles.js';
import { templateCandidates } from './template-hierarchy.js';
import { viewScriptTags } from './view-scripts.js';

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
}

const BODY_CLASSES: Record<string, string> = {
  'front-posts': 'home blog',
  'front-page': 'home page',
  home: 'blog',
  page: 'page',
  single: 'single',
  category: 'archive category',
  tag: 'archive tag',
  author: 'archive author',
  date: 'archive date',
  search: 'search',
  '404': 'error404',
};

/**
 * Renders one public page: resolve the URL, pick the template by the hierarchy (database
 * customisation first, then the theme file), render its blocks with real data, and wrap it with
 * the global styles and the block library CSS the page uses, and the view scripts its menus need.
 */
export async function renderSitePage(
  request: SitePageRequest,
): Promise<{ status: number; html: string }> {
  const { app, theme, settings, origin } = request;
  const pages = await PageTree.load(app.db);
  const lookups = createRenderLookups({
    app,
    theme,
    origin,
    pages,
    unlockedToken: request.unlockedToken,
    salt: request.salt,
    visibleStatuses: request.visibleStatuses,
    searchProtected: request.searchProtected,
  });
  const resolved = await resolveRequest({
    app,
    route: request.route,
    settings,
    origin,
    pages,
    lookups,
    visibleStatuses: request.visibleStatuses,
    queryPages: request.queryPages,
  });

  const templates = new Map(
    (await loadTemplates(app.db, app.themes, theme, 'wp_template'))
      .filter((t) => !t.row || t.row.status === 'publish')
      .map((t) => [t.slug, t]),
  );
  const chosen = templateCandidates(resolved.object)
    .map((slug) => templates.get(slug))
    .find((t) => t !== undefined);
  const markup = chosen
    ? templateContent(chosen)
    : resolved.post
      ? FALLBACK_SINGULAR_TEMPLATE
      : FALLBACK_TEMPLATE;

  const rendered = await renderWithStyles(parse(markup), {
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
    },
    lookups,
    post: resolved.post,
    mainQuery: resolved.mainQuery,
    blockContext: resolved.post ? { postId: resolved.post.id, postType: resolved.post.type } : {},
  });

  const siteTitle = String(settings.title);
  const title = resolved.title
    ? `${resolved.title} – ${siteTitle}`
    : `${siteTitle}${settings.description ? ` – ${String(settings.description)}` : ''}`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style id="global-styles-inline-css">${escapeStyleText(request.styles.css)}</style>
<style id="block-library-css">${escapeStyleText(blockLibraryCss(rendered.blockNames))}</style>
${rendered.css ? `<style id="block-supports-inline-css">${escapeStyleText(rendered.css)}</style>` : ''}
${viewScriptTags(rendered.html)}
</head>
<body class="${BODY_CLASSES[resolved.object.kind] ?? ''}">
${request.styles.duotoneSvgs}<div class="wp-site-blocks">
${rendered.html}
</div>
</body>
</html>`;
  return { status: resolved.status, html };
}
