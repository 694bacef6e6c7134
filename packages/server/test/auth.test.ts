import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFormRequest } from './helpers/login-form.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

function loginForm(log: string, pwd: string, extra: Record<string, string> = {}) {
  return loginFormRequest({ log, pwd, ...extra });
}

describe.each(testDialects())('login and sessions (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('logs in with the right password, sets a safe session cookie and redirects', async () => {
    const response = await t.request(
      loginForm('admin', ADMIN_PASSWORD, {
        redirect_to: '/wp-admin/site-editor.php?p=%2Fwp_template',
      }),
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/wp-admin/site-editor.php?p=%2Fwp_template');
    const cookie = response.cookies.find((c) => c.name === 'atelier_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBeFalsy();
  });

  it('accepts the email address as the login', async () => {
    const response = await t.request(loginForm('admin@example.com', ADMIN_PASSWORD));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/wp-admin/');
  });

  it('marks the cookie Secure behind https', async () => {
    const secureApp = await createTestApp(dialect, { trustProxy: 1 });
    try {
      const response = await secureApp.request(
        loginFormRequest({ log: 'admin', pwd: ADMIN_PASSWORD }, { 'x-forwarded-proto': 'https' }),
      );
      expect(response.cookies.find((c) => c.name === 'atelier_session')?.secure).toBe(true);
    } finally {
      await secureApp.close();
    }
  });

  it('never redirects off the site after login', async () => {
    const response = await t.request(
      loginForm('admin', ADMIN_PASSWORD, { redirect_to: 'https://evil.example/' }),
    );
    expect(response.headers.location).toBe('/wp-admin/');
    const protocolRelative = await t.request(
      loginForm('admin', ADMIN_PASSWORD, { redirect_to: '//evil.example/' }),
    );
    expect(protocolRelative.headers.location).toBe('/wp-admin/');
  });

  it('shows the error for a wrong password or an unknown user, without a cookie', async () => {
    for (const [log, pwd] of [
      ['admin', 'wrong'],
      ['nobody', 'whatever'],
    ] as const) {
      const response = await t.request(loginForm(log, pwd));
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Incorrect username or password.');
      expect(response.cookies.find((c) => c.name === 'atelier_session')).toBeUndefined();
    }
  });

  it('refuses further attempts for 15 minutes after 5 failures from one address', async () => {
    const from = (ip: string) => ({ remoteAddress: ip });
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await t.request({ ...loginForm('editor', 'wrong'), ...from('10.0.0.5') });
      expect(response.statusCode).toBe(200);
    }
    const fifth = await t.request({ ...loginForm('editor', 'wrong'), ...from('10.0.0.5') });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.body).toContain('Too many failed login attempts. Please try again in 15 minutes.');
    // Even the right password is refused while locked out…
    const locked = await t.request({
      ...loginForm('editor', EDITOR_PASSWORD),
      ...from('10.0.0.5'),
    });
    expect(locked.statusCode).toBe(429);
    // …but only for that username from that address.
    const otherAddress = await t.request({
      ...loginForm('editor', EDITOR_PASSWORD),
      ...from('10.0.0.6'),
    });
    expect(otherAddress.statusCode).toBe(302);
  });

  it('keeps sessions in the database, so a second app instance on it knows them', async () => {
    const session = await t.login('admin', ADMIN_PASSWORD);
    const stored = await t.app.db.selectFrom('sessions').select('id').execute();
    expect(stored.length).toBeGreaterThan(0);
    const response = await t.request({ method: 'GET', url: '/wp-json/wp/v2/users/me', session });
    expect(response.json()).toMatchObject({ slug: 'admin' });
  });

  it('returns the REST nonce as plain text, and 400 "0" when logged out', async () => {
    const session = await t.login('admin', ADMIN_PASSWORD);
    expect(session.nonce).toMatch(/^[0-9a-f]{24}$/);
    const anonymous = await t.request({
      method: 'GET',
      url: '/wp-admin/admin-ajax.php?action=rest-nonce',
    });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.body).toBe('0');
  });

  it('logs out with the nonce and the session stops working', async () => {
    const session = await t.login('admin', ADMIN_PASSWORD);
    const withoutNonce = await t.request({
      method: 'GET',
      url: '/wp-login.php?action=logout',
      headers: { cookie: session.cookie },
    });
    expect(withoutNonce.statusCode).toBe(200);
    const logout = await t.request({
      method: 'GET',
      url: `/wp-login.php?action=logout&_wpnonce=${session.nonce}`,
      headers: { cookie: session.cookie },
    });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/wp-login.php?loggedout=true');
    const after = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me',
      headers: { cookie: session.cookie },
    });
    expect(after.statusCode).toBe(401);
  });
});

describe.each(testDialects())('REST authentication (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('refuses a cookie-authenticated write without the nonce', async () => {
    const session = await t.login('admin', ADMIN_PASSWORD);
    const response = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/settings',
      headers: { cookie: session.cookie },
      payload: { title: 'Changed' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'rest_cookie_invalid_nonce',
      message: 'Cookie check failed',
      data: { status: 403 },
    });
    const wrongNonce = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/settings',
      headers: { cookie: session.cookie, 'x-wp-nonce': 'nope' },
      payload: { title: 'Changed' },
    });
    expect(wrongNonce.statusCode).toBe(403);
  });

  it('accepts an application password over HTTP Basic, with no nonce', async () => {
    const session = await t.login('admin', ADMIN_PASSWORD);
    const created = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/users/me/application-passwords',
      session,
      payload: { name: 'CLI' },
    });
    expect(created.statusCode).toBe(201);
    const { password, uuid } = created.json() as { password: string; uuid: string };
    expect(password).toMatch(/^(\w{4} ){5}\w{4}$/);

    const basic = `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
    const me = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me',
      headers: { authorization: basic },
    });
    expect(me.json()).toMatchObject({ slug: 'admin' });
    const write = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/settings',
      headers: { authorization: basic },
      payload: { description: 'Set by a script' },
    });
    expect(write.statusCode).toBe(200);
    expect(write.json()).toMatchObject({ description: 'Set by a script' });

    const list = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me/application-passwords',
      session,
    });
    expect(list.json()).toEqual([expect.objectContaining({ uuid, name: 'CLI' })]);
    expect(JSON.stringify(list.json())).not.toContain(password);

    await t.request({
      method: 'DELETE',
      url: `/wp-json/wp/v2/users/me/application-passwords/${uuid}`,
      session,
    });
    const revoked = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me',
      headers: { authorization: basic },
    });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ code: 'incorrect_password' });
  });

  it('refuses a normal password over HTTP Basic', async () => {
    const basic = `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`;
    const response = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me',
      headers: { authorization: basic },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'incorrect_password', data: { status: 401 } });
  });
});
