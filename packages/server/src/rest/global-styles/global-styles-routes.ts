import type { RestGlobalStyles, RestLinks, RestThemeGlobalStyles } from '@atelier/blocks/rest';
import { mergeThemeJson, validateThemeJsonPart } from '@atelier/theme-json';
import { can } from '../../auth/current-user.js';
import type { PostRow } from '../../db/schema.js';
import { assertCurrentVersion, rowEtag } from '../../db/versioned-writes.js';
import { AppError, forbidden } from '../../errors/app-error.js';
import { assertValidCustomCss } from '../../global-styles/custom-css-check.js';
import { styleVariationsOf, themeDataOf } from '../../global-styles/theme-styles.js';
import {
  countRevisions,
  findGlobalStylesById,
  findRevision,
  listRevisions,
  readUserGlobalStyles,
  saveUserGlobalStyles,
} from '../../global-styles/user-global-styles.js';
import { siteOrigin } from '../../http/site-url.js';
import { avatarUrls } from '../../site/avatar.js';
import type { InstalledTheme } from '../../themes/theme-directory.js';
import { usersByIds } from '../../users/user-query.js';
import { clientVersion } from '../client-version.js';
import { assertPageInRange, pageWindow, paginationArgs, totalHeaders } from '../pagination.js';
import type { RestRequest, RestResponse, RestRoute } from '../router.js';
import { UPDATE_METHODS } from '../update-methods.js';
import { withSettingsSections } from './settings-sections.js';

const NOT_FOUND = () =>
  new AppError('rest_global_styles_not_found', 'No global styles config exists with that id.', 404);

function themeOrFail(request: RestRequest): InstalledTheme {
  const theme = request.app.themes.get(String(request.params.stylesheet));
  if (!theme) throw new AppError('rest_theme_not_found', 'Theme not found.', 404);
  return theme;
}

async function recordOrFail(request: RestRequest): Promise<PostRow> {
  const id = Number(request.params.id);
  const row = Number.isInteger(id) ? await findGlobalStylesById(request.app.db, id) : undefined;
  if (!row) throw NOT_FOUND();
  return row;
}

async function presentRecord(request: RestRequest, row: PostRow): Promise<RestResponse> {
  const origin = siteOrigin(request.raw);
  const { styles, settings } = readUserGlobalStyles(row);
  const revisions = await countRevisions(request.app.db, row.id);
  const self = `${origin}/wp-json/wp/v2/global-styles/${row.id}`;
  const links: RestLinks = {
    self: [{ href: self }],
    'version-history': [{ href: `${self}/revisions`, count: revisions }],
  };
  if (can(request.auth, 'edit_css')) links['wp:action-edit-css'] = [{ href: self }];
  return {
    body: {
      id: row.id,
      title: { raw: row.title, rendered: row.title },
      settings,
      styles,
      _links: links,
    } satisfies RestGlobalStyles,
    headers: { ETag: rowEtag(row) },
  };
}

type EmbeddedAuthor = { id: number; name: string; avatar_urls: Record<string, string> };

async function authorsById(
  request: RestRequest,
  ids: number[],
): Promise<Map<number, EmbeddedAuthor>> {
  const origin = siteOrigin(request.raw);
  const rows = await usersByIds(request.app.db, ids);
  return new Map(
    rows.map((r) => [r.id, { id: r.id, name: r.display_name, avatar_urls: avatarUrls(origin, r) }]),
  );
}

function presentRevision(row: PostRow, author: EmbeddedAuthor | undefined, embed: boolean) {
  const { styles, settings } = readUserGlobalStyles(row);
  return {
    id: row.id,
    author: row.author,
    date: row.date,
    date_gmt: row.date_gmt,
    modified: row.modified,
    modified_gmt: row.modified_gmt,
    parent: row.parent,
    styles,
    settings,
    ...(embed && author ? { _embedded: { author: [author] } } : {}),
  };
}

/** Refuses bad styles/settings with 400 and a message naming the first bad path. */
function validated(
  kind: 'styles' | 'settings',
  value: unknown,
): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  const errors = validateThemeJsonPart(kind, value);
  const first = errors[0];
  if (first) {
    throw new AppError('rest_invalid_param', `Invalid parameter(s): ${kind}`, 400, {
      params: { [kind]: first.message },
      details: errors.slice(0, 20),
    });
  }
  return value as Record<string, unknown>;
}

const updateArgs = {
  styles: { type: 'object' as const, description: 'Global styles.' },
  settings: { type: 'object' as const, description: 'Global settings.' },
  title: {
    type: ['string', 'object'] as ('string' | 'object')[],
    description: 'Title of the global styles variation.',
  },
};

/** `/wp/v2/global-styles`: the theme's base styles, its variations, and the user's record with revisions. */
export const globalStylesRoutes: RestRoute[] = [
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/global-styles/themes/:stylesheet',
    permission: 'edit_theme_options',
    handler: (request) => {
      const theme = themeOrFail(request);
      const merged = mergeThemeJson({ theme: themeDataOf(request.app.themes, theme) });
      return {
        body: {
          version: 3,
          settings: withSettingsSections({ ...(merged.settings ?? {}) }),
          styles: merged.styles ?? {},
          _links: {
            self: [
              {
                href: `${siteOrigin(request.raw)}/wp-json/wp/v2/global-styles/themes/${theme.stylesheet}`,
              },
            ],
          },
        } satisfies RestThemeGlobalStyles,
      };
    },
  },
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/global-styles/themes/:stylesheet/variations',
    permission: 'edit_theme_options',
    handler: (request) => ({ body: styleVariationsOf(themeOrFail(request)) }),
  },
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/global-styles/:id',
    permission: 'edit_theme_options',
    handler: async (request) => presentRecord(request, await recordOrFail(request)),
  },
  {
    method: UPDATE_METHODS,
    namespace: 'wp/v2',
    path: '/global-styles/:id',
    permission: 'edit_theme_options',
    args: updateArgs,
    handler: async (request) => {
      const row = await recordOrFail(request);
      assertCurrentVersion(clientVersion(request), {
        etag: rowEtag(row),
        modified: row.modified,
      });
      const current = readUserGlobalStyles(row);
      const styles = validated('styles', request.params.styles) ?? current.styles;
      const settings = validated('settings', request.params.settings) ?? current.settings;
      if (
        JSON.stringify(styles.css ?? '') !== JSON.stringify(current.styles.css ?? '') &&
        !can(request.auth, 'edit_css')
      ) {
        throw forbidden('Sorry, you are not allowed to add custom CSS.');
      }
      assertValidCustomCss(styles, current.styles);
      const rawTitle = request.params.title;
      const title =
        typeof rawTitle === 'string'
          ? rawTitle
          : typeof (rawTitle as { raw?: unknown })?.raw === 'string'
            ? String((rawTitle as { raw: string }).raw)
            : undefined;
      await saveUserGlobalStyles(
        request.app.db,
        row,
        { styles, settings, title },
        request.auth.user?.id ?? 0,
      );
      return presentRecord(request, await recordOrFail(request));
    },
  },
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/global-styles/:id/revisions',
    permission: 'edit_theme_options',
    args: { ...paginationArgs(), _embed: { type: ['boolean', 'string'] } },
    handler: async (request) => {
      const row = await recordOrFail(request);
      const page = Number(request.params.page);
      const perPage = Number(request.params.per_page);
      const total = await countRevisions(request.app.db, row.id);
      assertPageInRange(page, perPage, total);
      const { offset, limit } = pageWindow(page, perPage);
      const revisions = await listRevisions(request.app.db, row.id, offset, limit);
      const authors = await authorsById(
        request,
        revisions.map((r) => r.author),
      );
      const embed = request.params._embed !== undefined && request.params._embed !== false;
      return {
        body: revisions.map((r) => presentRevision(r, authors.get(r.author), embed)),
        headers: totalHeaders(total, perPage),
      };
    },
  },
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/global-styles/:id/revisions/:revision',
    permission: 'edit_theme_options',
    handler: async (request) => {
      const row = await recordOrFail(request);
      const revision = await findRevision(request.app.db, row.id, Number(request.params.revision));
      if (!revision) throw new AppError('rest_revision_invalid_id', 'Invalid revision ID.', 404);
      const authors = await authorsById(request, [revision.author]);
      return { body: presentRevision(revision, authors.get(revision.author), true) };
    },
  },
];
