import { sql } from 'kysely';
import { bumpContentVersion } from '../db/content-version.js';
import type { Db } from '../db/database.js';
import { nowText } from '../db/time.js';

/** How often the server looks for scheduled items whose date has come. */
export const SCHEDULE_CHECK_MS = 60_000;

/**
 * Publishes scheduled items (`future`) whose date has come, as WordPress's scheduler does: their
 * version moves on (an editor holding the old one gets the conflict, not a silent overwrite) and
 * the site content version is bumped so cached pages list them. Returns how many were published.
 */
export async function publishDueItems(db: Db, now: string = nowText()): Promise<number> {
  // This runs every minute and nearly always finds nothing due: a read answers that without a
  // transaction or a write (which on SQLite would take the database's write lock each time).
  const due = await db
    .selectFrom('posts')
    .select('id')
    .where('status', '=', 'future')
    .where('date_gmt', '<=', now)
    .limit(1)
    .executeTakeFirst();
  if (!due) return 0;
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('posts')
      .set({ status: 'publish', version: sql<number>`version + 1` })
      .where('status', '=', 'future')
      .where('date_gmt', '<=', now)
      .executeTakeFirst();
    const published = Number(result.numUpdatedRows);
    if (published > 0) await bumpContentVersion(trx);
    return published;
  });
}

/**
 * Runs `publishDueItems` now and every `SCHEDULE_CHECK_MS`; errors are reported, never thrown.
 * Returns the function that stops it (resolving once a check under way has ended).
 */
export function startScheduledPublishing(
  db: Db,
  report: (error: unknown) => void,
  intervalMs: number = SCHEDULE_CHECK_MS,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = running.then(() => publishDueItems(db)).catch(report);
  };
  check();
  const timer = setInterval(check, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
