import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { findUserById, findUserByLogin } from '../users/user-store.js';
import { verifyApplicationPassword } from './application-passwords.js';
import { ANONYMOUS, type AuthState, toCurrentUser } from './current-user.js';
import { findSession, SESSION_COOKIE } from './sessions.js';

function parseBasicAuth(header: string): { login: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * Works out who made a request: HTTP Basic with an application password (REST requests only),
 * else the session cookie. Bad Basic credentials are an error rather than anonymous access, so
 * API clients learn at once that their password is wrong.
 */
export async function authenticate(
  db: Db,
  request: FastifyRequest,
  isRest: boolean,
): Promise<AuthState> {
  const header = request.headers.authorization;
  if (isRest && header) {
    const credentials = parseBasicAuth(header);
    if (credentials) {
      const user = await findUserByLogin(db, credentials.login);
      // An unknown username costs the same look-up and hash and gets the same answer as a wrong
      // password, so the answer does not tell which usernames exist (no account has id 0).
      const uuid = await verifyApplicationPassword(
        db,
        user?.id ?? 0,
        credentials.password,
        request.ip,
      );
      if (!user || !uuid) {
        throw new AppError(
          'incorrect_password',
          'The provided password is an invalid application password.',
          401,
        );
      }
      return { user: toCurrentUser(user), method: 'application-password', session: null };
    }
  }
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return ANONYMOUS;
  const session = await findSession(db, token);
  if (!session) return ANONYMOUS;
  const user = await findUserById(db, session.user_id);
  if (!user) return ANONYMOUS;
  return { user: toCurrentUser(user), method: 'cookie', session };
}
