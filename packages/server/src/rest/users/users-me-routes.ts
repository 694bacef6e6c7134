import { notLoggedIn } from '../../errors/app-error.js';
import { siteOrigin } from '../../http/site-url.js';
import { updateOwnProfile } from '../../users/user-changes.js';
import { findUserById } from '../../users/user-store.js';
import { contextArg, requestContext } from '../context-arg.js';
import type { RestRequest, RestRoute } from '../router.js';
import { presentUser } from './present-user.js';
import { readUserMeta } from './user-meta-fields.js';

async function respondWithMe(request: RestRequest) {
  const id = request.auth.user?.id;
  const row = id === undefined ? undefined : await findUserById(request.app.db, id);
  if (!row) throw notLoggedIn();
  const context = requestContext(request);
  const meta = await readUserMeta(request.app.db, row.id, context);
  return { body: presentUser(row, siteOrigin(request.raw), context, meta) };
}

/** `/wp/v2/users/me`: the current user; POST updates their name, description and preferences. */
export const usersMeRoutes: RestRoute[] = [
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/users/me',
    permission: 'logged_in',
    args: { context: contextArg },
    handler: respondWithMe,
  },
  {
    method: 'POST',
    namespace: 'wp/v2',
    path: '/users/me',
    permission: 'logged_in',
    args: {
      name: {
        type: 'string',
        minLength: 1,
        maxLength: 250,
        description: 'Display name for the user.',
      },
      description: { type: 'string', description: 'Description of the user.' },
      meta: {
        type: 'object',
        description: 'Meta fields.',
        properties: {
          persisted_preferences: {
            type: 'object',
            description: 'Editor preferences, by scope.',
            additionalProperties: true,
          },
        },
        additionalProperties: false,
      },
    },
    handler: async (request) => {
      const user = request.auth.user;
      if (!user) throw notLoggedIn();
      const meta = request.params.meta as Record<string, unknown> | undefined;
      await updateOwnProfile(request.app.db, user.id, {
        displayName: typeof request.params.name === 'string' ? request.params.name : undefined,
        description:
          typeof request.params.description === 'string' ? request.params.description : undefined,
        preferences: meta?.persisted_preferences,
      });
      return respondWithMe({ ...request, params: { ...request.params, context: 'edit' } });
    },
  },
];
