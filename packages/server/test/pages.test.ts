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

const PAGES = '/wp-json/wp/v2/pages';

describe.each(testDialects())('/wp/v2/pages (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let editor: Session;
  let subscriber: Session;
  let contributor: Session;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    editor = await t.login('editor', EDITOR_PASSWORD);
    subscriber = await loginWithRole(t, 'subscriber');
    contributor = await loginWithRole(t, 'contributor');
  });
  afterAll(() => t.close());

  const create = (session: Session, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: PAGES, session, payload });

  it('lists published pages to anyone, with totals and WordPress fields', async () => {
    const response = await t.request({
      method: 'GET',
      url: `${PAGES}?orderby=menu_order&order=asc`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-wp-total']).toBe('4');
    expect(response.headers['x-wp-totalpages']).toBe('1');
    const pages = response.json();
    expect(pages.map((p: { title: { rendered: string } }) => p.title.rendered)).toEqual([
      'Home',
      'About',
      'Contact',
      'Blog',
    ]);
    const home = pages[0];
    expect(home).toMatchObject({
      type: 'page',
      status: 'publish',
      slug: 'home',
      link: 'http://localhost:80/home/',
      parent: 0,
      menu_order: 0,
      template: '',
      featured_media: 0,
      comment_status: 'closed',
      meta: { footnotes: '' },
      content: { protected: false, block_version: 1 },
      excerpt: { protected: false },
    });
    expect(home.title.raw).toBeUndefined();
    expect(home.content.raw).toBeUndefined();
    expect(home.password).toBeUndefined();
    expect(home.content.rendered).not.toContain('<!-- wp:');
    expect(home._links.self[0].href).toBe(`http://localhost:80${PAGES}/${home.id}`);
    expect(home._links['version-history'][0].count).toBe(0);
    expect(home._links.author[0]).toMatchObject({ embeddable: true });
  });

  it('paginates with per_page and page, and refuses a page past the end', async () => {
    const first = await t.request({ method: 'GET', url: `${PAGES}?per_page=3&page=1` });
    expect(first.json()).toHaveLength(3);
    expect(first.headers['x-wp-totalpages']).toBe('2');
    const second = await t.request({ method: 'GET', url: `${PAGES}?per_page=3&page=2` });
    expect(second.json()).toHaveLength(1);
    const past = await t.request({ method: 'GET', url: `${PAGES}?per_page=3&page=3` });
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('rest_post_invalid_page_number');
    const all = await t.request({ method: 'GET', url: `${PAGES}?per_page=-1` });
    expect(all.json()).toHaveLength(4);
    expect(all.headers['x-wp-totalpages']).toBe('1');
  });

  it('describes its routes with OPTIONS', async () => {
    const collection = await t.request({ method: 'OPTIONS', url: PAGES });
    expect(collection.headers.allow).toBe('GET, POST');
    expect(collection.json().endpoints[0].args.orderby.enum).toContain('menu_order');
    const item = await t.request({ method: 'OPTIONS', url: `${PAGES}/1` });
    expect(item.headers.allow).toBe('GET, POST, PUT, PATCH, DELETE');
  });

  it('rejects bad list parameters naming each one', async () => {
    const response = await t.request({
      method: 'GET',
      url: `${PAGES}?per_page=500&order=up&orderby=colour&status=lost&author=me&page=0&context=raw`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('rest_invalid_param');
    expect(Object.keys(response.json().data.params).sort()).toEqual(
      ['author', 'context', 'order', 'orderby', 'page', 'per_page', 'status'].sort(),
    );
  });

  it('searches, orders and keeps only _fields', async () => {
    const response = await t.request({
      method: 'GET',
      url: `${PAGES}?search=CONT&_fields=id,title,link`,
    });
    const pages = response.json();
    expect(pages).toHaveLength(1);
    expect(Object.keys(pages[0]).sort()).toEqual(['id', 'link', 'title']);
    expect(pages[0].title.rendered).toBe('Contact');
    const titles = await t.request({
      method: 'GET',
      url: `${PAGES}?orderby=title&order=asc&_fields=title`,
    });
    expect(titles.json().map((p: { title: { rendered: string } }) => p.title.rendered)).toEqual([
      'About',
      'Blog',
      'Contact',
      'Home',
    ]);
    const wild = await t.request({ method: 'GET', url: `${PAGES}?search=%25` });
    expect(wild.json()).toHaveLength(0);
  });

  it('embeds the author with _embed', async () => {
    const response = await t.request({ method: 'GET', url: `${PAGES}?_embed=author&per_page=1` });
    const [page] = response.json();
    expect(page._embedded.author[0]).toMatchObject({ name: 'Site Admin', slug: 'admin' });
    expect(page._embedded.author[0].avatar_urls['48']).toContain('/wp-content/avatars/');
    expect(page._embedded.author[0].email).toBeUndefined();
  });

  it('needs edit_pages for other statuses and for context=edit', async () => {
    for (const url of [`${PAGES}?status=draft`, `${PAGES}?status=any`]) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
      const forbidden = await t.request({ method: 'GET', url, session: subscriber });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('rest_forbidden_status');
    }
    const context = await t.request({
      method: 'GET',
      url: `${PAGES}?context=edit`,
      session: contributor,
    });
    expect(context.statusCode).toBe(403);
    expect(context.json().code).toBe('rest_forbidden_context');
    const ok = await t.request({
      method: 'GET',
      url: `${PAGES}?status=any&context=edit`,
      session: editor,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()[0].title.raw).toBeDefined();
  });

  it('creates a draft page with a generated slug; an empty title is allowed', async () => {
    const response = await create(admin, { title: 'Our Story', status: 'draft' });
    expect(response.statusCode).toBe(201);
    expect(response.headers.etag).toMatch(/^"\d+-1"$/);
    expect(response.headers.location).toContain(`${PAGES}/`);
    const page = response.json();
    expect(page).toMatchObject({
      status: 'draft',
      slug: '',
      generated_slug: 'our-story',
      title: { raw: 'Our Story' },
      content: { raw: '' },
      password: '',
      permalink_template: 'http://localhost:80/%pagename%/',
    });
    expect(page.link).toBe(`http://localhost:80/?page_id=${page.id}`);
    const untitled = await create(admin, { status: 'draft', title: '' });
    expect(untitled.statusCode).toBe(201);
    expect(untitled.json().title.raw).toBe('');
    expect(untitled.json().generated_slug).toBe(String(untitled.json().id));
  });

  it('makes slugs unique and publishes with a slug from the title', async () => {
    const about = await create(admin, { title: 'About', status: 'publish' });
    expect(about.json().slug).toBe('about-2');
    const custom = await create(admin, { title: 'X', slug: 'Hello World!', status: 'publish' });
    expect(custom.json().slug).toBe('hello-world');
    const untitled = await create(admin, { title: '', status: 'publish' });
    expect(untitled.json().slug).toBe(String(untitled.json().id));
  });

  it('nests pages: parent in the link, invalid parents refused', async () => {
    const parent = (await create(admin, { title: 'Studio', status: 'publish' })).json();
    const child = await create(admin, { title: 'Looms', status: 'publish', parent: parent.id });
    expect(child.json().link).toBe('http://localhost:80/studio/looms/');
    expect(child.json()._links.up[0].href).toContain(`${PAGES}/${parent.id}`);
    const children = await t.request({ method: 'GET', url: `${PAGES}?parent=${parent.id}` });
    expect(children.json().map((p: { id: number }) => p.id)).toEqual([child.json().id]);
    const sibling = await create(admin, { title: 'Looms', status: 'publish' });
    expect(sibling.json().slug).toBe('looms');
    const moved = await t.request({
      method: 'POST',
      url: `${PAGES}/${sibling.json().id}`,
      session: admin,
      payload: { parent: parent.id },
    });
    expect(moved.json().slug).toBe('looms-2');
    expect(moved.json().link).toBe('http://localhost:80/studio/looms-2/');
    const missing = await create(admin, { title: 'Orphan', parent: 999999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('rest_post_invalid_id');
    const loop = await t.request({
      method: 'POST',
      url: `${PAGES}/${parent.id}`,
      session: admin,
      payload: { parent: child.json().id },
    });
    expect(loop.statusCode).toBe(400);
  });

  it('rejects every invalid write parameter with rest_invalid_param', async () => {
    const response = await create(admin, {
      title: 5,
      status: 'sideways',
      date: 'yesterday',
      menu_order: 'first',
      parent: -1,
      comment_status: 'maybe',
      featured_media: 'x',
      author: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data.params).sort()).toEqual(
      [
        'author',
        'comment_status',
        'date',
        'featured_media',
        'menu_order',
        'parent',
        'status',
        'title',
      ].sort(),
    );
    const template = await create(admin, { title: 'x', template: 'no-such-template' });
    expect(template.json().data.params).toHaveProperty('template');
    const media = await create(admin, { title: 'x', featured_media: 123456 });
    expect(media.json().code).toBe('rest_invalid_featured_media');
    const author = await create(admin, { title: 'x', author: 123456 });
    expect(author.json().code).toBe('rest_invalid_author');
  });

  it('guards creation by capability', async () => {
    const anonymous = await t.request({ method: 'POST', url: PAGES, payload: { title: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('rest_cannot_create');
    for (const session of [subscriber, contributor]) {
      const response = await create(session, { title: 'x' });
      expect(response.statusCode).toBe(403);
    }
    expect((await create(editor, { title: 'By the editor', status: 'publish' })).statusCode).toBe(
      201,
    );
  });

  it('updates fields, stores revisions and links them', async () => {
    const page = (await create(admin, { title: 'Draft one', content: '<p>v1</p>' })).json();
    const url = `${PAGES}/${page.id}`;
    const update = await t.request({
      method: 'POST',
      url,
      session: admin,
      payload: {
        title: { raw: 'Published one' },
        content: '<!-- wp:paragraph --><p>v2</p><!-- /wp:paragraph -->',
        excerpt: 'Short',
        status: 'publish',
        menu_order: 4,
        template: 'page-no-title',
        date: '2026-01-02T03:04:05',
        meta: { footnotes: '[]' },
      },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({
      title: { raw: 'Published one', rendered: 'Published one' },
      content: {
        raw: '<!-- wp:paragraph --><p>v2</p><!-- /wp:paragraph -->',
        rendered: '<p>v2</p>',
      },
      excerpt: { raw: 'Short', rendered: '<p>Short</p>\n' },
      status: 'publish',
      slug: 'published-one',
      menu_order: 4,
      template: 'page-no-title',
      date: '2026-01-02T03:04:05',
      meta: { footnotes: '[]' },
    });
    const links = update.json()._links;
    expect(links['version-history'][0].count).toBe(2);
    const latest = links['predecessor-version'][0].id;
    const revisions = await t.request({
      method: 'GET',
      url: `${url}/revisions?context=edit`,
      session: admin,
    });
    expect(revisions.statusCode).toBe(200);
    expect(revisions.headers['x-wp-total']).toBe('2');
    expect(revisions.json()[0]).toMatchObject({
      id: latest,
      parent: page.id,
      title: { raw: 'Published one' },
    });
    expect(revisions.json()[1]).toMatchObject({
      title: { raw: 'Draft one' },
      content: { raw: '<p>v1</p>' },
    });
    const one = await t.request({
      method: 'GET',
      url: `${url}/revisions/${latest}`,
      session: admin,
    });
    expect(one.json().content.rendered).toBe('<p>v2</p>');
    const statusOnly = await t.request({
      method: 'POST',
      url,
      session: admin,
      payload: { menu_order: 5 },
    });
    expect(statusOnly.json()._links['version-history'][0].count).toBe(2);
    const wrong = await t.request({
      method: 'GET',
      url: `${PAGES}/${page.id}/revisions/${page.id}`,
      session: admin,
    });
    expect(wrong.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${url}/revisions` })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: `${url}/revisions`, session: subscriber })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `${PAGES}/999999/revisions`, session: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a stale update with 412 and accepts the current ETag', async () => {
    const created = await create(admin, { title: 'Shared', status: 'publish' });
    const url = `${PAGES}/${created.json().id}`;
    const read = await t.request({ method: 'GET', url, session: admin });
    const etag = read.headers.etag;
    expect(etag).toBe(created.headers.etag);
    const first = await t.request({
      method: 'POST',
      url,
      session: editor,
      payload: { title: 'Mine' },
      headers: { 'if-match': String(etag) },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(etag);
    const stale = await t.request({
      method: 'POST',
      url,
      session: admin,
      payload: { title: 'Theirs' },
      headers: { 'if-match': String(etag) },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 'rest_conflict', data: { status: 412 } });
    const byModified = await t.request({
      method: 'POST',
      url,
      session: admin,
      payload: { title: 'Theirs', modified: '2000-01-01T00:00:00' },
    });
    expect(byModified.statusCode).toBe(412);
    const after = await t.request({
      method: 'GET',
      url,
      session: admin,
      query: { context: 'edit' },
    });
    expect(after.json().title.raw).toBe('Mine');
    const current = await t.request({
      method: 'POST',
      url,
      session: admin,
      payload: { title: 'Theirs' },
      headers: { 'if-match': String(first.headers.etag) },
    });
    expect(current.statusCode).toBe(200);
  });

  it('lets only one of two racing saves of the same version win', async () => {
    const created = await create(admin, { title: 'Race', status: 'publish' });
    const url = `${PAGES}/${created.json().id}`;
    const etag = String(created.headers.etag);
    const results = await Promise.all(
      ['A', 'B', 'C'].map((title) =>
        t.request({
          method: 'POST',
          url,
          session: admin,
          payload: { title },
          headers: { 'if-match': etag },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 412, 412]);
  });

  it('hides the content and password of a protected page in view context', async () => {
    const created = await create(admin, {
      title: 'Secret',
      status: 'publish',
      content: '<p>hidden</p>',
      excerpt: 'e',
      password: 'open sesame',
    });
    const url = `${PAGES}/${created.json().id}`;
    const view = (await t.request({ method: 'GET', url })).json();
    expect(view.content).toMatchObject({ rendered: '', protected: true });
    expect(view.excerpt).toMatchObject({ rendered: '', protected: true });
    expect(view.password).toBeUndefined();
    const unlocked = (
      await t.request({ method: 'GET', url: `${url}?password=open%20sesame` })
    ).json();
    expect(unlocked.content.rendered).toBe('<p>hidden</p>');
    const edit = (
      await t.request({ method: 'GET', url: `${url}?context=edit`, session: admin })
    ).json();
    expect(edit.password).toBe('open sesame');
    expect(edit.content.raw).toBe('<p>hidden</p>');
  });

  it('keeps drafts from readers and sanitises HTML from users without unfiltered_html', async () => {
    const draft = (await create(admin, { title: 'Hidden draft' })).json();
    expect((await t.request({ method: 'GET', url: `${PAGES}/${draft.id}` })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: `${PAGES}/${draft.id}`, session: subscriber }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `${PAGES}/${draft.id}`, session: editor })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: `${PAGES}/999999` })).json().code).toBe(
      'rest_post_invalid_id',
    );
    expect((await t.request({ method: 'GET', url: `${PAGES}/abc` })).json().code).toBe(
      'rest_no_route',
    );
    const editorPage = await create(editor, {
      title: 'Kept',
      content: '<p onclick="x()">ok</p><script>1</script>',
    });
    expect(editorPage.json().content.raw).toBe('<p onclick="x()">ok</p><script>1</script>');
  });

  it('shows private pages only to people who may read them', async () => {
    const created = await create(editor, { title: 'Staff only', status: 'private' });
    expect(created.json().status).toBe('private');
    const url = `${PAGES}/${created.json().id}`;
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url, session: subscriber })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url, session: admin })).statusCode).toBe(200);
    const publicList = await t.request({ method: 'GET', url: `${PAGES}?per_page=100&_fields=id` });
    expect(publicList.json().map((p: { id: number }) => p.id)).not.toContain(created.json().id);
    const privateList = await t.request({
      method: 'GET',
      url: `${PAGES}?status=private&_fields=id`,
      session: admin,
    });
    expect(privateList.json()).toEqual([{ id: created.json().id }]);
  });

  it('moves to trash, restores as a draft, then deletes for good', async () => {
    const page = (
      await create(admin, { title: 'Temporary', status: 'publish', content: 'a' })
    ).json();
    const url = `${PAGES}/${page.id}`;
    await t.request({ method: 'POST', url, session: admin, payload: { content: 'b' } });
    for (const session of [subscriber, contributor]) {
      expect((await t.request({ method: 'DELETE', url, session })).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'DELETE', url })).statusCode).toBe(401);
    const trashed = await t.request({ method: 'DELETE', url, session: admin });
    expect(trashed.statusCode).toBe(200);
    expect(trashed.json()).toMatchObject({ id: page.id, status: 'trash' });
    const inTrash = await t.request({
      method: 'GET',
      url: `${PAGES}?status=trash`,
      session: admin,
    });
    expect(inTrash.json().map((p: { id: number }) => p.id)).toContain(page.id);
    const any = await t.request({
      method: 'GET',
      url: `${PAGES}?status=any&per_page=100`,
      session: admin,
    });
    expect(any.json().map((p: { id: number }) => p.id)).not.toContain(page.id);
    const again = await t.request({ method: 'DELETE', url, session: admin });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('rest_already_trashed');
    const restored = await t.request({
      method: 'POST',
      url,
      session: admin,
      payload: { status: 'draft' },
    });
    expect(restored.json().status).toBe('draft');
    const gone = await t.request({ method: 'DELETE', url: `${url}?force=true`, session: admin });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({
      deleted: true,
      previous: { id: page.id, title: { raw: 'Temporary' } },
    });
    expect((await t.request({ method: 'GET', url, session: admin })).statusCode).toBe(404);
    const revisions = await t.app.db
      .selectFrom('posts')
      .select('id')
      .where('parent', '=', page.id)
      .execute();
    expect(revisions).toEqual([]);
  });

  it('answers hostile input with 4xx, never a 500', async () => {
    const big = '99999999999999';
    const requests = [
      { method: 'GET' as const, url: `${PAGES}/${big}` },
      { method: 'GET' as const, url: `${PAGES}?author=${big}&parent=${big}&include=${big}` },
      { method: 'GET' as const, url: `${PAGES}?search=%00&slug=a%00b`, session: admin },
      { method: 'GET' as const, url: `${PAGES}/${big}/revisions`, session: admin },
      {
        method: 'POST' as const,
        url: PAGES,
        session: admin,
        payload: { title: 'x', parent: Number(big), menu_order: Number(big) },
      },
      { method: 'POST' as const, url: `${PAGES}/${big}`, session: admin, payload: { title: 'x' } },
      { method: 'DELETE' as const, url: `${PAGES}/${big}?force=true`, session: admin },
      { method: 'POST' as const, url: PAGES, session: admin, payload: { title: { raw: ['x'] } } },
      {
        method: 'POST' as const,
        url: PAGES,
        session: admin,
        payload: { date: '2026-13-45T99:99:99' },
      },
      {
        method: 'POST' as const,
        url: PAGES,
        session: admin,
        payload: '[1,2]',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: PAGES,
        session: admin,
        payload: '{"title": ',
        headers: { 'content-type': 'application/json' },
      },
    ];
    for (const request of requests) {
      const response = await t.request(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
    }
    expect((await t.request({ method: 'GET', url: `${PAGES}/${big}` })).statusCode).toBe(404);
    const oversized = await create(admin, { title: 'x', parent: Number(big) });
    expect(oversized.json().data.params).toHaveProperty('parent');
    const nul = await create(admin, { title: 'A\u0000B', content: 'c\u0000d', status: 'publish' });
    expect(nul.statusCode).toBe(201);
    expect(nul.json().title.raw).toBe('AB');
  });
});
