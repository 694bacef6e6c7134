import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithRole } from './helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

const API_LINK = '<http://localhost:80/wp-json/>; rel="https://api.w.org/"';

/** The header values of a name, one per header line. */
function headerValues(value: string | string[] | number | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [String(value)];
}

describe.each(testDialects())('REST parity: settings and headers (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let contributor: Session;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    contributor = await loginWithRole(t, 'contributor');
  });
  afterAll(() => t.close());

  /** GET (no payload) or POST the settings as `session`; `null` is an anonymous caller. */
  const settings = (payload?: Record<string, unknown>, session: Session | null = admin) =>
    t.request({
      method: payload ? 'POST' : 'GET',
      url: '/wp-json/wp/v2/settings',
      ...(session ? { session } : {}),
      ...(payload ? { payload } : {}),
    });

  describe('/wp/v2/settings', () => {
    it('has WordPress’s registered settings, in its order, with its defaults', async () => {
      const body = (await settings()).json();
      expect(Object.keys(body)).toEqual([
        'title',
        'description',
        'url',
        'email',
        'timezone',
        'date_format',
        'time_format',
        'start_of_week',
        'language',
        'use_smilies',
        'default_category',
        'default_post_format',
        'posts_per_page',
        'show_on_front',
        'page_on_front',
        'page_for_posts',
        'default_ping_status',
        'default_comment_status',
        'site_logo',
        'site_icon',
      ]);
      expect(body).toMatchObject({
        url: 'http://localhost:80',
        timezone: '',
        start_of_week: 1,
        language: 'en_US',
        use_smilies: true,
        default_category: 1,
        default_post_format: '0',
        default_ping_status: 'open',
      });
    });

    it('stores the new settings and answers them back', async () => {
      const changes = {
        url: 'https://site.example',
        email: 'owner@site.example',
        timezone: 'Europe/Paris',
        start_of_week: 0,
        language: 'fr_FR',
        use_smilies: false,
        default_category: 3,
        default_post_format: 'aside',
        default_ping_status: 'closed',
      };
      const saved = await settings(changes);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject(changes);
      expect((await settings()).json()).toMatchObject(changes);
    });

    it.each([
      ['email', 'not an address', 'email is not a valid email.'],
      ['url', 'not a url', 'url is not a valid uri.'],
      ['start_of_week', 7, 'start_of_week must be between 0 (inclusive) and 6 (inclusive)'],
      ['default_post_format', 'poem', null],
      ['timezone', 'Nowhere at all', null],
      ['use_smilies', 'often', 'use_smilies is not of type boolean.'],
    ])('refuses a bad %s with 400 rest_invalid_param', async (name, value, message) => {
      const response = await settings({ [name]: value });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({
        code: 'rest_invalid_param',
        message: `Invalid parameter(s): ${name}`,
        data: { status: 400 },
      });
      expect(Object.keys(body.data.params)).toEqual([name]);
      if (message) expect(body.data.params[name]).toBe(message);
    });

    it('needs manage_options: 401 rest_forbidden anonymous, 403 for others', async () => {
      const anonymous = await settings(undefined, null);
      expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'rest_forbidden']);
      const denied = await settings({ use_smilies: false }, contributor);
      expect([denied.statusCode, denied.json().code]).toEqual([403, 'rest_forbidden']);
    });
  });

  describe('headers', () => {
    it('links every answer, errors included, to the API index', async () => {
      const ok = await t.request({ method: 'GET', url: '/wp-json/wp/v2/types' });
      expect(headerValues(ok.headers.link)).toContain(API_LINK);
      const refused = await settings(undefined, null);
      expect(refused.statusCode).toBe(401);
      expect(headerValues(refused.headers.link)).toContain(API_LINK);
    });

    it('links the previous and next pages of a collection', async () => {
      const response = await t.request({
        method: 'GET',
        url: '/wp-json/wp/v2/posts?per_page=1&page=2',
      });
      const total = Number(response.headers['x-wp-totalpages']);
      expect(total).toBeGreaterThan(2);
      expect(headerValues(response.headers.link)).toEqual([
        API_LINK,
        '<http://localhost:80/wp-json/wp/v2/posts?per_page=1&page=1>; rel="prev"',
        '<http://localhost:80/wp-json/wp/v2/posts?per_page=1&page=3>; rel="next"',
      ]);
    });

    it('allows the methods the caller may use on the route', async () => {
      const asAdmin = await t.request({
        method: 'GET',
        url: '/wp-json/wp/v2/templates',
        session: admin,
      });
      expect(asAdmin.headers.allow).toBe('GET, POST');
      const asContributor = await t.request({
        method: 'GET',
        url: '/wp-json/wp/v2/templates',
        session: contributor,
      });
      expect(asContributor.headers.allow).toBe('GET');
      const settingsAnswer = await settings();
      expect(settingsAnswer.headers.allow).toBe('GET, POST');
    });

    it('refreshes the nonce on cookie-authenticated answers only', async () => {
      const withCookie = await t.request({
        method: 'GET',
        url: '/wp-json/wp/v2/users/me',
        session: admin,
      });
      expect(withCookie.headers['x-wp-nonce']).toBe(admin.nonce);
      const anonymous = await t.request({ method: 'GET', url: '/wp-json/wp/v2/types' });
      expect(anonymous.headers['x-wp-nonce']).toBeUndefined();
    });
  });
});
