import { sql } from 'kysely';
import type { Role } from '../auth/capabilities.js';
import { hashPassword } from '../auth/passwords.js';
import { bumpContentVersion } from '../db/content-version.js';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import type { UserInputProblem } from './user-input.js';
import { setUserMeta } from './user-store.js';

/** Profile fields a user update may change (each left alone when undefined). */
export interface UserChanges {
  email?: string | undefined;
  displayName?: string | undefined;
  url?: string | undefined;
  description?: string | undefined;
  slug?: string | undefined;
  password?: string | undefined;
  role?: Role | undefined;
}

/** Why a user change was refused. */
export type UserChangeProblem = UserInputProblem & { status: 400 | 403 | 404 };

const LAST_ADMIN: UserChangeProblem = {
  code: 'rest_user_last_administrator',
  message: 'The site must keep at least one administrator.',
  status: 403,
};

/** Another user (not `exceptId`) whose login or e-mail matches, compared without case. */
export async function findUserWith(
  db: Db,
  column: 'username' | 'email' | 'slug',
  value: string,
  exceptId = 0,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(${sql.ref(column)})`, '=', value.toLowerCase())
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

/** The WordPress error for a login or e-mail another user already has, if any. */
export async function newUserConflict(
  db: Db,
  username: string,
  email: string,
): Promise<UserChangeProblem | null> {
  if (await findUserWith(db, 'username', username)) {
    return {
      code: 'existing_user_login',
      message: 'Sorry, that username already exists!',
      status: 400,
    };
  }
  if (await findUserWith(db, 'email', email)) {
    return {
      code: 'existing_user_email',
      message: 'Sorry, that email address is already used!',
      status: 400,
    };
  }
  return null;
}

async function administratorCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('role', '=', 'administrator')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Updates a user in one transaction. A changed password signs the user out everywhere except
 * `keepSessionId` (the session making the change). A change that would leave the site without
 * an administrator is refused and nothing is written.
 */
export async function updateUser(
  db: Db,
  id: number,
  changes: UserChanges,
  keepSessionId: string | null,
): Promise<UserChangeProblem | null> {
  if (changes.email !== undefined && (await findUserWith(db, 'email', changes.email, id))) {
    return { code: 'rest_user_invalid_email', message: 'Invalid email address.', status: 400 };
  }
  if (changes.slug !== undefined && (await findUserWith(db, 'slug', changes.slug, id))) {
    return { code: 'rest_user_invalid_slug', message: 'Invalid slug.', status: 400 };
  }
  const passwordHash =
    changes.password === undefined ? undefined : await hashPassword(changes.password);
  const values = {
    ...(changes.email !== undefined ? { email: changes.email } : {}),
    ...(changes.displayName !== undefined ? { display_name: changes.displayName } : {}),
    ...(changes.url !== undefined ? { url: changes.url } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.slug !== undefined ? { slug: changes.slug } : {}),
    ...(changes.role !== undefined ? { role: changes.role } : {}),
    ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
  };
  return db
    .transaction()
    .execute(async (trx) => {
      if (Object.keys(values).length > 0) {
        await trx.updateTable('users').set(values).where('id', '=', id).execute();
      }
      if (changes.role !== undefined && (await administratorCount(trx)) === 0) {
        throw new LastAdministratorError();
      }
      if (passwordHash !== undefined) {
        let sessions = trx.deleteFrom('sessions').where('user_id', '=', id);
        if (keepSessionId) sessions = sessions.where('id', '!=', keepSessionId);
        await sessions.execute();
      }
      // Names and slugs show on the public site (post authors, author archives).
      await bumpContentVersion(trx);
      return null;
    })
    .catch((error: unknown) => {
      if (error instanceof LastAdministratorError) return LAST_ADMIN;
      throw error;
    });
}

/** Thrown inside a transaction to roll back a change that leaves no administrator. */
class LastAdministratorError extends Error {}

/** Whether deleting the user would leave the site without an administrator. */
export async function isLastAdministrator(db: Db, user: Pick<UserRow, 'role'>): Promise<boolean> {
  return user.role === 'administrator' && (await administratorCount(db)) <= 1;
}

export { LAST_ADMIN };

/** What users may change about themselves at `/wp/v2/users/me` (each left alone when undefined). */
export interface OwnProfileChanges {
  displayName?: string | undefined;
  description?: string | undefined;
  /** Editor preferences, by scope (the `persisted_preferences` user meta). */
  preferences?: unknown;
}

/** Saves a user's own name, biography and editor preferences in one transaction. */
export async function updateOwnProfile(
  db: Db,
  userId: number,
  changes: OwnProfileChanges,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const columns: { display_name?: string; description?: string } = {};
    if (changes.displayName !== undefined) columns.display_name = changes.displayName;
    if (changes.description !== undefined) columns.description = changes.description;
    if (Object.keys(columns).length > 0) {
      await trx.updateTable('users').set(columns).where('id', '=', userId).execute();
      // The name shows on the public site (post authors).
      await bumpContentVersion(trx);
    }
    if (changes.preferences !== undefined) {
      await setUserMeta(trx, userId, 'persisted_preferences', changes.preferences);
    }
  });
}
