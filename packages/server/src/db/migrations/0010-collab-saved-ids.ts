import type { Kysely } from 'kysely';

/**
 * The ids a shared document gives the blocks of its saved content, beside the version it was
 * saved as (JSON, `BlockIdTree` of `@atelier/blocks`; empty when not known). A record read for
 * editing carries them when its version is that saved version, without loading the document.
 */
export function collabSavedIdsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('collab_documents')
        .addColumn('saved_ids', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
