import { type Capability, ROLE_CAPABILITIES, ROLES } from '../../auth/capabilities.js';
import { type AuthState, can } from '../../auth/current-user.js';
import { AppError } from '../../errors/app-error.js';
import { siteOrigin } from '../../http/site-url.js';
import { denied } from '../../posts/post-access.js';
import {
  listUsers,
  USER_ORDERBY,
  type UserOrderBy,
  userHasPublishedPosts,
} from '../../users/user-query.js';
import { findUserById } from '../../users/user-store.js';
import { contextArg, requestContext } from '../context-arg.js';
import { assertPageInRange, pageWindow, paginationArgs, totalHeaders } from '../pagination.js';
import { idListArg, MAX_ID, numberList, textList, withoutNul } from '../posts/list-params.js';
import type { RestRequest, RestRoute } from '../router.js';
import { presentUser } from './present-user.js';
import { readUserMeta } from './user-meta-fields.js';

/** Roles whose bundle holds at least one of the capabilities. */
function rolesHolding(capabilities: string[]): string[] {
  return ROLES.filter((role) =>
    capabilities.some((cap) => ROLE_CAPABILITIES[role].has(cap as Capability)),
  );
}

function intersect(a: string[] | undefined, b: string[]): string[] {
  return a === undefined ? b : a.filter((x) => b.includes(x));
}

/** The checks WordPress makes before listing users; only `list_users` sees everyone. */
function assertListAllowed(auth: AuthState, params: Record<string, unknown>): void {
  const listUsersCap = can(auth, 'list_users');
  const refuse = (code: string, message: string) => denied(auth, code, message);
  if (params.context === 'edit' && !listUsersCap) {
    throw refuse('rest_forbidden_context', 'Sorry, you are not allowed to list users.');
  }
  if (params.per_page === -1 && !listUsersCap) {
    throw new AppError('rest_invalid_param', 'Invalid parameter(s): per_page', 400, {
      params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' },
    });
  }
  if ((params.orderby === 'email' || params.orderby === 'registered_date') && !listUsersCap) {
    throw refuse(
      'rest_forbidden_orderby',
      'Sorry, you are not allowed to order users by this parameter.',
    );
  }
  if (params.who === 'authors' && !can(auth, 'edit_posts')) {
    throw refuse(
      'rest_forbidden_who',
      'Sorry, you are not allowed to query users by this parameter.',
    );
  }
  if (params.roles !== undefined && !listUsersCap) {
    throw refuse('rest_user_cannot_view', 'Sorry, you are not allowed to filter users by role.');
  }
  if (params.capabilities !== undefined && !listUsersCap) {
    throw refuse(
      'rest_user_cannot_view',
      'Sorry, you are not allowed to filter users by capability.',
    );
  }
}

async function listHandler(request: RestRequest) {
  const { auth, params } = request;
  assertListAllowed(auth, params);
  let roles: string[] | undefined = textList(params.roles);
  const capabilities = textList(params.capabilities);
  if (capabilities) roles = intersect(roles, rolesHolding(capabilities));
  if (params.who === 'authors') roles = intersect(roles, rolesHolding(['edit_posts']));
  const page = Number(params.page);
  const perPage = Number(params.per_page);
  const listAll = can(auth, 'list_users');
  const { rows, total } = await listUsers(request.app.db, {
    search: typeof params.search === 'string' ? withoutNul(params.search) || undefined : undefined,
    searchEmail: listAll,
    include: numberList(params.include),
    exclude: numberList(params.exclude),
    slugs: textList(params.slug),
    roles,
    publishedOnly: !listAll && params.who !== 'authors',
    orderby: params.orderby as UserOrderBy,
    order: params.order === 'desc' ? 'desc' : 'asc',
    ...pageWindow(page, perPage),
  });
  assertPageInRange(page, perPage, total);
  const origin = siteOrigin(request.raw);
  const context = requestContext(request);
  return {
    body: await Promise.all(
      rows.map(async (row) =>
        presentUser(row, origin, context, await readUserMeta(request.app.db, row.id, context)),
      ),
    ),
    headers: totalHeaders(total, perPage),
  };
}

async function getHandler(request: RestRequest) {
  const raw = String(request.params.id);
  const id = /^\d+$/.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : 0;
  const row = id > 0 ? await findUserById(request.app.db, id) : undefined;
  if (!row) throw new AppError('rest_user_invalid_id', 'Invalid user ID.', 404);
  const { auth } = request;
  const self = auth.user?.id === row.id;
  if (requestContext(request) === 'edit' && !self && !can(auth, 'edit_users')) {
    throw denied(auth, 'rest_forbidden_context', 'Sorry, you are not allowed to edit this user.');
  }
  if (!self && !can(auth, 'list_users') && !(await userHasPublishedPosts(request.app.db, row.id))) {
    throw denied(auth, 'rest_user_cannot_view', 'Sorry, you are not allowed to list users.');
  }
  const context = requestContext(request);
  const meta = await readUserMeta(request.app.db, row.id, context);
  return { body: presentUser(row, siteOrigin(request.raw), context, meta) };
}

/** `/wp/v2/users` (list, with the author and capability filters) and `/wp/v2/users/{id}`. */
export const usersRoutes: RestRoute[] = [
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/users',
    permission: 'public',
    args: {
      context: contextArg,
      ...paginationArgs({ allowAll: true }),
      search: { type: 'string', description: 'Limit results to those matching a string.' },
      exclude: idListArg('Ensure result set excludes specific IDs.'),
      include: idListArg('Limit result set to specific IDs.'),
      order: {
        type: 'string',
        enum: ['asc', 'desc'],
        default: 'asc',
        description: 'Order sort attribute ascending or descending.',
      },
      orderby: {
        type: 'string',
        enum: USER_ORDERBY,
        default: 'name',
        description: 'Sort collection by user attribute.',
      },
      slug: {
        type: 'array',
        items: { type: 'string' },
        description: 'Limit result set to users with one or more specific slugs.',
      },
      roles: {
        type: 'array',
        items: { type: 'string' },
        description: 'Limit result set to users matching at least one specific role provided.',
      },
      capabilities: {
        type: 'array',
        items: { type: 'string' },
        description:
          'Limit result set to users matching at least one specific capability provided.',
      },
      who: {
        type: 'string',
        enum: ['authors'],
        description: 'Limit result set to users who are considered authors.',
      },
    },
    handler: listHandler,
  },
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/users/:id',
    permission: 'public',
    args: { context: contextArg },
    handler: getHandler,
  },
];
