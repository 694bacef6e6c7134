import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.js';
import { openTestDatabase } from './helpers/test-app.js';

describe.skipIf(!inject('postgresAdminUrl'))('PostgreSQL connections', () => {
  it('survives the server closing an idle connection, and the next query works', async () => {
    const handle = await openTestDatabase('postgres');
    try {
      await migrateToLatest(handle.db, 'postgres');
      await handle.db.selectFrom('options').selectAll().execute();
      // Terminate every backend of this database, as a restart or failover would.
      const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
      await admin.connect();
      const database = handle.location.split('/').pop();
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [database],
      );
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const rows = await handle.db.selectFrom('options').selectAll().execute();
      expect(rows).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
