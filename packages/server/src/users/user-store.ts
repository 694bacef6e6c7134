import type { Role } from '../auth/capabilities.js';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/database.js';
import { parseJsonColumn } from '../db/json.js';
import type { UserRow } from '../db/schema.js';
import { nowText } from '../db/time.js';

export interface NewUser {
  username: string;
  email: string;
  displayName: string;
  password: string;
  role: Role;
  description?: string;
  url?: string;
  /** The wanted slug (nicename); taken slugs get a `-2`, `-3`… suffix. Defaults to the username's. */
  slug?: string;
}

/** Finds a user by username or, when the login contains '@', by email. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const column = login.includes('@') ? 'email' : 'username';
  return db.selectFrom('users').selectAll().where(column, '=', login).executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user whose URL slug (nicename) this is, or undefined. */
export async function findUserBySlug(db: Db, slug: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** Turns a display or user name into the URL slug WordPress calls the nicename. */
export function userSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'user'
  );
}

/** The slug itself when free, else the first free `slug-2`, `slug-3`… (WordPress's nicename rule). */
export async function uniqueUserSlug(db: Db, slug: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .selectFrom('users')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', slug), eb('slug', 'like', `${slug}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  if (!taken.has(slug)) return slug;
  let suffix = 2;
  while (taken.has(`${slug}-${suffix}`)) suffix += 1;
  return `${slug}-${suffix}`;
}

/** Creates a user with a hashed password and returns the new id. */
export async function createUser(db: Db, user: NewUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username: user.username,
      email: user.email,
      display_name: user.displayName,
      slug: await uniqueUserSlug(db, userSlug(user.slug ?? user.username)),
      password_hash: await hashPassword(user.password),
      role: user.role,
      url: user.url ?? '',
      description: user.description ?? '',
      registered: nowText(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function getUserMeta<T>(db: Db, userId: number, key: string, fallback: T): Promise<T> {
  const row = await db
    .selectFrom('user_meta')
    .select('meta_value')
    .where('user_id', '=', userId)
    .where('meta_key', '=', key)
    .executeTakeFirst();
  return parseJsonColumn(row?.meta_value, fallback);
}

/** Writes one meta value (insert or replace) for a user. */
export async function setUserMeta(
  db: Db,
  userId: number,
  key: string,
  value: unknown,
): Promise<void> {
  const meta_value = JSON.stringify(value);
  await db
    .insertInto('user_meta')
    .values({ user_id: userId, meta_key: key, meta_value })
    .onConflict((oc) => oc.columns(['user_id', 'meta_key']).doUpdateSet({ meta_value }))
    .execute();
}
