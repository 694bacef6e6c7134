import { can } from '../../auth/current-user.js';
import { siteOrigin } from '../../http/site-url.js';
import { canEditPost, canReadPost, denied, WRITABLE_STATUSES } from '../../posts/post-access.js';
import { deletePostForGood, trashPost } from '../../posts/post-deletion.js';
import { storedDate } from '../../posts/post-input.js';
import { createPost, updatePost } from '../../posts/post-operations.js';
import { listPosts, type PostOrderBy } from '../../posts/post-query.js';
import type { PostTypeConfig } from '../../posts/post-type-config.js';
import { type IdFilters, stickyIdFilters, stickyPostIds } from '../../posts/sticky-posts.js';
import type { ArgsSchema } from '../../schema/arg-schema.js';
import { clientVersion } from '../client-version.js';
import { contextArg, requestContext } from '../context-arg.js';
import { assertPageInRange, pageWindow, totalHeaders } from '../pagination.js';
import type { RestRequest, RestRoute } from '../router.js';
import { UPDATE_METHODS } from '../update-methods.js';
import { numberList, textList, withoutNul } from './list-params.js';
import { collectionArgs, readPostInput, writeArgs } from './post-args.js';
import {
  assertContextAllowed,
  itemResponse,
  loadItem,
  presentRows,
  readPermission,
  typeCapability,
} from './post-item.js';
import { revisionRoutes } from './revision-routes.js';

/** The list's `include` / `exclude`, narrowed by the `sticky` filter where the type has it. */
async function idFilters(config: PostTypeConfig, request: RestRequest): Promise<IdFilters> {
  const { params } = request;
  const filters = { include: numberList(params.include), exclude: numberList(params.exclude) };
  if (!config.supports.sticky || typeof params.sticky !== 'boolean') return filters;
  return stickyIdFilters(filters, await stickyPostIds(request.app.db), params.sticky);
}

async function listItems(config: PostTypeConfig, request: RestRequest) {
  const { auth, params } = request;
  const sent = Array.isArray(params.status) ? params.status.map(String) : ['publish'];
  const statuses = sent.includes('any') ? [...WRITABLE_STATUSES] : sent;
  if (statuses.some((s) => s !== 'publish') && !can(auth, config.caps.edit)) {
    throw denied(auth, 'rest_forbidden_status', 'Status is forbidden.');
  }
  const page = Number(params.page);
  const perPage = Number(params.per_page);
  const window = pageWindow(page, perPage);
  const { include, exclude } = await idFilters(config, request);
  const { rows, total } = await listPosts(request.app.db, {
    type: config.type,
    statuses,
    search: typeof params.search === 'string' ? withoutNul(params.search) || undefined : undefined,
    searchProtected: can(auth, config.caps.editOthers),
    dialect: request.app.dialect,
    authors: numberList(params.author),
    authorExclude: numberList(params.author_exclude),
    parents: numberList(params.parent),
    parentExclude: numberList(params.parent_exclude),
    include,
    exclude,
    slugs: textList(params.slug),
    terms: config.taxonomies.map(({ field }) => ({
      ids: numberList(params[field]),
      exclude: numberList(params[`${field}_exclude`]),
    })),
    after: typeof params.after === 'string' ? storedDate(params.after, 'after') : undefined,
    before: typeof params.before === 'string' ? storedDate(params.before, 'before') : undefined,
    unpublishedOnlyBy: can(auth, config.caps.editOthers) ? undefined : (auth.user?.id ?? 0),
    orderby: params.orderby as PostOrderBy,
    order: params.order === 'asc' ? 'asc' : 'desc',
    ...window,
  });
  assertPageInRange(page, perPage, total);
  return { body: await presentRows(config, request, rows), headers: totalHeaders(total, perPage) };
}

async function getItem(config: PostTypeConfig, request: RestRequest) {
  const row = await loadItem(config, request);
  if (!canReadPost(request.auth, config, row)) {
    throw denied(request.auth, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
  }
  if (requestContext(request) === 'edit' && !canEditPost(request.auth, config, row)) {
    throw denied(
      request.auth,
      'rest_forbidden_context',
      'Sorry, you are not allowed to edit this post.',
    );
  }
  return itemResponse(config, request, row);
}

/**
 * The REST routes of one post type (`/wp/v2/{restBase}`): list, create, get, update, delete
 * (trash, or `force` for good) and, where the type keeps them, revisions.
 */
export function postTypeRoutes(config: PostTypeConfig): RestRoute[] {
  const base = `/${config.restBase}`;
  const item = `${base}/:id`;
  const ns = 'wp/v2';
  const updateArgs: ArgsSchema = { ...writeArgs(config), context: contextArg };
  const update: RestRoute = {
    method: UPDATE_METHODS,
    namespace: ns,
    path: item,
    permission: typeCapability(
      config,
      'edit',
      'rest_cannot_edit',
      'Sorry, you are not allowed to edit this post.',
    ),
    args: updateArgs,
    handler: async (request) => {
      const row = await loadItem(config, request);
      const input = readPostInput(config, request.params);
      const saved = await updatePost(
        request.app,
        config,
        request.auth,
        row,
        input,
        clientVersion(request),
      );
      return itemResponse(config, request, saved, { context: 'edit' });
    },
  };
  const routes: RestRoute[] = [
    {
      method: 'GET',
      namespace: ns,
      path: base,
      permission: readPermission(config),
      args: collectionArgs(config),
      handler: (request) => listItems(config, request),
    },
    {
      method: 'POST',
      namespace: ns,
      path: base,
      permission: typeCapability(
        config,
        'edit',
        'rest_cannot_create',
        'Sorry, you are not allowed to create posts as this user.',
      ),
      args: writeArgs(config),
      handler: async (request) => {
        const row = await createPost(
          request.app,
          config,
          request.auth,
          readPostInput(config, request.params),
        );
        const response = await itemResponse(config, request, row, { status: 201, context: 'edit' });
        const origin = siteOrigin(request.raw);
        return {
          ...response,
          headers: { ...response.headers, Location: `${origin}/wp-json/${ns}${base}/${row.id}` },
        };
      },
    },
    {
      method: 'GET',
      namespace: ns,
      path: item,
      permission: readPermission(config),
      args: {
        context: contextArg,
        password: {
          type: 'string',
          description: 'The password for the item if it is password protected.',
        },
      },
      handler: (request) => getItem(config, request),
    },
    update,
    {
      method: 'DELETE',
      namespace: ns,
      path: item,
      permission: typeCapability(
        config,
        'delete',
        'rest_cannot_delete',
        'Sorry, you are not allowed to delete this post.',
      ),
      args: {
        force: {
          type: 'boolean',
          default: false,
          description: 'Whether to bypass Trash and force deletion.',
        },
      },
      handler: async (request) => {
        const row = await loadItem(config, request);
        assertContextAllowed(config, request.auth, request);
        if (request.params.force === true) {
          const [previous] = await presentRows(config, request, [row], 'edit');
          await deletePostForGood(request.app, config, request.auth, row, clientVersion(request));
          return { body: { deleted: true, previous } };
        }
        const trashed = await trashPost(
          request.app,
          config,
          request.auth,
          row,
          clientVersion(request),
        );
        return itemResponse(config, request, trashed, { context: 'edit' });
      },
    },
  ];
  if (config.supports.revisions) routes.push(...revisionRoutes(config));
  return routes;
}
