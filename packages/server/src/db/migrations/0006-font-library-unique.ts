import { type Kysely, sql } from 'kysely';

/**
 * The font library's records are unique where WordPress checks it before inserting: one font
 * family per slug, and within a family one face per face key (stored as the face's slug). Two
 * uploads of the same family or face at once then meet at the index, on SQLite and PostgreSQL
 * alike, and the second gets a clear 400 instead of a duplicate.
 */
export function fontLibraryUniqueMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create unique index posts_font_family_slug on posts (slug) where type = 'wp_font_family'`.execute(
        db,
      );
      await sql`create unique index posts_font_face_key on posts (parent, slug) where type = 'wp_font_face'`.execute(
        db,
      );
    },
  };
}
