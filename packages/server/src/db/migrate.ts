import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Dialect } from './dialect.js';
import { initialMigration } from './migrations/0001-initial.js';
import { loginThrottleBucketsMigration } from './migrations/0002-login-throttle-buckets.js';
import { postListIndexesMigration } from './migrations/0003-post-list-indexes.js';
import { postSearchTrigramsMigration } from './migrations/0004-post-search-trigrams-postgres.js';
import { postSearchTrigramsSqliteMigration } from './migrations/0005-post-search-trigrams-sqlite.js';
import { fontLibraryUniqueMigration } from './migrations/0006-font-library-unique.js';
import { commentsMigration } from './migrations/0007-comments.js';
import { collabDocumentsMigration } from './migrations/0008-collab-documents.js';
import { collabPresenceMigration } from './migrations/0009-collab-presence.js';
import { collabSavedIdsMigration } from './migrations/0010-collab-saved-ids.js';

/** Every migration, in order. Names are stable: they are recorded in the database. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(dialect),
    '0002-login-throttle-buckets': loginThrottleBucketsMigration(),
    '0003-post-list-indexes': postListIndexesMigration(),
    '0004-post-search-trigrams-postgres': postSearchTrigramsMigration(dialect),
    '0005-post-search-trigrams-sqlite': postSearchTrigramsSqliteMigration(dialect),
    '0006-font-library-unique': fontLibraryUniqueMigration(),
    '0007-comments': commentsMigration(dialect),
    '0008-collab-documents': collabDocumentsMigration(dialect),
    '0009-collab-presence': collabPresenceMigration(),
    '0010-collab-saved-ids': collabSavedIdsMigration(),
  };
}

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations(this.dialect);
  }
}

/** Brings the schema up to date; throws with the failing migration's error. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema.
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(dialect),
    migrationTableName: 'atelier_migrations',
    migrationLockTableName: 'atelier_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(
      `Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
