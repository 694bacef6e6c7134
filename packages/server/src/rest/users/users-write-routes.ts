import { ROLES } from '../../auth/capabilities.js';
import { type AuthState, can } from '../../auth/current-user.js';
import type { UserRow } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { siteOrigin } from '../../http/site-url.js';
import { denied } from '../../posts/post-access.js';
import { deleteUser } from '../../users/delete-user.js';
import { checkRoleChange } from '../../users/role-rules.js';
import {
  isLastAdministrator,
  LAST_ADMIN,
  newUserConflict,
  type UserChangeProblem,
  updateUser,
} from '../../users/user-changes.js';
import { isValidUserSlug, passwordProblem, usernameProblem } from '../../users/user-input.js';
import { createUser, findUserById, userSlug } from '../../users/user-store.js';
import { MAX_ID } from '../posts/list-params.js';
import type { RestRequest, RestResponse, RestRoute } from '../router.js';
import { UPDATE_METHODS } from '../update-methods.js';
import { presentUser } from './present-user.js';
import { userFieldArgs } from './user-args.js';
import { readUserMeta } from './user-meta-fields.js';

const invalidId = () => new AppError('rest_user_invalid_id', 'Invalid user ID.', 404);

function fail(problem: { code: string; message: string; status?: number }): AppError {
  return new AppError(problem.code, problem.message, problem.status ?? 400);
}

/** The user a `/users/{id|me}` request is about; 404 `rest_user_invalid_id` when there is none. */
async function targetUser(request: RestRequest): Promise<UserRow> {
  const raw = String(request.params.id ?? 'me');
  const id =
    raw === 'me'
      ? (request.auth.user?.id ?? 0)
      : /^\d+$/.test(raw) && Number(raw) <= MAX_ID
        ? Number(raw)
        : 0;
  if (raw === 'me' && id === 0) {
    throw new AppError('rest_not_logged_in', 'You are not currently logged in.', 401);
  }
  const row = id > 0 ? await findUserById(request.app.db, id) : undefined;
  if (!row) throw invalidId();
  return row;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function requestedRoles(params: Record<string, unknown>): string[] | undefined {
  const roles = params.roles;
  if (roles === undefined) return undefined;
  if (Array.isArray(roles)) return roles.map(String);
  return String(roles)
    .split(',')
    .map((role) => role.trim())
    .filter((role) => role !== '');
}

function chosenRole(auth: AuthState, roles: string[], self: boolean) {
  const result = checkRoleChange({
    actorCapabilities: auth.user?.capabilities ?? new Set(),
    self,
    requested: roles,
  });
  if ('problem' in result) {
    const { problem } = result;
    throw new AppError(
      problem.code,
      problem.message,
      problem.status,
      problem.code === 'rest_invalid_param'
        ? { params: { roles: 'roles must contain exactly 1 item.' } }
        : {},
    );
  }
  return result.role;
}

async function respond(request: RestRequest, row: UserRow, status = 200): Promise<RestResponse> {
  const origin = siteOrigin(request.raw);
  const meta = await readUserMeta(request.app.db, row.id, 'edit');
  return {
    status,
    body: presentUser(row, origin, 'edit', meta),
    ...(status === 201 ? { headers: { Location: `${origin}/wp-json/wp/v2/users/${row.id}` } } : {}),
  };
}

/** Parameters that are not about the user's fields (they do not make a roles-only change wider). */
const NON_FIELD_PARAMS = new Set(['id', 'roles', 'context', '_fields', '_wpnonce', '_method']);

/** WordPress's update check: `promote_users` to change roles, oneself or `edit_users` for the rest. */
async function assertCanEdit(request: RestRequest): Promise<void> {
  const { auth } = request;
  if (!auth.user)
    throw denied(auth, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this user.');
  const row = await targetUser(request);
  const roles = requestedRoles(request.params);
  if (roles !== undefined && roles.length > 0) {
    if (!can(auth, 'promote_users')) {
      throw denied(
        auth,
        'rest_cannot_edit_roles',
        'Sorry, you are not allowed to edit roles of this user.',
      );
    }
    const onlyRoles = Object.keys(request.params).every((key) => NON_FIELD_PARAMS.has(key));
    if (onlyRoles) return;
  }
  if (row.id !== auth.user.id && !can(auth, 'edit_users')) {
    throw denied(auth, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this user.');
  }
}

async function createHandler(request: RestRequest): Promise<RestResponse> {
  const { params, auth, app } = request;
  const username = String(params.username);
  const email = String(params.email);
  const password = String(params.password);
  const problem = usernameProblem(username) ?? passwordProblem(password);
  if (problem) throw fail(problem);
  const roles = requestedRoles(params);
  const role = roles && roles.length > 0 ? chosenRole(auth, roles, false) : 'subscriber';
  const slug = text(params.slug);
  const input = {
    username,
    email,
    password,
    role,
    displayName: text(params.name) ?? username,
    description: text(params.description) ?? '',
    url: text(params.url) ?? '',
    ...(slug !== undefined ? { slug: userSlug(slug) } : {}),
  };
  const conflictBefore = await newUserConflict(app.db, username, email);
  if (conflictBefore) throw fail(conflictBefore);
  let id: number;
  try {
    id = await createUser(app.db, input);
  } catch (error) {
    // Two requests for the same login at once: the second meets the unique index.
    const conflictAfter = await newUserConflict(app.db, username, email);
    if (conflictAfter) throw fail(conflictAfter);
    throw error;
  }
  const row = await findUserById(app.db, id);
  if (!row) throw invalidId();
  return respond(request, row, 201);
}

async function updateHandler(request: RestRequest): Promise<RestResponse> {
  const { params, auth, app } = request;
  const row = await targetUser(request);
  const self = auth.user?.id === row.id;
  const username = text(params.username);
  if (username !== undefined && username !== row.username) {
    throw new AppError('rest_user_invalid_argument', 'Username is not editable.', 400);
  }
  const password = text(params.password);
  const badPassword = password === undefined ? null : passwordProblem(password);
  if (badPassword) throw fail(badPassword);
  const slug = text(params.slug);
  if (slug !== undefined && !isValidUserSlug(slug)) {
    throw new AppError('rest_user_invalid_slug', 'Invalid slug.', 400);
  }
  const roles = requestedRoles(params);
  const role = roles && roles.length > 0 ? chosenRole(auth, roles, self) : undefined;
  const problem: UserChangeProblem | null = await updateUser(
    app.db,
    row.id,
    {
      email: text(params.email),
      displayName: text(params.name),
      url: text(params.url),
      description: text(params.description),
      slug,
      password,
      role,
    },
    auth.session?.id ?? null,
  );
  if (problem) throw fail(problem);
  return respond(request, (await findUserById(app.db, row.id)) ?? row);
}

async function assertCanDelete(request: RestRequest): Promise<void> {
  const { auth } = request;
  if (!auth.user) {
    throw denied(
      auth,
      'rest_user_cannot_delete',
      'Sorry, you are not allowed to delete this user.',
    );
  }
  await targetUser(request);
  if (!can(auth, 'delete_users')) {
    throw denied(
      auth,
      'rest_user_cannot_delete',
      'Sorry, you are not allowed to delete this user.',
    );
  }
}

async function deleteHandler(request: RestRequest): Promise<RestResponse> {
  const { params, app } = request;
  const row = await targetUser(request);
  if (params.force !== true) {
    throw new AppError(
      'rest_trash_not_supported',
      "Users do not support trashing. Set 'force=true' to delete.",
      501,
    );
  }
  const reassign = params.reassign;
  if (reassign === true) {
    throw new AppError('rest_invalid_param', 'Invalid user parameter(s).', 400);
  }
  const reassignTo = typeof reassign === 'number' && reassign > 0 ? reassign : null;
  if (reassignTo !== null && (reassignTo === row.id || !(await findUserById(app.db, reassignTo)))) {
    throw new AppError('rest_user_invalid_reassign', 'Invalid user ID for reassignment.', 400);
  }
  if (await isLastAdministrator(app.db, row)) throw fail(LAST_ADMIN);
  const meta = await readUserMeta(app.db, row.id, 'edit');
  const previous = presentUser(row, siteOrigin(request.raw), 'edit', meta);
  await deleteUser(app, row.id, reassignTo);
  return { body: { deleted: true, previous } };
}

const deleteArgs = {
  force: {
    type: 'boolean' as const,
    default: false,
    description: 'Required to be true, as users do not support trashing.',
  },
  reassign: {
    type: ['integer' as const, 'boolean' as const],
    required: true,
    minimum: 0,
    maximum: MAX_ID,
    description: "Reassign the deleted user's posts and links to this user ID.",
  },
};

/** Creating, editing and deleting users: `/wp/v2/users`, `/wp/v2/users/{id}`, `/wp/v2/users/me`. */
export const usersWriteRoutes: RestRoute[] = [
  {
    method: 'POST',
    namespace: 'wp/v2',
    path: '/users',
    permission: (request) => {
      if (!can(request.auth, 'create_users')) {
        throw denied(
          request.auth,
          'rest_cannot_create_user',
          'Sorry, you are not allowed to create new users.',
        );
      }
    },
    args: userFieldArgs(true),
    description: `Needs create_users; roles (one of ${ROLES.join(', ')}) need a role the caller could hold.`,
    handler: createHandler,
  },
  {
    method: UPDATE_METHODS,
    namespace: 'wp/v2',
    path: '/users/:id',
    permission: assertCanEdit,
    args: userFieldArgs(false),
    handler: updateHandler,
  },
  {
    method: 'DELETE',
    namespace: 'wp/v2',
    path: '/users/:id',
    permission: assertCanDelete,
    args: deleteArgs,
    handler: deleteHandler,
  },
  {
    method: 'DELETE',
    namespace: 'wp/v2',
    path: '/users/me',
    permission: assertCanDelete,
    args: deleteArgs,
    handler: deleteHandler,
  },
];
