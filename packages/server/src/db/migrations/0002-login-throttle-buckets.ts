import { type Kysely, sql } from 'kysely';

/**
 * Login throttling keys rows by a bounded bucket (`user:{id}`, or a hash of an unknown login)
 * instead of the login as typed, and old rows are purged by their window start (indexed). Rows
 * written under the old keys are throttling state only, so they are dropped.
 */
export function loginThrottleBucketsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`delete from login_throttle`.execute(db);
      await db.schema.alterTable('login_throttle').renameColumn('username', 'bucket').execute();
      await db.schema
        .createIndex('login_throttle_window_started_at')
        .on('login_throttle')
        .column('window_started_at')
        .execute();
    },
  };
}
