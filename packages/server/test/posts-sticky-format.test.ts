import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stickyPostIds } from '../src/posts/sticky-posts.js';
import { loginWithRole } from './helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

const POSTS = '/wp-json/wp/v2/posts';

interface Post {
  id: number;
  sticky: boolean;
  format: string;
  class_list: string[];
}

describe.each(testDialects())('/wp/v2/posts sticky and format (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let author: Session;
  let contributor: Session;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    author = await loginWithRole(t, 'author', 'writer');
    contributor = await loginWithRole(t, 'contributor');
  });
  afterAll(() => t.close());

  const ids = async (query: string): Promise<number[]> => {
    const response = await t.request({ method: 'GET', url: `${POSTS}?per_page=100&${query}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as Post[]).map((post) => post.id);
  };

  it('shows every demo post as not sticky and of the standard format', async () => {
    const posts: Post[] = (await t.request({ method: 'GET', url: POSTS })).json();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(post.sticky).toBe(false);
      expect(post.format).toBe('standard');
      expect(post.class_list).toContain('format-standard');
    }
    expect(await ids('sticky=true')).toEqual([]);
  });

  it('pins a post, lists it alone under sticky=true and leaves it out under sticky=false', async () => {
    const created = await t.request({
      method: 'POST',
      url: POSTS,
      session: admin,
      payload: { title: 'Harbour closed', status: 'publish', sticky: true, format: 'status' },
    });
    expect(created.statusCode).toBe(201);
    const post: Post = created.json();
    expect(post.sticky).toBe(true);
    expect(post.format).toBe('status');
    expect(post.class_list).toContain('format-status');
    expect(post.class_list).not.toContain('format-standard');

    expect(await ids('sticky=true')).toEqual([post.id]);
    expect(await ids('sticky=false')).not.toContain(post.id);
    expect(await ids(`sticky=true&include=${post.id - 1}`)).toEqual([]);
    const read: Post = (await t.request({ method: 'GET', url: `${POSTS}/${post.id}` })).json();
    expect([read.sticky, read.format]).toEqual([true, 'status']);

    const unpinned = await t.request({
      method: 'POST',
      url: `${POSTS}/${post.id}`,
      session: admin,
      payload: { sticky: false, format: 'standard' },
    });
    expect(unpinned.statusCode).toBe(200);
    expect([unpinned.json().sticky, unpinned.json().format]).toEqual([false, 'standard']);
    expect(await ids('sticky=true')).toEqual([]);
  });

  it('refuses a format WordPress does not know, naming the ten it does', async () => {
    const response = await t.request({
      method: 'POST',
      url: POSTS,
      session: admin,
      payload: { title: 'Sonnet', format: 'poem' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): format',
      data: {
        status: 400,
        params: {
          format:
            'format is not one of standard, aside, chat, gallery, link, image, quote, status, video, audio.',
        },
      },
    });
  });

  it('lets authors pin their posts but not contributors', async () => {
    const refused = await t.request({
      method: 'POST',
      url: POSTS,
      session: contributor,
      payload: { title: 'Pin me', status: 'pending', sticky: true },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'rest_cannot_assign_sticky',
      message: 'Sorry, you are not allowed to make posts sticky.',
    });
    const draft = await t.request({
      method: 'POST',
      url: POSTS,
      session: contributor,
      payload: { title: 'Pin me later', status: 'pending', format: 'aside' },
    });
    expect(draft.statusCode).toBe(201);
    expect(draft.json().format).toBe('aside');
    const update = await t.request({
      method: 'POST',
      url: `${POSTS}/${draft.json().id}`,
      session: contributor,
      payload: { sticky: true },
    });
    expect(update.statusCode).toBe(403);
    expect(update.json().code).toBe('rest_cannot_assign_sticky');

    const pinned = await t.request({
      method: 'POST',
      url: POSTS,
      session: author,
      payload: { title: 'Ferry times', status: 'publish', sticky: true },
    });
    expect(pinned.statusCode).toBe(201);
    expect(pinned.json().sticky).toBe(true);
    expect(await ids('sticky=true')).toEqual([pinned.json().id]);

    const deleted = await t.request({
      method: 'DELETE',
      url: `${POSTS}/${pinned.json().id}?force=true`,
      session: admin,
    });
    expect(deleted.statusCode).toBe(200);
    // The stored list, not only the answers: a deleted id no longer sits in sticky_posts.
    expect(await stickyPostIds(t.app.db)).toEqual([]);
  });

  it('gives pages neither field', async () => {
    const page = (
      await t.request({ method: 'GET', url: '/wp-json/wp/v2/pages?per_page=1' })
    ).json()[0];
    expect(page).not.toHaveProperty('sticky');
    expect(page).not.toHaveProperty('format');
  });
});
