import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database, UserRow } from '../db/schema.js';
import { containsIgnoringCase, positionInList } from '../db/search-condition.js';

export const USER_ORDERBY = [
  'id',
  'include',
  'name',
  'registered_date',
  'slug',
  'email',
  'url',
] as const;
export type UserOrderBy = (typeof USER_ORDERBY)[number];

/** Post types whose published items make their author public. */
const PUBLIC_AUTHOR_TYPES = ['post', 'page'];

/** What a user collection request asks for, already checked by the REST layer. */
export interface UserListQuery {
  search?: string | undefined;
  /** Also match email addresses (only for people who may list users). */
  searchEmail: boolean;
  include?: number[] | undefined;
  exclude?: number[] | undefined;
  slugs?: string[] | undefined;
  roles?: string[] | undefined;
  /** Only users who have published posts or pages. */
  publishedOnly: boolean;
  orderby: UserOrderBy;
  order: 'asc' | 'desc';
  offset: number;
  limit: number | undefined;
}

type UsersBuilder = ExpressionBuilder<Database, 'users'>;

/** Users with at least one published post or page. */
export function hasPublishedPosts(eb: UsersBuilder): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('posts')
      .select('posts.id')
      .whereRef('posts.author', '=', 'users.id')
      .where('posts.status', '=', 'publish')
      .where('posts.type', 'in', PUBLIC_AUTHOR_TYPES),
  );
}

function whereFilters(query: UserListQuery) {
  return (eb: UsersBuilder): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (query.search) {
      const search = query.search;
      const columns = [
        'display_name',
        'username',
        'slug',
        'url',
        ...(query.searchEmail ? ['email'] : []),
      ];
      conditions.push(eb.or(columns.map((c) => containsIgnoringCase(`users.${c}`, search))));
    }
    if (query.include?.length) conditions.push(eb('users.id', 'in', query.include));
    if (query.exclude?.length) conditions.push(eb('users.id', 'not in', query.exclude));
    if (query.slugs?.length) conditions.push(eb('users.slug', 'in', query.slugs));
    if (query.roles) {
      conditions.push(query.roles.length > 0 ? eb('users.role', 'in', query.roles) : eb.lit(false));
    }
    if (query.publishedOnly) conditions.push(hasPublishedPosts(eb));
    return eb.and(conditions);
  };
}

const ORDER_COLUMNS: Record<UserOrderBy, Expression<unknown> | `users.${keyof UserRow}`> = {
  id: 'users.id',
  include: 'users.id',
  name: sql`lower(users.display_name)`,
  registered_date: 'users.registered',
  slug: 'users.slug',
  email: 'users.email',
  url: 'users.url',
};

/** One page of users matching the query, and how many match in all. */
export async function listUsers(
  db: Db,
  query: UserListQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = whereFilters(query);
  const count = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(where)
    .executeTakeFirst();
  let select = db
    .selectFrom('users')
    .selectAll()
    .where(where)
    .orderBy(
      query.orderby === 'include'
        ? positionInList('users.id', query.include ?? [])
        : ORDER_COLUMNS[query.orderby],
      query.orderby === 'include' ? 'asc' : query.order,
    )
    .orderBy('users.id', query.order);
  if (query.limit !== undefined) select = select.limit(query.limit).offset(query.offset);
  return { rows: await select.execute(), total: Number(count?.count ?? 0) };
}

/** Whether the user has published a post or page (which makes their profile public). */
export async function userHasPublishedPosts(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.id', '=', id)
    .where(hasPublishedPosts)
    .executeTakeFirst();
  return row !== undefined;
}

/** The id, display name and slug of each of these users that exists. */
export async function usersByIds(
  db: Db,
  ids: readonly number[],
): Promise<Pick<UserRow, 'id' | 'display_name' | 'slug'>[]> {
  const unique = [...new Set(ids.filter((id) => id > 0))];
  if (unique.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'display_name', 'slug'])
    .where('id', 'in', unique)
    .execute();
}
