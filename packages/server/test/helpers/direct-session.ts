import { createSession } from '../../src/auth/sessions.js';
import type { Session, TestApp } from './test-app.js';

/**
 * A session for an existing user, made in the database without the login form (no password
 * hashing), for suites that send thousands of requests as several people.
 */
export async function directSession(t: TestApp, username: string): Promise<Session> {
  const user = await t.app.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const { token, session } = await createSession(t.app.db, user.id, {
    ip: '127.0.0.1',
    userAgent: 'test',
    remember: false,
  });
  return { cookie: `atelier_session=${token}`, nonce: session.rest_nonce };
}
