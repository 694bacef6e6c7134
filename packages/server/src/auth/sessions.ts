import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { SessionRow } from '../db/schema.js';
import { fromDateText, nowText, toDateText } from '../db/time.js';

export const SESSION_COOKIE = 'atelier_session';
/** Sessions last two days, or two weeks with "Remember Me", as WordPress's auth cookies do. */
export const SESSION_TTL_MS = 2 * 24 * 3600 * 1000;
export const REMEMBERED_SESSION_TTL_MS = 14 * 24 * 3600 * 1000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface NewSession {
  /** The secret for the cookie; only its hash is stored. */
  token: string;
  session: SessionRow;
}

/**
 * Starts a session in the database (so it survives restarts and is shared by every instance).
 * The REST nonce is random per session: a request proves it came from our page by echoing it.
 */
export async function createSession(
  db: Db,
  userId: number,
  details: { ip: string; userAgent: string; remember: boolean },
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const session: SessionRow = {
    id: hashToken(token),
    user_id: userId,
    rest_nonce: randomBytes(12).toString('hex'),
    created_at: toDateText(new Date(now)),
    expires_at: toDateText(
      new Date(now + (details.remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS)),
    ),
    ip: details.ip,
    user_agent: details.userAgent.slice(0, 255),
  };
  await db.insertInto('sessions').values(session).execute();
  return { token, session };
}

/** The live session for a cookie token, or undefined when unknown or expired. */
export async function findSession(db: Db, token: string): Promise<SessionRow | undefined> {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', hashToken(token))
    .executeTakeFirst();
  if (!session) return undefined;
  if (fromDateText(session.expires_at).getTime() <= Date.now()) {
    await db.deleteFrom('sessions').where('id', '=', session.id).execute();
    return undefined;
  }
  return session;
}

export async function destroySession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Removes expired sessions; called at start-up. */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', nowText()).execute();
}
