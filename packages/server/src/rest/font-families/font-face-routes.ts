import type { PostRow } from '../../db/schema.js';
import { rowEtag } from '../../db/versioned-writes.js';
import { createFontFace, deleteFontFace } from '../../fonts/font-face-operations.js';
import { findFontFace, findParentFamily, listFontFaces } from '../../fonts/font-records.js';
import { newFaceSettings, settingsObject } from '../../fonts/font-settings.js';
import { readUploadedFonts } from '../../fonts/font-uploads.js';
import { siteOrigin } from '../../http/site-url.js';
import { clientVersion } from '../client-version.js';
import { contextArg } from '../context-arg.js';
import { assertPageInRange, totalHeaders } from '../pagination.js';
import type { RestRequest, RestResponse, RestRoute } from '../router.js';
import { readFontForm } from './font-form.js';
import { fontCapability, fontListArgs, fontListQuery, forceRequired } from './font-route-args.js';
import { presentFontFace } from './present-font.js';

const SETTINGS = 'font_face_settings';

function respond(request: RestRequest, row: PostRow, status = 200): RestResponse {
  const body = presentFontFace(row, siteOrigin(request.raw));
  const headers: Record<string, string> = { ETag: rowEtag(row) };
  if (status === 201) headers.Location = body._links.self?.[0]?.href ?? '';
  return { status, body, headers };
}

const parentOf = (request: RestRequest) =>
  findParentFamily(request.app.db, Number(request.params.font_family_id));

async function faceOf(request: RestRequest): Promise<PostRow> {
  const family = await parentOf(request);
  return findFontFace(request.app.db, family, Number(request.params.id));
}

/**
 * `/wp/v2/font-families/{font_family_id}/font-faces`: a family's faces. A new face comes as
 * multipart form data: `font_face_settings` (JSON) and the font files its `src` names by field
 * (`file-0-0`); the files are read as fonts by content and stored in the fonts folder. Every
 * route needs `edit_theme_options`.
 */
export const fontFaceRoutes: RestRoute[] = [
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/font-families/:font_family_id/font-faces',
    permission: fontCapability(
      'rest_cannot_read',
      'Sorry, you are not allowed to access font faces.',
    ),
    args: fontListArgs,
    handler: async (request) => {
      const family = await parentOf(request);
      const { rows, total } = await listFontFaces(
        request.app.db,
        family.id,
        fontListQuery(request.params),
      );
      const page = Number(request.params.page);
      const perPage = Number(request.params.per_page);
      assertPageInRange(page, perPage, total);
      const origin = siteOrigin(request.raw);
      return {
        body: rows.map((row) => presentFontFace(row, origin)),
        headers: totalHeaders(total, perPage),
      };
    },
  },
  {
    method: 'POST',
    namespace: 'wp/v2',
    path: '/font-families/:font_family_id/font-faces',
    permission: fontCapability(
      'rest_cannot_create',
      'Sorry, you are not allowed to create posts as this user.',
    ),
    handler: async (request) => {
      const family = await parentOf(request);
      const form = await readFontForm(request);
      const raw = settingsObject(form.fields.get(SETTINGS) ?? request.params[SETTINGS], SETTINGS);
      const fonts = await readUploadedFonts(form.files);
      const metadata = new Map([...fonts].map(([field, font]) => [field, font.metadata]));
      const { settings } = newFaceSettings(raw, metadata);
      const row = await createFontFace(
        request.app,
        family,
        settings,
        fonts,
        request.auth.user?.id ?? 0,
      );
      return respond(request, row, 201);
    },
  },
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/font-families/:font_family_id/font-faces/:id',
    permission: fontCapability(
      'rest_cannot_read',
      'Sorry, you are not allowed to access this font face.',
    ),
    args: { context: contextArg },
    handler: async (request) => respond(request, await faceOf(request)),
  },
  {
    method: 'DELETE',
    namespace: 'wp/v2',
    path: '/font-families/:font_family_id/font-faces/:id',
    permission: fontCapability(
      'rest_cannot_delete',
      'Sorry, you are not allowed to delete this post.',
    ),
    args: { force: { type: 'boolean', default: false } },
    handler: async (request) => {
      const row = await faceOf(request);
      if (request.params.force !== true) throw forceRequired('Font faces');
      const previous = presentFontFace(row, siteOrigin(request.raw));
      await deleteFontFace(request.app, row, clientVersion(request));
      return { body: { deleted: true, previous } };
    },
  },
];
