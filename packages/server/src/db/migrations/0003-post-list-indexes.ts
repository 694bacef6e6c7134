import { type Kysely, sql } from 'kysely';

/**
 * One index per sort order the post lists offer (date, modified, title as sorted — lower case —,
 * menu order, author), each led by the type and ending with the id (the tie-breaker) and the
 * status. A page of a list is then read in index order and stops after the rows it returns, the
 * status filter checked in the index, instead of sorting every record of the type: the manage
 * pages list stays a few index steps at 10,000 pages. One definition serves SQLite and PostgreSQL.
 */
export function postListIndexesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create index posts_type_date_id on posts (type, date, id, status)`.execute(db);
      await sql`create index posts_type_modified_id on posts (type, modified, id, status)`.execute(
        db,
      );
      await sql`create index posts_type_title_id on posts (type, lower(title), id, status)`.execute(
        db,
      );
      await sql`create index posts_type_menu_order_id on posts (type, menu_order, id, status)`.execute(
        db,
      );
      await sql`create index posts_type_author_id on posts (type, author, id, status)`.execute(db);
    },
  };
}
