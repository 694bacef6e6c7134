import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

describe.each(testDialects())('media and users: the fields WordPress adds (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#1b6f8a' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  const upload = (filename: string) =>
    t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/media',
      session: admin,
      payload: png,
      headers: {
        'content-type': 'image/png',
        'content-disposition': `attachment; filename="${filename}"`,
      },
    });

  it('answers an upload with its file address as guid, the site’s comment default, no template and empty meta', async () => {
    const created = await upload('lighthouse.png');
    expect(created.statusCode).toBe(201);
    const { id, source_url: sourceUrl } = created.json();
    const view = (await t.request({ method: 'GET', url: `/wp-json/wp/v2/media/${id}` })).json();
    expect(view.guid).toEqual({ rendered: sourceUrl });
    expect(view).toMatchObject({
      comment_status: 'open',
      ping_status: 'closed',
      template: '',
      meta: {},
    });
    const edit = await t.request({
      method: 'GET',
      url: `/wp-json/wp/v2/media/${id}?context=edit`,
      session: admin,
    });
    expect(edit.json().guid).toEqual({ rendered: sourceUrl, raw: sourceUrl });
    const listed = (await t.request({ method: 'GET', url: '/wp-json/wp/v2/media' })).json();
    expect(listed.find((item: { id: number }) => item.id === id).guid.rendered).toBe(sourceUrl);
  });

  it('closes comments on uploads once the site closes them by default', async () => {
    const settings = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/settings',
      session: admin,
      payload: { default_comment_status: 'closed' },
    });
    expect(settings.statusCode).toBe(200);
    const created = await upload('quay.png');
    expect(created.json().comment_status).toBe('closed');
  });

  it('shows users with empty meta in view context, and the editor preferences in edit context', async () => {
    const users = (
      await t.request({ method: 'GET', url: '/wp-json/wp/v2/users', session: admin })
    ).json();
    expect(users.length).toBeGreaterThan(0);
    for (const user of users) expect(user.meta).toEqual({});
    const me = (
      await t.request({ method: 'GET', url: '/wp-json/wp/v2/users/me', session: admin })
    ).json();
    expect(me.meta).toEqual({});
    const saved = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/users/me',
      session: admin,
      payload: { meta: { persisted_preferences: { core: { distractionFree: true } } } },
    });
    expect(saved.json().meta).toEqual({
      persisted_preferences: { core: { distractionFree: true } },
    });
    const item = await t.request({
      method: 'GET',
      url: `/wp-json/wp/v2/users/${me.id}?context=edit`,
      session: admin,
    });
    expect(item.json().meta).toEqual({
      persisted_preferences: { core: { distractionFree: true } },
    });
    const viewed = (
      await t.request({ method: 'GET', url: `/wp-json/wp/v2/users/${me.id}` })
    ).json();
    expect(viewed.meta).toEqual({});
    const embedded = (
      await t.request({ method: 'GET', url: `/wp-json/wp/v2/users/${me.id}?context=embed` })
    ).json();
    expect(embedded).not.toHaveProperty('meta');
  });
});
