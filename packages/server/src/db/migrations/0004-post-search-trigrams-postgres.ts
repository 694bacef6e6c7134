import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/** Whether this PostgreSQL database has pg_trgm, or this user may add it (it is a trusted extension). */
async function canUseTrigrams(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ usable: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm')
      or exists (
        select 1 from pg_available_extension_versions
        where name = 'pg_trgm'
          and (trusted or (select rolsuper from pg_roles where rolname = current_user))
      ) and has_database_privilege(current_database(), 'CREATE') as usable`.execute(db);
  return rows[0]?.usable === true;
}

/**
 * On PostgreSQL, a trigram index over the lower-cased title, excerpt and content of posts serves
 * the post search (`lower(column) LIKE '%text%'`, see `search-condition.ts`) without reading every
 * row: pg_trgm (a contrib extension) is added when the server has it and this user may; without
 * it the search reads the rows as before. SQLite has no such index (its search reads the rows).
 */
export function postSearchTrigramsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres' || !(await canUseTrigrams(db))) return;
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index posts_search_trigrams on posts using gin (
        lower(title) gin_trgm_ops, lower(excerpt) gin_trgm_ops, lower(content) gin_trgm_ops)`.execute(
        db,
      );
    },
  };
}
