import type { PostRow } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { siteOrigin } from '../../http/site-url.js';
import { canEditPost, denied } from '../../posts/post-access.js';
import { findPost } from '../../posts/post-query.js';
import { listRevisions, REVISION_TYPE } from '../../posts/post-revisions.js';
import type { PostTypeConfig } from '../../posts/post-type-config.js';
import { renderContent, renderExcerpt } from '../../posts/render-content.js';
import { contextArg, type RestContext, requestContext } from '../context-arg.js';
import { assertPageInRange, pageWindow, paginationArgs, totalHeaders } from '../pagination.js';
import type { RestRequest, RestRoute } from '../router.js';
import { pathId } from './post-item.js';
import { collectionUrl } from './post-links.js';

/** A revision as `/wp/v2/{type}/{id}/revisions` shows it. */
function presentRevision(
  config: PostTypeConfig,
  row: PostRow,
  origin: string,
  context: RestContext,
) {
  const edit = context === 'edit';
  const parentUrl = `${collectionUrl(origin, config)}/${row.parent}`;
  return {
    author: row.author,
    date: row.date,
    date_gmt: row.date_gmt,
    id: row.id,
    modified: row.modified,
    modified_gmt: row.modified_gmt,
    parent: row.parent,
    slug: row.slug,
    guid: {
      ...(edit ? { raw: `${origin}/?p=${row.id}` } : {}),
      rendered: `${origin}/?p=${row.id}`,
    },
    title: { ...(edit ? { raw: row.title } : {}), rendered: row.title },
    content: { ...(edit ? { raw: row.content } : {}), rendered: renderContent(row.content) },
    excerpt: {
      ...(edit ? { raw: row.excerpt } : {}),
      rendered: renderExcerpt(row.excerpt, row.content),
    },
    _links: { parent: [{ href: parentUrl }] },
  };
}

/** The record whose revisions are asked for; only people who may edit it may read them. */
async function loadParent(config: PostTypeConfig, request: RestRequest): Promise<PostRow> {
  const parent = await findPost(request.app.db, config.type, pathId(request, 'parent'));
  if (!parent) throw new AppError('rest_post_invalid_parent', 'Invalid post parent ID.', 404);
  if (!canEditPost(request.auth, config, parent)) {
    throw denied(
      request.auth,
      'rest_cannot_read',
      'Sorry, you are not allowed to view revisions of this post.',
    );
  }
  return parent;
}

/** `/wp/v2/{restBase}/{parent}/revisions` and `/…/revisions/{id}`: the stored history of an item. */
export function revisionRoutes(config: PostTypeConfig): RestRoute[] {
  const base = `/${config.restBase}/:parent/revisions`;
  return [
    {
      method: 'GET',
      namespace: 'wp/v2',
      path: base,
      permission: 'logged_in',
      args: { context: contextArg, ...paginationArgs({ allowAll: true }) },
      handler: async (request) => {
        const parent = await loadParent(config, request);
        const all = await listRevisions(request.app.db, parent.id);
        const page = Number(request.params.page);
        const perPage = Number(request.params.per_page);
        const { offset, limit } = pageWindow(page, perPage);
        assertPageInRange(page, perPage, all.length);
        const rows = limit === undefined ? all : all.slice(offset, offset + limit);
        const origin = siteOrigin(request.raw);
        return {
          body: rows.map((row) => presentRevision(config, row, origin, requestContext(request))),
          headers: totalHeaders(all.length, perPage),
        };
      },
    },
    {
      method: 'GET',
      namespace: 'wp/v2',
      path: `${base}/:id`,
      permission: 'logged_in',
      args: { context: contextArg },
      handler: async (request) => {
        const parent = await loadParent(config, request);
        const revision = await findPost(request.app.db, REVISION_TYPE, pathId(request));
        if (!revision || revision.parent !== parent.id) {
          throw new AppError('rest_post_invalid_id', 'Invalid revision ID.', 404);
        }
        return {
          body: presentRevision(config, revision, siteOrigin(request.raw), requestContext(request)),
        };
      },
    },
  ];
}
