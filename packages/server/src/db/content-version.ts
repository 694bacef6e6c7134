import { sql } from 'kysely';
import type { Db } from './database.js';

/** The option holding the site content version (the page cache reads it with the active theme). */
export const CONTENT_VERSION_OPTION = 'site_content_version';

/**
 * Bumps the site content version inside the caller's transaction. Rendered pages are cached by
 * URL and this version, and it lives in the database, so every instance stops serving a page
 * made before the write.
 */
export async function bumpContentVersion(db: Db): Promise<void> {
  await db
    .insertInto('options')
    .values({ name: CONTENT_VERSION_OPTION, value: '1' })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ value: sql`CAST(CAST(options.value AS INTEGER) + 1 AS TEXT)` }),
    )
    .execute();
}
