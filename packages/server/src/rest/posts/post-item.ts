import type { RestPost, RestPostSummary } from '@atelier/blocks/rest';
import type { AuthState } from '../../auth/current-user.js';
import { can } from '../../auth/current-user.js';
import type { PostRow } from '../../db/schema.js';
import { rowEtag } from '../../db/versioned-writes.js';
import { AppError, noRoute } from '../../errors/app-error.js';
import { siteOrigin } from '../../http/site-url.js';
import { denied } from '../../posts/post-access.js';
import { loadPostContextData } from '../../posts/post-context-data.js';
import { findPost } from '../../posts/post-query.js';
import type { PostTypeConfig } from '../../posts/post-type-config.js';
import { listTerms } from '../../terms/term-query.js';
import { withBlockIdsField } from '../block-ids-field.js';
import { requestContext } from '../context-arg.js';
import type { RestRequest, RestResponse } from '../router.js';
import { embedFetcher, embedItem, embedRequest } from './embed-links.js';
import { MAX_ID } from './list-params.js';
import { postLinks } from './post-links.js';
import { presentPost } from './present-post.js';

/** A numeric path parameter; anything else is not a route (as WordPress's `[\d]+` pattern). */
export function pathId(request: RestRequest, name = 'id'): number {
  const raw = String(request.params[name] ?? '');
  if (!/^\d+$/.test(raw)) throw noRoute();
  const id = Number(raw);
  // Beyond what the column holds: no record can have it.
  return id > MAX_ID ? 0 : id;
}

/** The record the path names, or 404 `rest_post_invalid_id`. */
export async function loadItem(config: PostTypeConfig, request: RestRequest): Promise<PostRow> {
  const row = await findPost(request.app.db, config.type, pathId(request));
  if (!row) throw new AppError('rest_post_invalid_id', config.invalidIdMessage, 404);
  return row;
}

/** Route permission: the user may write items of the type at all (401 / 403 otherwise). */
export function typeCapability(
  config: PostTypeConfig,
  cap: 'edit' | 'delete',
  code: string,
  message: string,
) {
  return (request: RestRequest) => {
    if (!can(request.auth, config.caps[cap])) throw denied(request.auth, code, message);
  };
}

/** Route permission for reading: types with a read capability need it; others are public. */
export function readPermission(config: PostTypeConfig) {
  return (request: RestRequest) => {
    const cap = config.caps.read;
    if (cap && !can(request.auth, cap)) {
      throw denied(request.auth, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
    }
    assertContextAllowed(config, request.auth, request);
  };
}

/** `context=edit` needs the type's edit capability. */
export function assertContextAllowed(
  config: PostTypeConfig,
  auth: AuthState,
  request: RestRequest,
): void {
  if (requestContext(request) === 'edit' && !can(auth, config.caps.edit)) {
    throw denied(
      auth,
      'rest_forbidden_context',
      'Sorry, you are not allowed to edit posts in this post type.',
    );
  }
}

/** The names and slugs of the terms a batch of records carries, one query per taxonomy. */
async function termSlugs(
  request: RestRequest,
  data: Awaited<ReturnType<typeof loadPostContextData>>,
): Promise<Map<number, { name: string; slug: string }>> {
  const idsByTaxonomy = new Map<string, Set<number>>();
  for (const byTaxonomy of data.terms.values()) {
    for (const [taxonomy, ids] of byTaxonomy) {
      const set = idsByTaxonomy.get(taxonomy) ?? new Set<number>();
      for (const id of ids) set.add(id);
      idsByTaxonomy.set(taxonomy, set);
    }
  }
  const slugs = new Map<number, { name: string; slug: string }>();
  for (const [taxonomy, ids] of idsByTaxonomy) {
    const { rows } = await listTerms(request.app.db, {
      taxonomy,
      include: [...ids],
      hideEmpty: false,
      orderby: 'id',
      order: 'asc',
      offset: 0,
      limit: undefined,
    });
    for (const row of rows) slugs.set(row.id, { name: row.name, slug: row.slug });
  }
  return slugs;
}

/** Presents records for a response, embedding linked resources when `_embed` asks. */
export async function presentRows(
  config: PostTypeConfig,
  request: RestRequest,
  rows: PostRow[],
  context = requestContext(request),
): Promise<(RestPost | RestPostSummary)[]> {
  const data = await loadPostContextData(request.app.db, config, rows);
  const origin = siteOrigin(request.raw);
  const password =
    typeof request.params.password === 'string' ? request.params.password : undefined;
  const slugs = context === 'embed' ? undefined : await termSlugs(request, data);
  const options = { origin, context, password, termSlugs: slugs };
  const wanted = embedRequest(request);
  const presented = rows.map((row) => presentPost(config, row, data, options));
  const bodies =
    context === 'edit'
      ? await withBlockIdsField(
          request,
          presented,
          rows.map((row) => ({
            kind: row.type,
            id: String(row.id),
            version: rowEtag(row),
            content: row.content,
          })),
        )
      : presented;
  if (!wanted) return bodies;
  const fetcher = embedFetcher(request);
  const links = rows.map((row) => postLinks(origin, config, row, data));
  if (wanted === 'all' || wanted.has('author')) {
    // The authors of a list in one request, not one per author.
    await fetcher.prefetchUsers(
      links.flatMap((link) => (link.author ?? []).filter((e) => e.embeddable).map((e) => e.href)),
    );
  }
  return Promise.all(
    bodies.map((body, index) => embedItem(body, links[index] ?? {}, wanted, fetcher.fetch)),
  );
}

/** One record as a response, with its ETag for the next conditional write. */
export async function itemResponse(
  config: PostTypeConfig,
  request: RestRequest,
  row: PostRow,
  options: { status?: number; context?: 'view' | 'edit' } = {},
): Promise<RestResponse> {
  const [body] = await presentRows(
    config,
    request,
    [row],
    options.context ?? requestContext(request),
  );
  return { status: options.status ?? 200, body, headers: { ETag: rowEtag(row) } };
}
