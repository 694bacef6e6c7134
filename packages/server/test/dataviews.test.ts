import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithRole } from './helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

const VIEWS = '/wp-json/wp/v2/wp_dataviews';
const TYPES = '/wp-json/wp/v2/wp_dataviews_type';

describe.each(testDialects())('/wp/v2/wp_dataviews and wp_dataviews_type (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let subscriber: Session;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    subscriber = await loginWithRole(t, 'subscriber');
  });
  afterAll(() => t.close());

  it('creates the view type on demand and finds it by slug', async () => {
    const none = await t.request({ method: 'GET', url: `${TYPES}?slug=page`, session: admin });
    expect(none.json()).toEqual([]);
    const created = await t.request({
      method: 'POST',
      url: TYPES,
      session: admin,
      payload: { name: 'page' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'page',
      slug: 'page',
      taxonomy: 'wp_dataviews_type',
    });
    const found = await t.request({ method: 'GET', url: `${TYPES}?slug=page`, session: admin });
    expect(found.json().map((term: { id: number }) => term.id)).toEqual([created.json().id]);
    const again = await t.request({
      method: 'POST',
      url: TYPES,
      session: admin,
      payload: { name: 'page' },
    });
    expect(again.json()).toMatchObject({
      code: 'term_exists',
      data: { term_id: created.json().id },
    });
    expect(
      (
        await t.request({
          method: 'POST',
          url: TYPES,
          session: subscriber,
          payload: { name: 'post' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('saves custom views with their JSON config, lists them by type in date order', async () => {
    const type = (
      await t.request({ method: 'GET', url: `${TYPES}?slug=page`, session: admin })
    ).json()[0];
    const other = (
      await t.request({ method: 'POST', url: TYPES, session: admin, payload: { name: 'post' } })
    ).json();
    const view = {
      type: 'table',
      perPage: 20,
      filters: [{ field: 'status', operator: 'isAny', value: ['draft'] }],
    };
    const titles = ['Drafts', 'Mine'];
    const ids: number[] = [];
    for (const title of titles) {
      const response = await t.request({
        method: 'POST',
        url: VIEWS,
        session: admin,
        payload: {
          title,
          status: 'publish',
          wp_dataviews_type: [type.id],
          content: JSON.stringify(view),
        },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        wp_dataviews_type: [type.id],
        content: { raw: JSON.stringify(view) },
      });
      ids.push(response.json().id);
    }
    await t.request({
      method: 'POST',
      url: VIEWS,
      session: admin,
      payload: {
        title: 'Posts view',
        status: 'publish',
        wp_dataviews_type: [other.id],
        content: '{}',
      },
    });
    const list = await t.request({
      method: 'GET',
      url: `${VIEWS}?wp_dataviews_type=${type.id}&orderby=date&order=asc&context=edit`,
      session: admin,
    });
    expect(list.json().map((v: { id: number }) => v.id)).toEqual(ids);
    expect(JSON.parse(list.json()[0].content.raw)).toEqual(view);
    const changed = { ...view, perPage: 50 };
    const saved = await t.request({
      method: 'POST',
      url: `${VIEWS}/${ids[0]}`,
      session: admin,
      payload: { content: JSON.stringify(changed), title: 'Drafts only' },
    });
    expect(JSON.parse(saved.json().content.raw)).toEqual(changed);
    const deleted = await t.request({
      method: 'DELETE',
      url: `${VIEWS}/${ids[1]}?force=true`,
      session: admin,
    });
    expect(deleted.json().deleted).toBe(true);
  });

  it('refuses content that is not JSON, and users who may not edit published posts', async () => {
    const bad = await t.request({
      method: 'POST',
      url: VIEWS,
      session: admin,
      payload: { title: 'x', content: '{not json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.params).toHaveProperty('content');
    expect((await t.request({ method: 'GET', url: VIEWS })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: VIEWS, session: subscriber })).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.request({
          method: 'POST',
          url: VIEWS,
          session: subscriber,
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
