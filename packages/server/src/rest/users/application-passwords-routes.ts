import {
  createApplicationPassword,
  deleteApplicationPassword,
  listApplicationPasswords,
} from '../../auth/application-passwords.js';
import { can } from '../../auth/current-user.js';
import { AppError, forbidden, notLoggedIn } from '../../errors/app-error.js';
import { findUserById } from '../../users/user-store.js';
import type { RestRequest, RestRoute } from '../router.js';

/** Resolves `me` or a numeric id; people manage their own passwords, edit_users manages all. */
async function targetUserId(request: RestRequest): Promise<number> {
  const user = request.auth.user;
  if (!user) throw notLoggedIn();
  const raw = String(request.params.user_id);
  const id = raw === 'me' ? user.id : Number(raw);
  if (!Number.isInteger(id) || id <= 0 || !(await findUserById(request.app.db, id))) {
    throw new AppError('rest_user_invalid_id', 'Invalid user ID.', 404);
  }
  if (id !== user.id && !can(request.auth, 'edit_users'))
    throw forbidden('Sorry, you are not allowed to manage application passwords for this user.');
  return id;
}

function present(row: {
  uuid: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
  last_ip: string | null;
}) {
  return {
    uuid: row.uuid,
    app_id: '',
    name: row.name,
    created: row.created_at,
    last_used: row.last_used_at,
    last_ip: row.last_ip,
  };
}

/** `/wp/v2/users/{id|me}/application-passwords`: passwords for API clients (HTTP Basic). */
export const applicationPasswordsRoutes: RestRoute[] = [
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/users/:user_id/application-passwords',
    permission: 'logged_in',
    handler: async (request) => {
      const id = await targetUserId(request);
      return { body: (await listApplicationPasswords(request.app.db, id)).map(present) };
    },
  },
  {
    method: 'POST',
    namespace: 'wp/v2',
    path: '/users/:user_id/application-passwords',
    permission: 'logged_in',
    args: {
      name: {
        type: 'string',
        required: true,
        minLength: 1,
        maxLength: 100,
        description: 'The name of the application password.',
      },
    },
    handler: async (request) => {
      const id = await targetUserId(request);
      const created = await createApplicationPassword(
        request.app.db,
        id,
        String(request.params.name),
      );
      return {
        status: 201,
        body: {
          uuid: created.uuid,
          app_id: '',
          name: created.name,
          created: created.created,
          last_used: null,
          last_ip: null,
          password: created.password,
        },
      };
    },
  },
  {
    method: 'DELETE',
    namespace: 'wp/v2',
    path: '/users/:user_id/application-passwords/:uuid',
    permission: 'logged_in',
    handler: async (request) => {
      const id = await targetUserId(request);
      const deleted = await deleteApplicationPassword(
        request.app.db,
        id,
        String(request.params.uuid),
      );
      if (!deleted)
        throw new AppError(
          'application_password_not_found',
          'Could not find an application password with that id.',
          404,
        );
      return { body: { deleted: true, previous: { uuid: request.params.uuid } } };
    },
  },
];
