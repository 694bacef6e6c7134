import type { PostRow } from '../../db/schema.js';
import { rowEtag } from '../../db/versioned-writes.js';
import {
  createFontFamily,
  deleteFontFamily,
  updateFontFamily,
} from '../../fonts/font-family-operations.js';
import {
  facesOfFamilies,
  familySettingsOf,
  findFontFamily,
  listFontFamilies,
} from '../../fonts/font-records.js';
import {
  newFamilySettings,
  settingsObject,
  updatedFamilySettings,
} from '../../fonts/font-settings.js';
import { siteOrigin } from '../../http/site-url.js';
import { clientVersion } from '../client-version.js';
import { contextArg } from '../context-arg.js';
import { assertPageInRange, totalHeaders } from '../pagination.js';
import { embedRequest } from '../posts/embed-links.js';
import type { RestRequest, RestResponse, RestRoute } from '../router.js';
import { UPDATE_METHODS } from '../update-methods.js';
import { readFontForm } from './font-form.js';
import { fontCapability, fontListArgs, fontListQuery, forceRequired } from './font-route-args.js';
import { presentFontFamily } from './present-font.js';

const SETTINGS = 'font_family_settings';
const embedArg = { type: ['boolean', 'string'] as ('boolean' | 'string')[] };

function embedsFaces(request: RestRequest): boolean {
  const embed = embedRequest(request);
  return embed === 'all' || (embed?.has('font_faces') ?? false);
}

async function presentOne(request: RestRequest, row: PostRow, status = 200): Promise<RestResponse> {
  const faces = (await facesOfFamilies(request.app.db, [row.id])).get(row.id) ?? [];
  const body = presentFontFamily(row, faces, siteOrigin(request.raw), embedsFaces(request));
  const headers: Record<string, string> = { ETag: rowEtag(row) };
  if (status === 201) headers.Location = body._links.self?.[0]?.href ?? '';
  return { status, body, headers };
}

/** The settings a create or update sent, as a multipart field or in a JSON body. */
async function sentSettings(request: RestRequest): Promise<Record<string, unknown>> {
  const form = await readFontForm(request);
  return settingsObject(form.fields.get(SETTINGS) ?? request.params[SETTINGS], SETTINGS);
}

const familyId = (request: RestRequest) => Number(request.params.id);

/**
 * `/wp/v2/font-families`: the installed font families, as WordPress's font families controller
 * serves them. Every route needs `edit_theme_options`.
 */
export const fontFamilyRoutes: RestRoute[] = [
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/font-families',
    permission: fontCapability(
      'rest_cannot_read',
      'Sorry, you are not allowed to access font families.',
    ),
    args: {
      ...fontListArgs,
      slug: {
        type: 'array',
        items: { type: 'string' },
        description: 'Limit result set to font families with one or more specific slugs.',
      },
      _embed: embedArg,
    },
    handler: async (request) => {
      const query = fontListQuery(request.params);
      const { rows, total } = await listFontFamilies(request.app.db, query);
      const page = Number(request.params.page);
      const perPage = Number(request.params.per_page);
      assertPageInRange(page, perPage, total);
      const faces = await facesOfFamilies(
        request.app.db,
        rows.map((row) => row.id),
      );
      const origin = siteOrigin(request.raw);
      const embed = embedsFaces(request);
      return {
        body: rows.map((row) => presentFontFamily(row, faces.get(row.id) ?? [], origin, embed)),
        headers: totalHeaders(total, perPage),
      };
    },
  },
  {
    method: 'POST',
    namespace: 'wp/v2',
    path: '/font-families',
    permission: fontCapability(
      'rest_cannot_create',
      'Sorry, you are not allowed to create posts as this user.',
    ),
    handler: async (request) => {
      const settings = newFamilySettings(await sentSettings(request));
      const row = await createFontFamily(request.app, settings, request.auth.user?.id ?? 0);
      return presentOne(request, row, 201);
    },
  },
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/font-families/:id',
    permission: fontCapability(
      'rest_cannot_read',
      'Sorry, you are not allowed to access this font family.',
    ),
    args: { context: contextArg, _embed: embedArg },
    handler: async (request) =>
      presentOne(request, await findFontFamily(request.app.db, familyId(request))),
  },
  {
    method: UPDATE_METHODS,
    namespace: 'wp/v2',
    path: '/font-families/:id',
    permission: fontCapability('rest_cannot_edit', 'Sorry, you are not allowed to edit this post.'),
    handler: async (request) => {
      const row = await findFontFamily(request.app.db, familyId(request));
      const settings = updatedFamilySettings(familySettingsOf(row), await sentSettings(request));
      const updated = await updateFontFamily(request.app, row, settings, clientVersion(request));
      return presentOne(request, updated);
    },
  },
  {
    method: 'DELETE',
    namespace: 'wp/v2',
    path: '/font-families/:id',
    permission: fontCapability(
      'rest_cannot_delete',
      'Sorry, you are not allowed to delete this post.',
    ),
    args: { force: { type: 'boolean', default: false } },
    handler: async (request) => {
      const row = await findFontFamily(request.app.db, familyId(request));
      if (request.params.force !== true) throw forceRequired('Font families');
      const previous = (await presentOne(request, row)).body;
      await deleteFontFamily(request.app, row, clientVersion(request));
      return { body: { deleted: true, previous } };
    },
  },
];
