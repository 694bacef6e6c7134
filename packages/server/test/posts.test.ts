import sharp from 'sharp';
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

const POSTS = '/wp-json/wp/v2/posts';

interface Item {
  id: number;
  title: { rendered: string };
  author: number;
  categories: number[];
  tags: number[];
}

describe.each(testDialects())('/wp/v2/posts (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let editor: Session;
  let author: Session;
  let contributor: Session;
  let subscriber: Session;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    editor = await t.login('editor', EDITOR_PASSWORD);
    author = await loginWithRole(t, 'author', 'writer');
    contributor = await loginWithRole(t, 'contributor');
    subscriber = await loginWithRole(t, 'subscriber');
  });
  afterAll(() => t.close());

  const termId = async (taxonomy: string, slug: string) => {
    const row = await t.app.db
      .selectFrom('terms')
      .select('id')
      .where('taxonomy', '=', taxonomy)
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('lists the twelve demo posts newest first with their terms', async () => {
    const response = await t.request({ method: 'GET', url: `${POSTS}?per_page=5` });
    expect(response.headers['x-wp-total']).toBe('12');
    expect(response.headers['x-wp-totalpages']).toBe('3');
    const posts: Item[] = response.json();
    expect(posts).toHaveLength(5);
    const first = response.json()[0];
    expect(first.categories.length).toBeGreaterThan(0);
    expect(first.comment_status).toBe('open');
    expect(first.link).toBe(`http://localhost:80/${first.slug}/`);
    expect(first._links['wp:term'].map((l: { taxonomy: string }) => l.taxonomy)).toEqual([
      'category',
      'post_tag',
    ]);
    expect(first.parent).toBeUndefined();
    expect(first.menu_order).toBeUndefined();
    const dates = posts.map((p) => (p as unknown as { date: string }).date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by category, tag, author and author_exclude', async () => {
    const design = await termId('category', 'design');
    const byCategory: Item[] = (
      await t.request({ method: 'GET', url: `${POSTS}?categories=${design}&per_page=100` })
    ).json();
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((p) => p.categories.includes(design))).toBe(true);
    const without: Item[] = (
      await t.request({ method: 'GET', url: `${POSTS}?categories_exclude=${design}&per_page=100` })
    ).json();
    expect(without.length + byCategory.length).toBe(12);
    const tools = await termId('post_tag', 'tools');
    const byTag: Item[] = (
      await t.request({ method: 'GET', url: `${POSTS}?tags=${tools}&per_page=100` })
    ).json();
    expect(byTag.every((p) => p.tags.includes(tools))).toBe(true);
    const all: Item[] = (await t.request({ method: 'GET', url: `${POSTS}?per_page=100` })).json();
    const someAuthor = all[0]?.author ?? 0;
    const mine: Item[] = (
      await t.request({ method: 'GET', url: `${POSTS}?author=${someAuthor}&per_page=100` })
    ).json();
    const others: Item[] = (
      await t.request({ method: 'GET', url: `${POSTS}?author_exclude=${someAuthor}&per_page=100` })
    ).json();
    expect(mine.every((p) => p.author === someAuthor)).toBe(true);
    expect(others.every((p) => p.author !== someAuthor)).toBe(true);
    expect(mine.length + others.length).toBe(12);
  });

  it('serves suggestion lists: order asc, search, per_page, _fields and exclude', async () => {
    const all: Item[] = (await t.request({ method: 'GET', url: `${POSTS}?per_page=100` })).json();
    const excluded = all[0]?.id ?? 0;
    const response = await t.request({
      method: 'GET',
      url: `${POSTS}?context=view&order=asc&per_page=10&_fields=id,title,slug,link&exclude=${excluded}`,
    });
    const items = response.json();
    expect(items).toHaveLength(10);
    expect(Object.keys(items[0]).sort()).toEqual(['id', 'link', 'slug', 'title']);
    expect(items.map((i: Item) => i.id)).not.toContain(excluded);
    expect(response.headers['x-wp-total']).toBe('11');
    const include = await t.request({
      method: 'GET',
      url: `${POSTS}?include=${excluded}&_fields=id`,
    });
    expect(include.json()).toEqual([{ id: excluded }]);
  });

  it('orders by the include list and filters by date', async () => {
    const all: (Item & { date: string })[] = (
      await t.request({ method: 'GET', url: `${POSTS}?per_page=100` })
    ).json();
    const picked = [all[3]?.id, all[0]?.id, all[7]?.id];
    const ordered = await t.request({
      method: 'GET',
      url: `${POSTS}?include=${picked.join(',')}&orderby=include&_fields=id`,
    });
    expect(ordered.json().map((p: Item) => p.id)).toEqual(picked);
    const middle = all[5]?.date ?? '';
    const after: (Item & { date: string })[] = (
      await t.request({ method: 'GET', url: `${POSTS}?after=${middle}&per_page=100` })
    ).json();
    const before: (Item & { date: string })[] = (
      await t.request({ method: 'GET', url: `${POSTS}?before=${middle}&per_page=100` })
    ).json();
    expect(after.every((p) => p.date > middle)).toBe(true);
    expect(before.every((p) => p.date < middle)).toBe(true);
    expect(after.length + before.length).toBe(all.filter((p) => p.date !== middle).length);
    const bad = await t.request({ method: 'GET', url: `${POSTS}?after=soon` });
    expect(bad.json().data.params).toHaveProperty('after');
  });

  it('sets categories and tags and refuses unknown term ids', async () => {
    const design = await termId('category', 'design');
    const tools = await termId('post_tag', 'tools');
    const created = await t.request({
      method: 'POST',
      url: POSTS,
      session: admin,
      payload: { title: 'Termed', categories: [design], tags: [tools] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ categories: [design], tags: [tools] });
    const bad = await t.request({
      method: 'POST',
      url: POSTS,
      session: admin,
      payload: { title: 'x', categories: [tools] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.params).toHaveProperty('categories');
    const cleared = await t.request({
      method: 'POST',
      url: `${POSTS}/${created.json().id}`,
      session: admin,
      payload: { tags: [] },
    });
    expect(cleared.json().tags).toEqual([]);
    expect(cleared.json().categories).toEqual([design]);
  });

  it('lets contributors write drafts but not publish, and keeps others’ posts from them', async () => {
    const draft = await t.request({
      method: 'POST',
      url: POSTS,
      session: contributor,
      payload: { title: 'Mine', status: 'pending' },
    });
    expect(draft.statusCode).toBe(201);
    const publish = await t.request({
      method: 'POST',
      url: POSTS,
      session: contributor,
      payload: { title: 'Out', status: 'publish' },
    });
    expect(publish.statusCode).toBe(403);
    expect(publish.json().code).toBe('rest_cannot_publish');
    const adminDraft = (
      await t.request({
        method: 'POST',
        url: POSTS,
        session: admin,
        payload: { title: 'Admin draft' },
      })
    ).json();
    const edit = await t.request({
      method: 'POST',
      url: `${POSTS}/${adminDraft.id}`,
      session: contributor,
      payload: { title: 'Hijack' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().code).toBe('rest_cannot_edit');
    const drafts: Item[] = (
      await t.request({ method: 'GET', url: `${POSTS}?status=draft,pending`, session: contributor })
    ).json();
    const contributorId = await sessionUserId(t, contributor);
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((p) => p.author === contributorId)).toBe(true);
    const asOther = await t.request({
      method: 'POST',
      url: POSTS,
      session: contributor,
      payload: { title: 'x', author: 1 },
    });
    expect(asOther.statusCode).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: POSTS,
          session: subscriber,
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('sanitises HTML from authors without unfiltered_html, not from editors', async () => {
    const dirty =
      '<p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>';
    const byAuthor = await t.request({
      method: 'POST',
      url: POSTS,
      session: author,
      payload: {
        title: '<b onmouseover="x()">T</b>',
        content: dirty,
        excerpt: '<script>x</script>E',
        status: 'publish',
      },
    });
    expect(byAuthor.statusCode).toBe(201);
    expect(byAuthor.json().content.raw).toBe('<p>Hi</p><a>x</a>');
    expect(byAuthor.json().title.raw).toBe('<b>T</b>');
    expect(byAuthor.json().excerpt.raw).toBe('E');
    const update = await t.request({
      method: 'POST',
      url: `${POSTS}/${byAuthor.json().id}`,
      session: author,
      payload: { content: dirty },
    });
    expect(update.json().content.raw).toBe('<p>Hi</p><a>x</a>');
    const byEditor = await t.request({
      method: 'POST',
      url: POSTS,
      session: editor,
      payload: { title: 'T', content: dirty },
    });
    expect(byEditor.json().content.raw).toBe(dirty);
  });

  it('opens comments on new posts as the site setting says, never on new pages', async () => {
    const post = await t.request({
      method: 'POST',
      url: POSTS,
      session: admin,
      payload: { title: 'Chatty' },
    });
    expect(post.json().comment_status).toBe('open');
    const page = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/pages',
      session: admin,
      payload: { title: 'Quiet' },
    });
    expect(page.json().comment_status).toBe('closed');
    await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/settings',
      session: admin,
      payload: { default_comment_status: 'closed' },
    });
    const closed = await t.request({
      method: 'POST',
      url: POSTS,
      session: admin,
      payload: { title: 'Closed' },
    });
    expect(closed.json().comment_status).toBe('closed');
    const explicit = await t.request({
      method: 'POST',
      url: POSTS,
      session: admin,
      payload: { title: 'Open', comment_status: 'open' },
    });
    expect(explicit.json().comment_status).toBe('open');
    await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/settings',
      session: admin,
      payload: { default_comment_status: 'open' },
    });
  });

  it('schedules a post published with a future date', async () => {
    const response = await t.request({
      method: 'POST',
      url: POSTS,
      session: admin,
      payload: { title: 'Later', status: 'publish', date: '2099-01-01T10:00:00' },
    });
    expect(response.json()).toMatchObject({
      status: 'future',
      date: '2099-01-01T10:00:00',
      date_gmt: '2099-01-01T10:00:00',
    });
    const past = await t.request({
      method: 'POST',
      url: `${POSTS}/${response.json().id}`,
      session: admin,
      payload: { date_gmt: '2020-01-01T10:00:00Z' },
    });
    expect(past.json()).toMatchObject({ status: 'publish', date: '2020-01-01T10:00:00' });
  });

  it('keeps post revisions and answers 412 on stale deletes', async () => {
    const created = await t.request({
      method: 'POST',
      url: POSTS,
      session: admin,
      payload: { title: 'One', status: 'publish' },
    });
    const url = `${POSTS}/${created.json().id}`;
    const etag = String(created.headers.etag);
    await t.request({ method: 'POST', url, session: admin, payload: { title: 'Two' } });
    const revisions = await t.request({ method: 'GET', url: `${url}/revisions`, session: admin });
    expect(revisions.headers['x-wp-total']).toBe('2');
    const stale = await t.request({
      method: 'DELETE',
      url,
      session: admin,
      headers: { 'if-match': etag },
    });
    expect(stale.statusCode).toBe(412);
    const staleForce = await t.request({
      method: 'DELETE',
      url: `${url}?force=true`,
      session: admin,
      headers: { 'if-match': etag },
    });
    expect(staleForce.statusCode).toBe(412);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('sets a featured image and embeds it with _embed=wp:featuredmedia', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#b32d2e' },
    })
      .png()
      .toBuffer();
    const boundary = '----posts-test';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="red.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/media',
      session: admin,
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.statusCode).toBe(201);
    const mediaId = upload.json().id;
    const created = await t.request({
      method: 'POST',
      url: POSTS,
      session: admin,
      payload: { title: 'Pictured', status: 'publish', featured_media: mediaId },
    });
    expect(created.json().featured_media).toBe(mediaId);
    expect(created.json()._links['wp:featuredmedia'][0].href).toContain(`/wp/v2/media/${mediaId}`);
    const embedded = await t.request({
      method: 'GET',
      url: `${POSTS}/${created.json().id}?_embed=wp:featuredmedia`,
    });
    const media = embedded.json()._embedded['wp:featuredmedia'][0];
    expect(media.id).toBe(mediaId);
    expect(media.source_url).toContain('/wp-content/uploads/');
    expect(embedded.json()._embedded.author).toBeUndefined();
    const both = await t.request({ method: 'GET', url: `${POSTS}/${created.json().id}?_embed` });
    expect(Object.keys(both.json()._embedded).sort()).toEqual([
      'author',
      'wp:featuredmedia',
      'wp:term',
    ]);
    const notAnImage = await t.request({
      method: 'POST',
      url: POSTS,
      session: admin,
      payload: { title: 'x', featured_media: created.json().id },
    });
    expect(notAnImage.json().code).toBe('rest_invalid_featured_media');
  });
});
