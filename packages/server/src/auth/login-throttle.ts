import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { toDateText } from '../db/time.js';

/** After this many failures for one account from one address within the window… */
export const MAX_LOGIN_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** …further attempts are refused for this long. */
export const LOCKOUT_MS = 15 * 60 * 1000;

export const LOCKED_OUT_MESSAGE = 'Too many failed login attempts. Please try again in 15 minutes.';

/** Longest client address kept (an IPv6 address with a zone fits); longer text is cut. */
const MAX_IP_LENGTH = 64;

/** Who is being guessed at, from where: one row of `login_throttle`. */
export interface ThrottleKey {
  bucket: string;
  ip: string;
}

/**
 * The throttle bucket for a login: an existing account is one bucket whether it was named by
 * username or e-mail; any other login is a fixed-size hash of it, so a huge login costs a few bytes.
 */
export function throttleKey(login: string, userId: number | undefined, ip: string): ThrottleKey {
  const bucket =
    userId === undefined
      ? `login:${createHash('sha256').update(login.trim().toLowerCase()).digest('hex')}`
      : `user:${userId}`;
  return { bucket, ip: ip.slice(0, MAX_IP_LENGTH) };
}

/** What a reserved attempt may do. */
export interface LoginAttempt {
  /** Whether the password may be checked at all (false while locked out). */
  allowed: boolean;
  /** Whether a failure of this attempt locks the bucket (it is the last one allowed). */
  lastBeforeLockout: boolean;
}

/** Reads an attempt's number within its window (as the upsert returned it). */
export function attemptOutcome(attemptNumber: number): LoginAttempt {
  return {
    allowed: attemptNumber <= MAX_LOGIN_FAILURES,
    lastBeforeLockout: attemptNumber === MAX_LOGIN_FAILURES,
  };
}

/**
 * Counts an attempt before its password is checked, in one statement that increments and reads
 * (an upsert with RETURNING, atomic on SQLite and PostgreSQL), so parallel guesses each get their
 * own number and at most MAX_LOGIN_FAILURES of them are ever checked. The attempt that reaches the
 * limit starts the lockout at once; a successful login clears it again (clearLoginFailures).
 * A new window (first attempt, expired window or expired lockout) also purges old rows.
 */
export async function reserveLoginAttempt(
  db: Db,
  key: ThrottleKey,
  now = Date.now(),
): Promise<LoginAttempt> {
  const nowText = toDateText(new Date(now));
  const windowCutoff = toDateText(new Date(now - FAILURE_WINDOW_MS));
  const lockUntil = toDateText(new Date(now + LOCKOUT_MS));
  const lockedNow = sql<boolean>`(login_throttle.locked_until is not null and login_throttle.locked_until > ${nowText})`;
  const startsAgain = sql<boolean>`(login_throttle.locked_until is not null or login_throttle.window_started_at <= ${windowCutoff})`;
  const firstLock = MAX_LOGIN_FAILURES <= 1 ? lockUntil : null;
  const row = await db
    .insertInto('login_throttle')
    .values({
      bucket: key.bucket,
      ip: key.ip,
      failures: 1,
      window_started_at: nowText,
      locked_until: firstLock,
    })
    .onConflict((conflict) =>
      conflict.columns(['bucket', 'ip']).doUpdateSet({
        failures: sql<number>`case when ${lockedNow} then login_throttle.failures + 1
          when ${startsAgain} then 1 else login_throttle.failures + 1 end`,
        window_started_at: sql<string>`case when ${lockedNow} then login_throttle.window_started_at
          when ${startsAgain} then ${nowText} else login_throttle.window_started_at end`,
        locked_until: sql<string | null>`case when ${lockedNow} then login_throttle.locked_until
          when ${startsAgain} then ${firstLock}
          when login_throttle.failures + 1 >= ${MAX_LOGIN_FAILURES} then ${lockUntil}
          else null end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  const attemptNumber = Number(row.failures);
  if (attemptNumber === 1) await purgeLoginThrottle(db, now);
  return attemptOutcome(attemptNumber);
}

/** Deletes rows whose window and any lockout after it are over (an indexed range delete). */
export async function purgeLoginThrottle(db: Db, now = Date.now()): Promise<void> {
  const cutoff = toDateText(new Date(now - FAILURE_WINDOW_MS - LOCKOUT_MS));
  await db.deleteFrom('login_throttle').where('window_started_at', '<', cutoff).execute();
}

/** Forgets failures after a successful login. */
export async function clearLoginFailures(db: Db, key: ThrottleKey): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('bucket', '=', key.bucket)
    .where('ip', '=', key.ip)
    .execute();
}
