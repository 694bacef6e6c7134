import { sql } from 'kysely';
import type { Db } from '../db/database.js';

const NAME = 'site_content_version';

/**
 * Bumps the site content version inside the caller's transaction. Rendered pages are cached by
 * URL and this version, and it lives in the database, so every instance stops serving a page
 * made before the write.
 */
export async function bumpContentVersion(db: Db): Promise<void> {
  await db
    .insertInto('options')
    .values({ name: NAME, value: '1' })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ value: sql`CAST(CAST(options.value AS INTEGER) + 1 AS TEXT)` }),
    )
    .execute();
}

export async function readContentVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('options')
    .select('value')
    .where('name', '=', NAME)
    .executeTakeFirst();
  return row ? Number(row.value) : 0;
}
