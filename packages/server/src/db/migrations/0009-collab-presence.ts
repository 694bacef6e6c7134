import type { Kysely } from 'kysely';

/**
 * Who has which shared document open (issue #23), for the list screens' avatars: one row per
 * connection, written by the instance that holds it and refreshed while it lasts. A row past its
 * `expires_at` (its instance stopped without saying goodbye) counts for nobody and is deleted.
 */
export function collabPresenceMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('collab_presence')
        .addColumn('connection_key', 'text', (c) => c.primaryKey())
        .addColumn('doc_key', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('instance_id', 'text', (c) => c.notNull())
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('collab_presence_kind')
        .on('collab_presence')
        .columns(['kind', 'expires_at'])
        .execute();
      await db.schema
        .createIndex('collab_presence_instance')
        .on('collab_presence')
        .column('instance_id')
        .execute();
    },
  };
}
