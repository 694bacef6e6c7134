import type { Role } from '../../src/auth/capabilities.js';
import { createUser } from '../../src/users/user-store.js';
import type { Session, TestApp } from './test-app.js';

/** Creates a user with the role (named after it) and logs them in. */
export async function loginWithRole(t: TestApp, role: Role, name: string = role): Promise<Session> {
  const password = `${name}-password-for-tests`;
  await createUser(t.app.db, {
    username: name,
    email: `${name}@example.test`,
    displayName: `${name[0]?.toUpperCase() ?? ''}${name.slice(1)} Person`,
    password,
    role,
  });
  return t.login(name, password);
}

/** The user id behind a session, read from `/wp/v2/users/me`. */
export async function sessionUserId(t: TestApp, session: Session): Promise<number> {
  const response = await t.request({ method: 'GET', url: '/wp-json/wp/v2/users/me', session });
  return Number(response.json().id);
}
