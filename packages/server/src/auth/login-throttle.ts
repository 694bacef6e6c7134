import type { Db } from '../db/database.js';
import { fromDateText, toDateText } from '../db/time.js';

/** After this many failures for one username from one address within the window… */
export const MAX_LOGIN_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** …further attempts are refused for this long. */
export const LOCKOUT_MS = 15 * 60 * 1000;

export const LOCKED_OUT_MESSAGE = 'Too many failed login attempts. Please try again in 15 minutes.';

function key(username: string): string {
  return username.trim().toLowerCase();
}

/** Whether this username is locked out for this address right now. */
export async function isLockedOut(
  db: Db,
  username: string,
  ip: string,
  now = Date.now(),
): Promise<boolean> {
  const row = await db
    .selectFrom('login_throttle')
    .select('locked_until')
    .where('username', '=', key(username))
    .where('ip', '=', ip)
    .executeTakeFirst();
  return Boolean(row?.locked_until && fromDateText(row.locked_until).getTime() > now);
}

/** Records a failed attempt; the fifth within the window starts a lockout. */
export async function recordLoginFailure(
  db: Db,
  username: string,
  ip: string,
  now = Date.now(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('login_throttle')
      .selectAll()
      .where('username', '=', key(username))
      .where('ip', '=', ip)
      .executeTakeFirst();
    const windowOpen =
      row && now - fromDateText(row.window_started_at).getTime() < FAILURE_WINDOW_MS;
    const failures = windowOpen ? row.failures + 1 : 1;
    const windowStart = windowOpen ? row.window_started_at : toDateText(new Date(now));
    const lockedUntil =
      failures >= MAX_LOGIN_FAILURES ? toDateText(new Date(now + LOCKOUT_MS)) : null;
    const values = {
      failures: lockedUntil ? 0 : failures,
      window_started_at: windowStart,
      locked_until: lockedUntil,
    };
    if (row) {
      await trx
        .updateTable('login_throttle')
        .set(values)
        .where('username', '=', key(username))
        .where('ip', '=', ip)
        .execute();
    } else {
      await trx
        .insertInto('login_throttle')
        .values({ username: key(username), ip, ...values })
        .execute();
    }
  });
}

/** Forgets failures after a successful login. */
export async function clearLoginFailures(db: Db, username: string, ip: string): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('username', '=', key(username))
    .where('ip', '=', ip)
    .execute();
}
