import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithRole } from './helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

const USERS = '/wp-json/wp/v2/users';

interface User {
  id: number;
  name: string;
  slug: string;
  email?: string;
}

describe.each(testDialects())('/wp/v2/users (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let editor: Session;
  let subscriber: Session;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    editor = await t.login('editor', EDITOR_PASSWORD);
    subscriber = await loginWithRole(t, 'subscriber');
  });
  afterAll(() => t.close());

  it('lists the users with edit_theme_options for the author filter', async () => {
    const response = await t.request({
      method: 'GET',
      url: `${USERS}?per_page=-1&_fields=id,name,avatar_urls&context=view&capabilities=edit_theme_options`,
      session: admin,
    });
    expect(response.statusCode).toBe(200);
    const users = response.json();
    expect(users).toHaveLength(1);
    expect(Object.keys(users[0]).sort()).toEqual(['avatar_urls', 'id', 'name']);
    expect(users[0].name).toBe('Site Admin');
    expect(Object.keys(users[0].avatar_urls)).toEqual(['24', '48', '96']);
    expect(users[0].avatar_urls['96']).toMatch(
      /^http:\/\/localhost:80\/wp-content\/avatars\/.+\.svg\?s=96$/,
    );
  });

  it('shows only people with published posts to those who cannot list users', async () => {
    const anonymous: User[] = (await t.request({ method: 'GET', url: USERS })).json();
    const names = anonymous.map((u) => u.name);
    expect(names).toContain('Maya Okafor');
    expect(names).not.toContain('Eddie Editor');
    expect(names).not.toContain('Subscriber Person');
    expect(anonymous.every((u) => u.email === undefined)).toBe(true);
    const all = await t.request({ method: 'GET', url: USERS, session: admin });
    expect(all.headers['x-wp-total']).toBe('5');
    const authors: User[] = (
      await t.request({ method: 'GET', url: `${USERS}?who=authors&per_page=100`, session: editor })
    ).json();
    expect(authors.map((u) => u.name)).toContain('Eddie Editor');
    expect(authors.map((u) => u.name)).not.toContain('Subscriber Person');
  });

  it('searches, orders, excludes and paginates', async () => {
    const search: User[] = (
      await t.request({ method: 'GET', url: `${USERS}?search=MAYA`, session: admin })
    ).json();
    expect(search.map((u) => u.slug)).toEqual(['maya']);
    const ordered: User[] = (
      await t.request({ method: 'GET', url: `${USERS}?orderby=name&order=desc`, session: admin })
    ).json();
    expect(ordered.map((u) => u.name)).toEqual([...ordered.map((u) => u.name)].sort().reverse());
    const first = ordered[0]?.id ?? 0;
    const excluded: User[] = (
      await t.request({ method: 'GET', url: `${USERS}?exclude=${first}`, session: admin })
    ).json();
    expect(excluded.map((u) => u.id)).not.toContain(first);
    const page = await t.request({
      method: 'GET',
      url: `${USERS}?per_page=2&page=2`,
      session: admin,
    });
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-wp-totalpages']).toBe('3');
  });

  it('keeps private fields and filters to list_users', async () => {
    const cases = [
      { url: `${USERS}?context=edit`, code: 'rest_forbidden_context' },
      { url: `${USERS}?capabilities=edit_theme_options`, code: 'rest_user_cannot_view' },
      { url: `${USERS}?roles=administrator`, code: 'rest_user_cannot_view' },
      { url: `${USERS}?orderby=email`, code: 'rest_forbidden_orderby' },
    ];
    for (const { url, code } of cases) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
      const response = await t.request({ method: 'GET', url, session: editor });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe(code);
    }
    const who = await t.request({
      method: 'GET',
      url: `${USERS}?who=authors`,
      session: subscriber,
    });
    expect(who.json().code).toBe('rest_forbidden_who');
    const all = await t.request({ method: 'GET', url: `${USERS}?per_page=-1`, session: editor });
    expect(all.statusCode).toBe(400);
    const edit = await t.request({ method: 'GET', url: `${USERS}?context=edit`, session: admin });
    expect(edit.json()[0].email).toBeDefined();
    const invalid = await t.request({ method: 'GET', url: `${USERS}?who=everyone&orderby=age` });
    expect(Object.keys(invalid.json().data.params).sort()).toEqual(['orderby', 'who']);
  });

  it('reads one user: public authors to anyone, others to list_users or themselves', async () => {
    const users: User[] = (
      await t.request({ method: 'GET', url: `${USERS}?per_page=100`, session: admin })
    ).json();
    const maya = users.find((u) => u.slug === 'maya');
    const eddie = users.find((u) => u.slug === 'editor');
    const mayaResponse = await t.request({ method: 'GET', url: `${USERS}/${maya?.id}` });
    expect(mayaResponse.json()).toMatchObject({
      name: 'Maya Okafor',
      link: 'http://localhost:80/author/maya/',
    });
    expect((await t.request({ method: 'GET', url: `${USERS}/${eddie?.id}` })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: `${USERS}/${eddie?.id}`, session: subscriber }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `${USERS}/${eddie?.id}`, session: editor }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `${USERS}/${eddie?.id}?context=edit`,
          session: editor,
        })
      ).json().email,
    ).toBe('editor@example.com');
    expect(
      (
        await t.request({
          method: 'GET',
          url: `${USERS}/${maya?.id}?context=edit`,
          session: editor,
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: `${USERS}/999999` })).json().code).toBe(
      'rest_user_invalid_id',
    );
    const me = await t.request({ method: 'GET', url: `${USERS}/me`, session: editor });
    expect(me.json().name).toBe('Eddie Editor');
  });

  it('answers hostile input with 4xx, never a 500', async () => {
    const big = '99999999999999';
    expect((await t.request({ method: 'GET', url: `${USERS}/${big}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${USERS}?include=${big}` })).statusCode).toBe(
      400,
    );
    expect(
      (await t.request({ method: 'GET', url: `${USERS}?search=%00&slug=%00`, session: admin }))
        .statusCode,
    ).toBe(200);
  });
});
