import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * On SQLite, an FTS5 trigram index (`posts_search`, external content: it stores no text of its
 * own) over the title, excerpt and content of every post except revisions, kept by triggers. A
 * search asks it first for the rows holding every trigram of the text, then compares only those
 * with the portable `lower(column) LIKE '%text%'` (see `posts/post-search-index.ts`), so a search
 * no longer reads all rows. `detail=none` keeps the index small (about a fifth of the text).
 * PostgreSQL has its pg_trgm index instead (0004-post-search-trigrams-postgres).
 */
export function postSearchTrigramsSqliteMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'sqlite') return;
      await sql`create virtual table posts_search using fts5(
        title, excerpt, content,
        content = 'posts', content_rowid = 'id', tokenize = 'trigram', detail = 'none')`.execute(
        db,
      );
      await sql`create trigger posts_search_insert after insert on posts
        when new.type <> 'revision' begin
          insert into posts_search (rowid, title, excerpt, content)
            values (new.id, new.title, new.excerpt, new.content);
        end`.execute(db);
      await sql`create trigger posts_search_delete after delete on posts
        when old.type <> 'revision' begin
          insert into posts_search (posts_search, rowid, title, excerpt, content)
            values ('delete', old.id, old.title, old.excerpt, old.content);
        end`.execute(db);
      await sql`create trigger posts_search_update after update of title, excerpt, content on posts
        when old.type <> 'revision' begin
          insert into posts_search (posts_search, rowid, title, excerpt, content)
            values ('delete', old.id, old.title, old.excerpt, old.content);
          insert into posts_search (rowid, title, excerpt, content)
            values (new.id, new.title, new.excerpt, new.content);
        end`.execute(db);
      await sql`insert into posts_search (rowid, title, excerpt, content)
        select id, title, excerpt, content from posts where type <> 'revision'`.execute(db);
    },
  };
}
