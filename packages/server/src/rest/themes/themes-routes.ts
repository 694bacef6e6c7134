import { can } from '../../auth/current-user.js';
import { AppError } from '../../errors/app-error.js';
import { ensureUserGlobalStyles } from '../../global-styles/user-global-styles.js';
import { siteOrigin } from '../../http/site-url.js';
import { denied } from '../../posts/post-access.js';
import { activeTheme } from '../../themes/active-theme.js';
import type { InstalledTheme } from '../../themes/theme-directory.js';
import type { RestRequest, RestRoute } from '../router.js';
import { defaultTemplatePartAreas, defaultTemplateTypes } from './theme-template-defaults.js';

/** A header value as WordPress gives text fields: the same string raw and rendered. */
const rawAndRendered = (value: string) => ({ raw: value, rendered: value });

async function present(
  request: RestRequest,
  theme: InstalledTheme,
  active: InstalledTheme | undefined,
) {
  const origin = siteOrigin(request.raw);
  const isActive = theme.stylesheet === active?.stylesheet;
  const links: Record<string, unknown> = {
    self: [{ href: `${origin}/wp-json/wp/v2/themes/${theme.stylesheet}` }],
    collection: [{ href: `${origin}/wp-json/wp/v2/themes` }],
  };
  if (isActive && theme.isBlockTheme && can(request.auth, 'edit_theme_options')) {
    const record = await ensureUserGlobalStyles(request.app.db, theme.stylesheet);
    links['wp:user-global-styles'] = [
      { href: `${origin}/wp-json/wp/v2/global-styles/${record.id}` },
    ];
  }
  const { header } = theme;
  return {
    stylesheet: theme.stylesheet,
    template: theme.stylesheet,
    name: rawAndRendered(header.name),
    description: rawAndRendered(header.description),
    version: header.version,
    author: rawAndRendered(header.author),
    author_uri: rawAndRendered(header.authorUri),
    theme_uri: rawAndRendered(header.themeUri),
    stylesheet_uri: `${origin}/wp-content/themes/${theme.stylesheet}`,
    template_uri: `${origin}/wp-content/themes/${theme.stylesheet}`,
    requires_wp: header.requiresAtLeast,
    requires_php: header.requiresPhp,
    textdomain: header.textDomain,
    tags: { raw: header.tags, rendered: header.tags.join(', ') },
    screenshot: theme.screenshot
      ? `${origin}/wp-content/themes/${theme.stylesheet}/${theme.screenshot}`
      : '',
    is_block_theme: theme.isBlockTheme,
    status: isActive ? 'active' : 'inactive',
    theme_supports: {
      'block-templates': theme.isBlockTheme,
      'block-template-parts': theme.isBlockTheme,
      'editor-styles': theme.isBlockTheme,
      'wp-block-styles': theme.isBlockTheme,
      'align-wide': theme.isBlockTheme,
      'responsive-embeds': true,
      title_tag: true,
    },
    // The active theme also says which templates and part areas the editor offers by default.
    ...(isActive
      ? {
          default_template_types: defaultTemplateTypes(),
          default_template_part_areas: defaultTemplatePartAreas(),
        }
      : {}),
    _links: links,
  };
}

const CANNOT_VIEW = 'Sorry, you are not allowed to view themes.';

/**
 * Listing every theme needs switch_themes; the active theme alone is readable to anyone who
 * edits. Refusals carry WordPress's codes, 401 when anonymous and 403 otherwise.
 */
function checkThemesPermission(request: RestRequest): void {
  if (can(request.auth, 'switch_themes')) return;
  const status = request.params.status;
  const onlyActive = status === 'active' || (Array.isArray(status) && status.join() === 'active');
  if (!onlyActive) throw denied(request.auth, 'rest_cannot_view_themes', CANNOT_VIEW);
  if (can(request.auth, 'edit_posts') || can(request.auth, 'edit_theme_options')) return;
  throw denied(
    request.auth,
    'rest_cannot_view_active_theme',
    'Sorry, you are not allowed to view the active theme.',
  );
}

/** `/wp/v2/themes`: installed themes, their status and support flags. */
export const themesRoutes: RestRoute[] = [
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/themes',
    permission: checkThemesPermission,
    args: {
      status: {
        type: 'array',
        items: { type: 'string', enum: ['active', 'inactive'] },
        description: 'Limit result set to themes assigned one or more statuses.',
      },
      context: { type: 'string', enum: ['view', 'edit', 'embed'], default: 'view' },
    },
    handler: async (request) => {
      const active = await activeTheme(request.app);
      const statuses = Array.isArray(request.params.status)
        ? (request.params.status as string[])
        : [];
      const themes = request.app.themes.list().filter((theme) => {
        if (statuses.length === 0) return true;
        return statuses.includes(theme.stylesheet === active?.stylesheet ? 'active' : 'inactive');
      });
      const body = await Promise.all(themes.map((theme) => present(request, theme, active)));
      return {
        body,
        headers: { 'X-WP-Total': String(body.length), 'X-WP-TotalPages': body.length ? '1' : '0' },
      };
    },
  },
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/themes/:stylesheet',
    permission: (request) => {
      if (!can(request.auth, 'switch_themes') && !can(request.auth, 'edit_theme_options'))
        throw denied(request.auth, 'rest_cannot_view_themes', CANNOT_VIEW);
    },
    handler: async (request) => {
      const theme = request.app.themes.get(String(request.params.stylesheet));
      if (!theme) throw new AppError('rest_theme_not_found', 'Theme not found.', 404);
      return { body: await present(request, theme, await activeTheme(request.app)) };
    },
  },
];
