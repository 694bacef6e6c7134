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

const BLOCKS = '/wp-json/wp/v2/blocks';
const CATEGORIES = '/wp-json/wp/v2/wp_pattern_category';
const CONTENT = '<!-- wp:paragraph --><p>Call us</p><!-- /wp:paragraph -->';

describe.each(testDialects())('/wp/v2/blocks and pattern categories (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let editor: Session;
  let contributor: Session;
  let subscriber: Session;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    editor = await t.login('editor', EDITOR_PASSWORD);
    contributor = await loginWithRole(t, 'contributor');
    subscriber = await loginWithRole(t, 'subscriber');
  });
  afterAll(() => t.close());

  it('creates synced and unsynced patterns in categories', async () => {
    const category = await t.request({
      method: 'POST',
      url: CATEGORIES,
      session: editor,
      payload: { name: 'Calls to action' },
    });
    expect(category.statusCode).toBe(201);
    expect(category.json()).toMatchObject({
      name: 'Calls to action',
      slug: 'calls-to-action',
      count: 0,
      taxonomy: 'wp_pattern_category',
    });
    const categoryId = category.json().id;
    const synced = await t.request({
      method: 'POST',
      url: BLOCKS,
      session: editor,
      payload: {
        title: 'Contact strip',
        content: CONTENT,
        status: 'publish',
        wp_pattern_category: [categoryId],
      },
    });
    expect(synced.statusCode).toBe(201);
    expect(synced.json()).toMatchObject({
      type: 'wp_block',
      wp_pattern_sync_status: '',
      wp_pattern_category: [categoryId],
      content: { raw: CONTENT },
      meta: { wp_pattern_sync_status: '' },
    });
    const unsynced = await t.request({
      method: 'POST',
      url: BLOCKS,
      session: editor,
      payload: {
        title: 'Hero',
        content: CONTENT,
        status: 'publish',
        wp_pattern_sync_status: 'unsynced',
      },
    });
    expect(unsynced.json()).toMatchObject({
      wp_pattern_sync_status: 'unsynced',
      meta: { wp_pattern_sync_status: 'unsynced' },
    });
    const list = await t.request({ method: 'GET', url: `${BLOCKS}?per_page=-1`, session: editor });
    expect(list.headers['x-wp-total']).toBe('2');
    expect(list.json()[0].content.raw).toBeDefined();
    expect(list.json()[0].title.raw).toBeDefined();
    const filtered = await t.request({
      method: 'GET',
      url: `${BLOCKS}?wp_pattern_category=${categoryId}`,
      session: editor,
    });
    expect(filtered.json().map((b: { id: number }) => b.id)).toEqual([synced.json().id]);
    const counted = await t.request({ method: 'GET', url: `${CATEGORIES}/${categoryId}` });
    expect(counted.json().count).toBe(1);
  });

  it('imports a pattern with a category id and refuses a bad sync status or category', async () => {
    const bad = await t.request({
      method: 'POST',
      url: BLOCKS,
      session: admin,
      payload: { title: 'x', wp_pattern_sync_status: 'partly', wp_pattern_category: ['a'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.params).sort()).toEqual([
      'wp_pattern_category',
      'wp_pattern_sync_status',
    ]);
    const missing = await t.request({
      method: 'POST',
      url: BLOCKS,
      session: admin,
      payload: { title: 'x', wp_pattern_category: [999999] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.params).toHaveProperty('wp_pattern_category');
  });

  it('guards patterns: edit_posts to read and write, publish_posts to publish', async () => {
    expect((await t.request({ method: 'GET', url: BLOCKS })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: BLOCKS, session: subscriber })).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.request({
          method: 'POST',
          url: BLOCKS,
          session: subscriber,
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    const published = await t.request({
      method: 'POST',
      url: BLOCKS,
      session: contributor,
      payload: { title: 'x', status: 'publish' },
    });
    expect(published.statusCode).toBe(403);
    const draft = await t.request({
      method: 'POST',
      url: BLOCKS,
      session: contributor,
      payload: { title: 'Draft pattern' },
    });
    expect(draft.statusCode).toBe(201);
    const categoryBySubscriber = await t.request({
      method: 'POST',
      url: CATEGORIES,
      session: subscriber,
      payload: { name: 'No' },
    });
    expect(categoryBySubscriber.statusCode).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: CATEGORIES, payload: { name: 'No' } })).statusCode,
    ).toBe(401);
  });

  it('renames with If-Match, refuses stale renames, and deletes patterns', async () => {
    const created = await t.request({
      method: 'POST',
      url: BLOCKS,
      session: admin,
      payload: { title: 'Old', content: CONTENT, status: 'publish' },
    });
    const url = `${BLOCKS}/${created.json().id}`;
    const renamed = await t.request({
      method: 'POST',
      url,
      session: admin,
      payload: { title: 'New' },
      headers: { 'if-match': String(created.headers.etag) },
    });
    expect(renamed.json().title.raw).toBe('New');
    const stale = await t.request({
      method: 'POST',
      url,
      session: admin,
      payload: { title: 'Newer' },
      headers: { 'if-match': String(created.headers.etag) },
    });
    expect(stale.statusCode).toBe(412);
    const deleted = await t.request({ method: 'DELETE', url: `${url}?force=true`, session: admin });
    expect(deleted.json().deleted).toBe(true);
    expect((await t.request({ method: 'GET', url, session: admin })).statusCode).toBe(404);
  });

  it('deletes a pattern category with force, leaving its patterns', async () => {
    const category = (
      await t.request({
        method: 'POST',
        url: CATEGORIES,
        session: admin,
        payload: { name: 'Temporary' },
      })
    ).json();
    const pattern = (
      await t.request({
        method: 'POST',
        url: BLOCKS,
        session: admin,
        payload: { title: 'Kept', status: 'publish', wp_pattern_category: [category.id] },
      })
    ).json();
    const notForced = await t.request({
      method: 'DELETE',
      url: `${CATEGORIES}/${category.id}`,
      session: admin,
    });
    expect(notForced.statusCode).toBe(501);
    expect(notForced.json().code).toBe('rest_trash_not_supported');
    const deleted = await t.request({
      method: 'DELETE',
      url: `${CATEGORIES}/${category.id}?force=true`,
      session: admin,
    });
    expect(deleted.json()).toMatchObject({
      deleted: true,
      previous: { id: category.id, name: 'Temporary' },
    });
    const after = await t.request({
      method: 'GET',
      url: `${BLOCKS}/${pattern.id}`,
      session: admin,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().wp_pattern_category).toEqual([]);
  });
});
