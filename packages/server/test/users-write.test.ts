import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithRole, sessionUserId } from './helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

const USERS = '/wp-json/wp/v2/users';

describe.each(testDialects())('creating, editing and deleting users (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let editor: Session;
  let counter = 0;
  const unique = (prefix: string) => `${prefix}${++counter}`;

  async function create(session: Session | undefined, payload: Record<string, unknown>) {
    return t.request({
      method: 'POST',
      url: USERS,
      payload,
      ...(session ? { session } : {}),
    });
  }

  async function newUser(role: string, extra: Record<string, unknown> = {}) {
    const username = unique(role);
    const response = await create(admin, {
      username,
      email: `${username}@example.test`,
      password: `${username}-secret-pass`,
      roles: [role],
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { id: Number(response.json().id), username, password: `${username}-secret-pass` };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    editor = await t.login('editor', EDITOR_PASSWORD);
  });
  afterAll(() => t.close());

  it('lets an administrator create a user who can then log in with that role', async () => {
    const response = await create(admin, {
      username: 'new.author',
      email: 'new.author@example.test',
      password: 'a-long-enough-password',
      name: 'New Author',
      roles: ['author'],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      username: 'new.author',
      email: 'new.author@example.test',
      name: 'New Author',
      slug: 'new-author',
      roles: ['author'],
    });
    expect(body.password).toBeUndefined();
    expect(response.headers.location).toBe(`http://localhost:80${USERS}/${body.id}`);
    const session = await t.login('new.author', 'a-long-enough-password');
    const me = await t.request({ method: 'GET', url: `${USERS}/me?context=edit`, session });
    expect(me.json().roles).toEqual(['author']);
  });

  it('gives new users the subscriber role by default and a free slug', async () => {
    const first = await create(admin, {
      username: 'same slug',
      email: 'slug1@example.test',
      password: 'password-one',
    });
    const second = await create(admin, {
      username: 'same-slug',
      email: 'slug2@example.test',
      password: 'password-two',
    });
    expect(first.json()).toMatchObject({ roles: ['subscriber'], slug: 'same-slug' });
    expect(second.json()).toMatchObject({ roles: ['subscriber'], slug: 'same-slug-2' });
  });

  it('refuses duplicates, bad e-mail, weak or odd input with WordPress codes', async () => {
    const base = { username: 'dupe', email: 'dupe@example.test', password: 'password-ok' };
    expect((await create(admin, base)).statusCode).toBe(201);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, email: 'other@example.test' }, 400, 'existing_user_login'],
      [{ ...base, username: 'DUPE', email: 'other@example.test' }, 400, 'existing_user_login'],
      [{ ...base, username: 'other', email: 'DUPE@example.test' }, 400, 'existing_user_email'],
      [{ ...base, username: 'other', email: 'not-an-email' }, 400, 'rest_invalid_param'],
      [
        { ...base, username: 'other', email: 'o@example.test', password: 'short' },
        400,
        'rest_user_invalid_password',
      ],
      [
        { ...base, username: 'other', email: 'o@example.test', password: '   ' },
        400,
        'rest_user_invalid_password',
      ],
      [
        { ...base, username: 'bad<name>', email: 'o@example.test' },
        400,
        'rest_user_invalid_username',
      ],
      [{ ...base, username: 'x'.repeat(61), email: 'o@example.test' }, 400, 'rest_invalid_param'],
      [
        { ...base, username: 'other', email: 'o@example.test', name: 'n'.repeat(251) },
        400,
        'rest_invalid_param',
      ],
      [
        { ...base, username: 'other', email: 'o@example.test', roles: ['overlord'] },
        400,
        'rest_user_invalid_role',
      ],
      [{ username: 'other', email: 'o@example.test' }, 400, 'rest_missing_callback_param'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await create(admin, payload);
      expect({ payload, status: response.statusCode, code: response.json().code }).toEqual({
        payload,
        status,
        code,
      });
      expect(response.json().data.status).toBe(status);
    }
    const list = await t.request({ method: 'GET', url: `${USERS}?search=other`, session: admin });
    expect(list.json()).toEqual([]);
  });

  it('lets only create_users create users', async () => {
    const payload = { username: 'sneaky', email: 'sneaky@example.test', password: 'sneaky-pass' };
    const anonymous = await create(undefined, payload);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('rest_cannot_create_user');
    const byEditor = await create(editor, payload);
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().code).toBe('rest_cannot_create_user');
  });

  it('lets people edit their own profile but not their role', async () => {
    const author = await newUser('author');
    const session = await t.login(author.username, author.password);
    const own = await t.request({
      method: 'POST',
      url: `${USERS}/${author.id}`,
      payload: { name: 'Renamed Author', description: 'Writes things.' },
      session,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ name: 'Renamed Author', description: 'Writes things.' });
    const promote = await t.request({
      method: 'POST',
      url: `${USERS}/${author.id}`,
      payload: { roles: ['administrator'] },
      session,
    });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().code).toBe('rest_cannot_edit_roles');
    const other = await newUser('subscriber');
    const editOther = await t.request({
      method: 'POST',
      url: `${USERS}/${other.id}`,
      payload: { name: 'Hijacked' },
      session,
    });
    expect(editOther.statusCode).toBe(403);
    expect(editOther.json().code).toBe('rest_cannot_edit');
    const renamed = await t.request({
      method: 'GET',
      url: `${USERS}/${other.id}?context=edit`,
      session: admin,
    });
    expect(renamed.json().name).not.toBe('Hijacked');
  });

  it('lets administrators change roles, but never leave the site without one', async () => {
    const user = await newUser('contributor');
    const promoted = await t.request({
      method: 'POST',
      url: `${USERS}/${user.id}`,
      payload: { roles: ['editor'] },
      session: admin,
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().roles).toEqual(['editor']);
    const adminId = await sessionUserId(t, admin);
    const demoteSelf = await t.request({
      method: 'POST',
      url: `${USERS}/${adminId}`,
      payload: { roles: ['editor'] },
      session: admin,
    });
    expect(demoteSelf.statusCode).toBe(403);
    expect(demoteSelf.json().code).toBe('rest_user_invalid_role');
    const deleteSelf = await t.request({
      method: 'DELETE',
      url: `${USERS}/${adminId}?force=true&reassign=false`,
      session: admin,
    });
    expect(deleteSelf.statusCode).toBe(403);
    expect(deleteSelf.json().code).toBe('rest_user_last_administrator');
    const me = await t.request({ method: 'GET', url: `${USERS}/me?context=edit`, session: admin });
    expect(me.json().roles).toEqual(['administrator']);
  });

  it('refuses to change a username, or take another e-mail or slug', async () => {
    const user = await newUser('subscriber');
    const other = await newUser('subscriber');
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'renamed' }, 'rest_user_invalid_argument'],
      [{ email: `${other.username}@example.test` }, 'rest_user_invalid_email'],
      [{ slug: other.username }, 'rest_user_invalid_slug'],
      [{ slug: 'Not A Slug' }, 'rest_user_invalid_slug'],
    ];
    for (const [payload, code] of cases) {
      const response = await t.request({
        method: 'POST',
        url: `${USERS}/${user.id}`,
        payload,
        session: admin,
      });
      expect({ payload, status: response.statusCode, code: response.json().code }).toEqual({
        payload,
        status: 400,
        code,
      });
    }
  });

  it('signs a user out elsewhere when their password changes', async () => {
    const user = await newUser('author');
    const first = await t.login(user.username, user.password);
    const second = await t.login(user.username, user.password);
    const changed = await t.request({
      method: 'POST',
      url: `${USERS}/me`.replace('/me', `/${user.id}`),
      payload: { password: 'a-brand-new-password' },
      session: first,
    });
    expect(changed.statusCode).toBe(200);
    const stillIn = await t.request({ method: 'GET', url: `${USERS}/me`, session: first });
    expect(stillIn.statusCode).toBe(200);
    const signedOut = await t.request({ method: 'GET', url: `${USERS}/me`, session: second });
    expect(signedOut.statusCode).toBe(401);
    await expect(t.login(user.username, 'a-brand-new-password')).resolves.toBeTruthy();
  });

  it('deletes a user only with force and reassign, moving or deleting their content', async () => {
    const author = await newUser('author');
    const heir = await newUser('editor');
    const session = await t.login(author.username, author.password);
    const post = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/posts',
      payload: { title: 'Keep me', status: 'publish', content: '<p>Hello</p>' },
      session,
    });
    expect(post.statusCode).toBe(201);
    const postId = post.json().id;

    const noForce = await t.request({
      method: 'DELETE',
      url: `${USERS}/${author.id}?reassign=${heir.id}`,
      session: admin,
    });
    expect(noForce.statusCode).toBe(501);
    expect(noForce.json().code).toBe('rest_trash_not_supported');
    const noReassign = await t.request({
      method: 'DELETE',
      url: `${USERS}/${author.id}?force=true`,
      session: admin,
    });
    expect(noReassign.statusCode).toBe(400);
    expect(noReassign.json().code).toBe('rest_missing_callback_param');
    const toSelf = await t.request({
      method: 'DELETE',
      url: `${USERS}/${author.id}?force=true&reassign=${author.id}`,
      session: admin,
    });
    expect(toSelf.json().code).toBe('rest_user_invalid_reassign');
    const byEditor = await t.request({
      method: 'DELETE',
      url: `${USERS}/${author.id}?force=true&reassign=${heir.id}`,
      session: editor,
    });
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().code).toBe('rest_user_cannot_delete');

    const deleted = await t.request({
      method: 'DELETE',
      url: `${USERS}/${author.id}?force=true&reassign=${heir.id}`,
      session: admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      deleted: true,
      previous: { id: author.id, username: author.username },
    });
    const moved = await t.request({
      method: 'GET',
      url: `/wp-json/wp/v2/posts/${postId}`,
      session: admin,
    });
    expect(moved.json().author).toBe(heir.id);
    const gone = await t.request({ method: 'GET', url: `${USERS}/${author.id}`, session: admin });
    expect(gone.statusCode).toBe(404);
    const oldSession = await t.request({ method: 'GET', url: `${USERS}/me`, session });
    expect(oldSession.statusCode).toBe(401);

    const heirSession = await t.login(heir.username, heir.password);
    const removed = await t.request({
      method: 'DELETE',
      url: `${USERS}/${heir.id}?force=true&reassign=false`,
      session: admin,
    });
    expect(removed.statusCode).toBe(200);
    const postGone = await t.request({
      method: 'GET',
      url: `/wp-json/wp/v2/posts/${postId}`,
      session: admin,
    });
    expect(postGone.statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `${USERS}/me`, session: heirSession })).statusCode,
    ).toBe(401);
  });

  it('adds a created user to the list with e-mail only in edit context', async () => {
    const user = await newUser('editor');
    const edit = await t.request({
      method: 'GET',
      url: `${USERS}?context=edit&include=${user.id}`,
      session: admin,
    });
    expect(edit.json()[0].email).toBe(`${user.username}@example.test`);
    const view = await t.request({
      method: 'GET',
      url: `${USERS}?include=${user.id}`,
      session: admin,
    });
    expect(view.json()[0].email).toBeUndefined();
    const editorEdit = await t.request({
      method: 'GET',
      url: `${USERS}?context=edit`,
      session: editor,
    });
    expect(editorEdit.statusCode).toBe(403);
    expect(editorEdit.json().code).toBe('rest_forbidden_context');
  });

  it('lets a helper log a new user in with loginWithRole-style credentials', async () => {
    const session = await loginWithRole(t, 'contributor', unique('helper'));
    const me = await t.request({ method: 'GET', url: `${USERS}/me?context=edit`, session });
    expect(me.json().roles).toEqual(['contributor']);
  });
});
