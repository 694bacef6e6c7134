import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as applicationPasswords from '../src/auth/application-passwords.js';
import {
  FAILURE_WINDOW_MS,
  LOCKOUT_MS,
  MAX_LOGIN_FAILURES,
  reserveLoginAttempt,
  throttleKey,
} from '../src/auth/login-throttle.js';
import * as passwords from '../src/auth/passwords.js';
import { toDateText } from '../src/db/time.js';
import { loginFormRequest } from './helpers/login-form.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

// Count the password checks the login form makes, and the application-password checks of Basic auth.
vi.mock('../src/auth/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
vi.mock('../src/auth/application-passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof applicationPasswords>();
  return {
    ...original,
    verifyApplicationPassword: vi.fn(original.verifyApplicationPassword),
  };
});

const LOCKED = 'Too many failed login attempts. Please try again in 15 minutes.';
const INCORRECT = 'Incorrect username or password.';
const NO_TOKEN =
  'Cookies are blocked or not supported by your browser. You must enable cookies to use Atelier.';

const passwordChecks = vi.mocked(passwords.verifyPassword);

function guess(log: string, pwd: string, ip = '192.0.2.10', headers: Record<string, string> = {}) {
  return { ...loginFormRequest({ log, pwd }, headers), remoteAddress: ip };
}

function outcome(response: { statusCode: number; body: string }): string {
  if (response.statusCode === 302) return 'logged in';
  if (response.body.includes(LOCKED)) return 'locked';
  if (response.body.includes(INCORRECT)) return 'incorrect';
  return `other ${response.statusCode}`;
}

function count(outcomes: string[], value: string): number {
  return outcomes.filter((o) => o === value).length;
}

/** POSTs the login form to a listening server over a real socket. */
function postOverSocket(port: number, form: ReturnType<typeof loginFormRequest>) {
  return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: form.url, method: 'POST', headers: form.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(form.payload);
  });
}

describe.each(testDialects())('login lockout under attack (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    passwordChecks.mockClear();
    await t.app.db.deleteFrom('login_throttle').execute();
  });

  it('checks at most 5 of 50 parallel guesses, then refuses even the right password', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.request(guess('admin', `wrong-${i}`))),
    );
    const outcomes = responses.map(outcome);
    expect(passwordChecks).toHaveBeenCalledTimes(MAX_LOGIN_FAILURES);
    expect(count(outcomes, 'incorrect')).toBe(MAX_LOGIN_FAILURES - 1);
    expect(count(outcomes, 'locked')).toBe(50 - (MAX_LOGIN_FAILURES - 1));

    const right = await t.request(guess('admin', ADMIN_PASSWORD));
    expect(right.statusCode).toBe(429);
    expect(right.body).toContain(LOCKED);
    expect(right.cookies.find((c) => c.name === 'atelier_session')).toBeUndefined();
  });

  it('checks at most 5 of 50 parallel guesses sent to a listening server', async () => {
    await t.fastify.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.fastify.server.address() as AddressInfo;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postOverSocket(port, loginFormRequest({ log: 'editor', pwd: `wrong-${i}` })),
      ),
    );
    const outcomes = responses.map(outcome);
    expect(passwordChecks).toHaveBeenCalledTimes(MAX_LOGIN_FAILURES);
    expect(count(outcomes, 'incorrect')).toBe(MAX_LOGIN_FAILURES - 1);
    expect(count(outcomes, 'locked')).toBe(50 - (MAX_LOGIN_FAILURES - 1));
    const right = await postOverSocket(
      port,
      loginFormRequest({ log: 'editor', pwd: EDITOR_PASSWORD }),
    );
    expect(outcome(right)).toBe('locked');
  });

  it('counts guesses by username and by e-mail address in one bucket', async () => {
    for (const log of ['editor', 'editor@example.com', 'editor', 'editor@example.com']) {
      expect(outcome(await t.request(guess(log, 'wrong', '192.0.2.20')))).toBe('incorrect');
    }
    expect(outcome(await t.request(guess('editor@example.com', 'wrong', '192.0.2.20')))).toBe(
      'locked',
    );
    expect(outcome(await t.request(guess('editor', EDITOR_PASSWORD, '192.0.2.20')))).toBe('locked');
    expect(
      outcome(await t.request(guess('editor@example.com', EDITOR_PASSWORD, '192.0.2.20'))),
    ).toBe('locked');
  });

  it('throttles unknown logins too, keeping a fixed-size key for a huge one', async () => {
    const huge = 'x'.repeat(60_000);
    for (let i = 0; i < MAX_LOGIN_FAILURES - 1; i++) {
      const response = await t.request(guess(huge, 'wrong'));
      expect(outcome(response)).toBe('incorrect');
      expect(response.body.length).toBeLessThan(10_000);
    }
    expect(outcome(await t.request(guess(huge, 'wrong')))).toBe('locked');
    const rows = await t.app.db.selectFrom('login_throttle').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.bucket.length).toBeLessThanOrEqual(80);
  });

  it('refuses a 5 MB username without storing anything', async () => {
    const response = await t.request(guess('u'.repeat(5 * 1024 * 1024), 'wrong'));
    expect(response.statusCode).toBe(413);
    expect(await t.app.db.selectFrom('login_throttle').selectAll().execute()).toHaveLength(0);
  });

  it('clears the failures after a successful login', async () => {
    for (let i = 0; i < MAX_LOGIN_FAILURES - 1; i++) {
      await t.request(guess('admin', 'wrong', '192.0.2.30'));
    }
    expect(outcome(await t.request(guess('admin', ADMIN_PASSWORD, '192.0.2.30')))).toBe(
      'logged in',
    );
    expect(outcome(await t.request(guess('admin', 'wrong', '192.0.2.30')))).toBe('incorrect');
  });
});

describe.each(testDialects())('login throttle rows (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.db.deleteFrom('login_throttle').execute();
  });

  const start = Date.parse('2026-11-24T10:00:00Z');
  const key = throttleKey('someone', undefined, '192.0.2.40');

  async function attempts(n: number, at: number) {
    const results = [];
    for (let i = 0; i < n; i++) results.push(await reserveLoginAttempt(t.app.db, key, at));
    return results.map((r) => r.allowed);
  }

  it('opens a new window once the old one is over', async () => {
    expect(await attempts(4, start)).toEqual([true, true, true, true]);
    const later = start + FAILURE_WINDOW_MS + 1000;
    expect(await attempts(5, later)).toEqual([true, true, true, true, true]);
    expect(await attempts(1, later)).toEqual([false]);
  });

  it('lifts a lockout when it ends', async () => {
    await attempts(MAX_LOGIN_FAILURES, start);
    expect(await attempts(1, start + LOCKOUT_MS - 1000)).toEqual([false]);
    expect(await attempts(1, start + LOCKOUT_MS + 1000)).toEqual([true]);
  });

  it('purges rows whose window and lockout are over when a new window opens', async () => {
    const old = toDateText(new Date(start - FAILURE_WINDOW_MS - LOCKOUT_MS - 60_000));
    const recent = toDateText(new Date(start - 60_000));
    await t.app.db
      .insertInto('login_throttle')
      .values([
        {
          bucket: 'login:old',
          ip: '192.0.2.1',
          failures: 3,
          window_started_at: old,
          locked_until: null,
        },
        {
          bucket: 'login:recent',
          ip: '192.0.2.1',
          failures: 3,
          window_started_at: recent,
          locked_until: null,
        },
      ])
      .execute();
    await attempts(1, start);
    const buckets = (await t.app.db.selectFrom('login_throttle').select('bucket').execute())
      .map((row) => row.bucket)
      .sort();
    expect(buckets).toEqual([key.bucket, 'login:recent'].sort());
  });
});

describe.each(testDialects())('client address behind a proxy (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { trustProxy: 1 });
  });
  afterAll(() => t.close());

  /** A request as one proxy at 127.0.0.1 forwards it: the client's own header, then its address. */
  function viaProxy(spoofed: string, client: string, pwd = 'wrong') {
    return guess('admin', pwd, '127.0.0.1', { 'x-forwarded-for': `${spoofed}, ${client}` });
  }

  it('does not let a client-sent X-Forwarded-For open a new bucket', async () => {
    for (let i = 1; i < MAX_LOGIN_FAILURES; i++) {
      expect(outcome(await t.request(viaProxy(`10.0.0.${i}`, '198.51.100.7')))).toBe('incorrect');
    }
    expect(outcome(await t.request(viaProxy('10.0.0.99', '198.51.100.7')))).toBe('locked');
    expect(outcome(await t.request(viaProxy('10.0.1.1', '198.51.100.7', ADMIN_PASSWORD)))).toBe(
      'locked',
    );
    // The address the proxy saw is the one used: another client is not locked out.
    expect(outcome(await t.request(viaProxy('10.0.0.99', '198.51.100.8', ADMIN_PASSWORD)))).toBe(
      'logged in',
    );
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const direct = await createTestApp(dialect);
    try {
      for (let i = 1; i < MAX_LOGIN_FAILURES; i++) {
        const response = await direct.request(
          guess('admin', 'wrong', '192.0.2.50', { 'x-forwarded-for': `10.0.0.${i}` }),
        );
        expect(outcome(response)).toBe('incorrect');
      }
      const fifth = await direct.request(
        guess('admin', 'wrong', '192.0.2.50', { 'x-forwarded-for': '10.0.0.77' }),
      );
      expect(outcome(fifth)).toBe('locked');
    } finally {
      await direct.close();
    }
  });
});

describe.each(testDialects())('login redirects and CSRF (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it.each([
    ['%2F%09%2Fevil.example%2F', '/wp-admin/'],
    ['%2F%0D%0A%2Fevil.example%2F', '/wp-admin/'],
    ['%2F%5Cevil.example', '/wp-admin/'],
    ['%5C%5Cevil.example', '/wp-admin/'],
    ['https%3A%2F%2Fevil.example%2F', '/wp-admin/'],
    ['%2F%2Fevil.example', '/wp-admin/'],
    ['%2F%0D%0ASet-Cookie%3A%20x%3D1', '/Set-Cookie:%20x=1'],
    [
      '%2Fwp-admin%2Fsite-editor.php%3Fp%3D%252Fwp_template',
      '/wp-admin/site-editor.php?p=%2Fwp_template',
    ],
  ])('a logged-in visit with redirect_to=%s goes to %s', async (target, expected) => {
    const session = await t.login('admin', ADMIN_PASSWORD);
    const response = await t.request({
      method: 'GET',
      url: `/wp-login.php?redirect_to=${target}`,
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(expected);
  });

  it('logs in and stays on the site whatever redirect_to says', async () => {
    for (const target of [
      '/\t/evil.example/',
      '/\r\n/evil.example/',
      '/\\evil.example',
      'https://evil.example/',
    ]) {
      const response = await t.request(
        loginFormRequest({ log: 'admin', pwd: ADMIN_PASSWORD, redirect_to: target }),
      );
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/wp-admin/');
    }
  });

  it('answers the form, not a 500, for CR/LF in redirect_to', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/wp-login.php?redirect_to=%2F%0D%0ASet-Cookie%3A%20x%3D1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('name="loginform"');
    expect(response.body).not.toContain('\r\nSet-Cookie');
  });

  it('hands out a login token in the form and a strict cookie, and takes them back', async () => {
    const form = await t.request({ method: 'GET', url: '/wp-login.php' });
    const cookie = form.cookies.find((c) => c.name === 'atelier_login_token');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    expect(form.body).toContain(`name="login_token" value="${cookie?.value}"`);
    const response = await t.request({
      method: 'POST',
      url: '/wp-login.php',
      payload: new URLSearchParams({
        log: 'admin',
        pwd: ADMIN_PASSWORD,
        login_token: cookie?.value ?? '',
      }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `atelier_login_token=${cookie?.value}`,
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(response.statusCode).toBe(302);
  });

  it("takes a same-origin post without a token (the Login/out block's form on a cached page)", async () => {
    const form = { log: 'admin', pwd: ADMIN_PASSWORD };
    const post = (headers: Record<string, string>) =>
      t.request({
        method: 'POST',
        url: '/wp-login.php',
        payload: new URLSearchParams(form).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          host: 'localhost',
          ...headers,
        },
      });
    const own = await post({ origin: 'http://localhost', 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(302);
    expect(own.cookies.find((c) => c.name === 'atelier_session')).toBeDefined();
    const refusals: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost', 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of refusals) {
      const refused = await post(headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain(NO_TOKEN);
      expect(refused.cookies.find((c) => c.name === 'atelier_session')).toBeUndefined();
    }
  });

  it('refuses a cross-site login post (no token cookie, another token, or Sec-Fetch-Site)', async () => {
    const withoutCookie = await t.request({
      method: 'POST',
      url: '/wp-login.php',
      payload: new URLSearchParams({
        log: 'admin',
        pwd: ADMIN_PASSWORD,
        login_token: 'x'.repeat(43),
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const form = loginFormRequest({ log: 'admin', pwd: ADMIN_PASSWORD });
    const otherToken = await t.request({
      ...form,
      headers: { ...form.headers, cookie: `atelier_login_token=${'y'.repeat(43)}` },
    });
    const crossSite = await t.request(
      loginFormRequest({ log: 'admin', pwd: ADMIN_PASSWORD }, { 'sec-fetch-site': 'cross-site' }),
    );
    for (const response of [withoutCookie, otherToken, crossSite]) {
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain(NO_TOKEN);
      expect(response.cookies.find((c) => c.name === 'atelier_session')).toBeUndefined();
    }
  });
});

describe.each(testDialects())('HTTP Basic does not reveal usernames (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers an unknown user exactly as a wrong application password, after the same check', async () => {
    const appPasswordChecks = vi.mocked(applicationPasswords.verifyApplicationPassword);
    const answers = [];
    for (const login of ['ghost', 'admin', 'nobody@example.com', 'admin@example.com']) {
      appPasswordChecks.mockClear();
      const response = await t.request({
        method: 'GET',
        url: '/wp-json/wp/v2/users/me',
        headers: {
          authorization: `Basic ${Buffer.from(`${login}:abcd efgh ijkl mnop qrst uvwx`).toString('base64')}`,
        },
      });
      expect(appPasswordChecks).toHaveBeenCalledTimes(1);
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(answers[0]).toEqual({
      status: 401,
      body: {
        code: 'incorrect_password',
        message: 'The provided password is an invalid application password.',
        data: { status: 401 },
      },
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });
});
