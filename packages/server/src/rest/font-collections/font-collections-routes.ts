import type { RestFontCollection, RestFontCollectionFamily } from '@atelier/blocks/rest';
import { can } from '../../auth/current-user.js';
import { AppError } from '../../errors/app-error.js';
import { siteOrigin } from '../../http/site-url.js';
import { contextArg } from '../context-arg.js';
import { assertPageInRange, pageWindow, paginationArgs, totalHeaders } from '../pagination.js';
import type { RestRequest, RestRoute } from '../router.js';

/** Managing fonts needs edit_theme_options; others get WordPress's answer (401 or 403). */
function checkFontCollectionsPermission(request: RestRequest): void {
  if (can(request.auth, 'edit_theme_options')) return;
  throw new AppError(
    'rest_cannot_read',
    'Sorry, you are not allowed to access font collections.',
    request.auth.user ? 403 : 401,
  );
}

/** A path on this site (`/wp-content/…`) as an absolute URL, as WordPress gives them. */
function absolute(origin: string, url: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

function presentFamily(origin: string, family: RestFontCollectionFamily): RestFontCollectionFamily {
  const settings = family.font_family_settings;
  return {
    font_family_settings: {
      ...settings,
      ...(settings.preview ? { preview: absolute(origin, settings.preview) } : {}),
      fontFace: (settings.fontFace ?? []).map((face) => ({
        ...face,
        src: typeof face.src === 'string' ? absolute(origin, face.src) : face.src,
        ...(face.preview ? { preview: absolute(origin, face.preview) } : {}),
      })),
    },
    categories: family.categories,
  };
}

function present(request: RestRequest, collection: RestFontCollection) {
  const origin = siteOrigin(request.raw);
  const base = `${origin}/wp-json/wp/v2/font-collections`;
  return {
    slug: collection.slug,
    name: collection.name,
    description: collection.description,
    font_families: collection.font_families.map((family) => presentFamily(origin, family)),
    categories: collection.categories,
    _links: {
      self: [{ href: `${base}/${collection.slug}` }],
      collection: [{ href: base }],
    },
  };
}

/**
 * `/wp/v2/font-collections` and `/wp/v2/font-collections/{slug}`: the font collections the
 * server ships, as WordPress's font collections controller answers (paged list, 404
 * `rest_font_collection_not_found`), their file and preview URLs absolute on this site.
 */
export const fontCollectionsRoutes: RestRoute[] = [
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/font-collections',
    permission: checkFontCollectionsPermission,
    args: { ...paginationArgs(), context: contextArg },
    handler: (request) => {
      const collections = request.app.fontCollections.list();
      const page = Number(request.params.page);
      const perPage = Number(request.params.per_page);
      assertPageInRange(page, perPage, collections.length);
      const { offset, limit } = pageWindow(page, perPage);
      return {
        body: collections
          .slice(offset, limit === undefined ? undefined : offset + limit)
          .map((collection) => present(request, collection)),
        headers: totalHeaders(collections.length, perPage),
      };
    },
  },
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/font-collections/:slug',
    permission: checkFontCollectionsPermission,
    args: { context: contextArg },
    handler: (request) => {
      const collection = request.app.fontCollections.get(String(request.params.slug));
      if (!collection) {
        throw new AppError('rest_font_collection_not_found', 'Font collection not found.', 404);
      }
      return { body: present(request, collection) };
    },
  },
];
