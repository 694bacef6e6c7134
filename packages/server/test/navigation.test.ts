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

const MENUS = '/wp-json/wp/v2/navigation';
const FALLBACK = '/wp-json/wp-block-editor/v1/navigation-fallback';

describe.each(testDialects())('/wp/v2/navigation (%s)', (dialect) => {
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

  it('creates the fallback menu from the page list once, even under concurrent calls', async () => {
    const before = await t.request({
      method: 'GET',
      url: `${MENUS}?status=publish,draft`,
      session: admin,
    });
    expect(before.json()).toEqual([]);
    const responses = await Promise.all(
      [0, 1, 2].map(() =>
        t.request({ method: 'POST', url: FALLBACK, session: admin, query: { context: 'edit' } }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(responses.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect(responses[0]?.json()).toMatchObject({
      type: 'wp_navigation',
      status: 'publish',
      title: { raw: 'Navigation' },
      content: { raw: '<!-- wp:page-list /-->' },
    });
    const get = await t.request({ method: 'GET', url: FALLBACK, session: admin });
    expect(get.json().id).toBe([...ids][0]);
    const menus = await t.request({
      method: 'GET',
      url: `${MENUS}?status=publish,draft&per_page=100`,
      session: admin,
    });
    expect(menus.headers['x-wp-total']).toBe('1');
  });

  it('returns the most recent published menu when there are several', async () => {
    const newer = await t.request({
      method: 'POST',
      url: MENUS,
      session: admin,
      payload: {
        title: 'Footer',
        content: '<!-- wp:navigation-link {"label":"Home","url":"/"} /-->',
        status: 'publish',
      },
    });
    expect(newer.statusCode).toBe(201);
    const fallback = await t.request({ method: 'POST', url: FALLBACK, session: admin });
    expect(fallback.json().id).toBe(newer.json().id);
  });

  it('guards menus and the fallback with edit_theme_options', async () => {
    for (const url of [MENUS, FALLBACK]) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
      for (const session of [subscriber, editor]) {
        expect((await t.request({ method: 'GET', url, session })).statusCode).toBe(403);
      }
    }
    expect((await t.request({ method: 'POST', url: FALLBACK })).statusCode).toBe(401);
    const create = await t.request({
      method: 'POST',
      url: MENUS,
      session: editor,
      payload: { title: 'x' },
    });
    expect(create.statusCode).toBe(403);
  });

  it('lists menus newest first, duplicates, renames and deletes them', async () => {
    const original = (
      await t.request({
        method: 'POST',
        url: MENUS,
        session: admin,
        payload: { title: 'Main', content: '<!-- wp:page-list /-->', status: 'publish' },
      })
    ).json();
    const copy = await t.request({
      method: 'POST',
      url: MENUS,
      session: admin,
      payload: { title: 'Main (Copy)', content: original.content.raw, status: 'publish' },
    });
    expect(copy.json()).toMatchObject({ title: { raw: 'Main (Copy)' }, slug: 'main-copy' });
    const draft = await t.request({
      method: 'POST',
      url: MENUS,
      session: admin,
      payload: { title: 'Sketch' },
    });
    expect(draft.json().status).toBe('draft');
    const list = await t.request({
      method: 'GET',
      url: `${MENUS}?per_page=100&status=publish,draft&order=desc&orderby=date&context=edit`,
      session: admin,
    });
    const titles = list.json().map((m: { title: { raw: string } }) => m.title.raw);
    expect(titles).toEqual(expect.arrayContaining(['Main', 'Main (Copy)', 'Sketch']));
    expect(titles[0]).toBe('Sketch');
    expect(titles.at(-1)).toBe('Navigation');
    const publishedOnly = await t.request({ method: 'GET', url: MENUS, session: admin });
    expect(publishedOnly.json().map((m: { status: string }) => m.status)).not.toContain('draft');
    const renamed = await t.request({
      method: 'POST',
      url: `${MENUS}/${original.id}`,
      session: admin,
      payload: { title: 'Primary' },
      headers: { 'if-match': `"${original.id}-1"` },
    });
    expect(renamed.json().title.raw).toBe('Primary');
    const stale = await t.request({
      method: 'POST',
      url: `${MENUS}/${original.id}`,
      session: admin,
      payload: { title: 'Other' },
      headers: { 'if-match': `"${original.id}-1"` },
    });
    expect(stale.statusCode).toBe(412);
    expect(renamed.json()._links['version-history'][0].count).toBe(2);
    const deleted = await t.request({
      method: 'DELETE',
      url: `${MENUS}/${original.id}?force=true`,
      session: admin,
    });
    expect(deleted.json()).toMatchObject({ deleted: true, previous: { id: original.id } });
    expect(
      (await t.request({ method: 'GET', url: `${MENUS}/${original.id}`, session: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('rejects invalid menu input', async () => {
    const response = await t.request({
      method: 'POST',
      url: MENUS,
      session: admin,
      payload: { title: [], status: 'gone', content: 3 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data.params).sort()).toEqual(['content', 'status', 'title']);
  });
});
