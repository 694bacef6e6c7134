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

const CATEGORIES = '/wp-json/wp/v2/categories';
const TAGS = '/wp-json/wp/v2/tags';

interface Term {
  id: number;
  name: string;
  slug: string;
  count: number;
  parent?: number;
}

describe.each(testDialects())('/wp/v2/categories and /wp/v2/tags (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let editor: Session;
  let author: Session;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    editor = await t.login('editor', EDITOR_PASSWORD);
    author = await loginWithRole(t, 'author', 'writer');
  });
  afterAll(() => t.close());

  it('lists categories by name with counts, links and totals', async () => {
    const response = await t.request({ method: 'GET', url: CATEGORIES });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-wp-total']).toBe('4');
    const terms: Term[] = response.json();
    expect(terms.map((c) => c.name)).toEqual(['Craft', 'Design', 'Studio Notes', 'Travel']);
    expect(terms.reduce((sum, c) => sum + c.count, 0)).toBeGreaterThan(0);
    expect(response.json()[0]).toMatchObject({
      taxonomy: 'category',
      parent: 0,
      link: 'http://localhost:80/category/craft/',
      meta: [],
    });
    const tags = await t.request({ method: 'GET', url: `${TAGS}?per_page=3&page=2` });
    expect(tags.headers['x-wp-totalpages']).toBe('2');
    expect(tags.json()[0].parent).toBeUndefined();
    expect(tags.json()[0].link).toContain('/tag/');
  });

  it('serves suggestion lists: search, order, per_page, _fields, exclude', async () => {
    const all: Term[] = (await t.request({ method: 'GET', url: TAGS })).json();
    const first = all[0]?.id ?? 0;
    const response = await t.request({
      method: 'GET',
      url: `${TAGS}?context=view&order=asc&per_page=20&search=o&_fields=id,name,slug,link&exclude=${first}`,
    });
    const items: Term[] = response.json();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.name.toLowerCase().includes('o') || i.slug.includes('o'))).toBe(
      true,
    );
    expect(items.map((i) => i.id)).not.toContain(first);
    expect(Object.keys(response.json()[0]).sort()).toEqual(['id', 'link', 'name', 'slug']);
    const desc: Term[] = (
      await t.request({ method: 'GET', url: `${TAGS}?orderby=slug&order=desc` })
    ).json();
    expect(desc.map((d) => d.slug)).toEqual([...desc.map((d) => d.slug)].sort().reverse());
    const byCount: Term[] = (
      await t.request({ method: 'GET', url: `${CATEGORIES}?orderby=count&order=desc` })
    ).json();
    expect(byCount.map((c) => c.count)).toEqual(
      [...byCount.map((c) => c.count)].sort((a, b) => b - a),
    );
  });

  it('orders by the include list', async () => {
    const all: Term[] = (await t.request({ method: 'GET', url: TAGS })).json();
    const picked = [all[2]?.id, all[0]?.id, all[4]?.id];
    const ordered: Term[] = (
      await t.request({ method: 'GET', url: `${TAGS}?include=${picked.join(',')}&orderby=include` })
    ).json();
    expect(ordered.map((term) => term.id)).toEqual(picked);
  });

  it('lists the terms of a post', async () => {
    const posts = (
      await t.request({ method: 'GET', url: '/wp-json/wp/v2/posts?per_page=1' })
    ).json();
    const post = posts[0];
    const terms: Term[] = (
      await t.request({ method: 'GET', url: `${CATEGORIES}?post=${post.id}` })
    ).json();
    expect(terms.map((c) => c.id).sort()).toEqual([...post.categories].sort());
  });

  it('creates, nests, renames and deletes categories (manage_categories)', async () => {
    const parent = await t.request({
      method: 'POST',
      url: CATEGORIES,
      session: editor,
      payload: { name: 'Workshops', description: 'Hands on' },
    });
    expect(parent.statusCode).toBe(201);
    expect(parent.headers.etag).toMatch(/^"term-/);
    const child = await t.request({
      method: 'POST',
      url: CATEGORIES,
      session: editor,
      payload: { name: 'Weaving', parent: parent.json().id },
    });
    expect(child.json().parent).toBe(parent.json().id);
    expect(child.json()._links.up[0].href).toContain(`/categories/${parent.json().id}`);
    const duplicate = await t.request({
      method: 'POST',
      url: CATEGORIES,
      session: editor,
      payload: { name: 'workshops' },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({
      code: 'term_exists',
      data: { term_id: parent.json().id },
    });
    const slugTaken = await t.request({
      method: 'POST',
      url: CATEGORIES,
      session: editor,
      payload: { name: 'Other', slug: 'design' },
    });
    expect(slugTaken.json().code).toBe('duplicate_term_slug');
    const badParent = await t.request({
      method: 'POST',
      url: CATEGORIES,
      session: editor,
      payload: { name: 'Lost', parent: 999999 },
    });
    expect(badParent.json().code).toBe('rest_term_invalid');
    const cycle = await t.request({
      method: 'POST',
      url: `${CATEGORIES}/${parent.json().id}`,
      session: editor,
      payload: { parent: child.json().id },
    });
    expect(cycle.statusCode).toBe(400);
    const renamed = await t.request({
      method: 'POST',
      url: `${CATEGORIES}/${parent.json().id}`,
      session: editor,
      payload: { name: 'Courses' },
      headers: { 'if-match': String(parent.headers.etag) },
    });
    expect(renamed.json()).toMatchObject({ name: 'Courses', slug: 'workshops' });
    const stale = await t.request({
      method: 'POST',
      url: `${CATEGORIES}/${parent.json().id}`,
      session: editor,
      payload: { name: 'Classes' },
      headers: { 'if-match': String(parent.headers.etag) },
    });
    expect(stale.statusCode).toBe(412);
    const deleted = await t.request({
      method: 'DELETE',
      url: `${CATEGORIES}/${parent.json().id}?force=true`,
      session: editor,
    });
    expect(deleted.json().deleted).toBe(true);
    const orphan = await t.request({ method: 'GET', url: `${CATEGORIES}/${child.json().id}` });
    expect(orphan.json().parent).toBe(0);
  });

  it('rejects invalid term input and guards writes', async () => {
    const missing = await t.request({ method: 'POST', url: TAGS, session: admin, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('rest_missing_callback_param');
    const empty = await t.request({
      method: 'POST',
      url: TAGS,
      session: admin,
      payload: { name: '  ' },
    });
    expect(empty.json().code).toBe('empty_term_name');
    const invalid = await t.request({
      method: 'GET',
      url: `${TAGS}?orderby=colour&hide_empty=maybe&per_page=101`,
    });
    expect(Object.keys(invalid.json().data.params).sort()).toEqual([
      'hide_empty',
      'orderby',
      'per_page',
    ]);
    expect(
      (await t.request({ method: 'POST', url: TAGS, payload: { name: 'x' } })).statusCode,
    ).toBe(401);
    // Authors add tags as they write (WordPress's assign_terms), but may not change existing ones.
    const added = await t.request({
      method: 'POST',
      url: TAGS,
      session: author,
      payload: { name: 'Added by an author' },
    });
    expect(added.statusCode).toBe(201);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `${TAGS}/${added.json().id}`,
          session: author,
          payload: { name: 'Renamed' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `${TAGS}?context=edit`, session: author })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: `${TAGS}/999999` })).json().code).toBe(
      'rest_term_invalid',
    );
    const hidden = await t.request({ method: 'GET', url: `${TAGS}?hide_empty=true` });
    expect(hidden.json().every((tag: Term) => tag.count > 0)).toBe(true);
  });

  it('answers hostile input with 4xx, never a 500', async () => {
    const big = '99999999999999';
    expect((await t.request({ method: 'GET', url: `${TAGS}/${big}` })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `${TAGS}?post=${big}&include=${big}` })).statusCode,
    ).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: `${TAGS}?search=%00&slug=%00` })).statusCode,
    ).toBe(200);
    const nul = await t.request({
      method: 'POST',
      url: TAGS,
      session: admin,
      payload: { name: 'Nu\u0000ll' },
    });
    expect(nul.json().name).toBe('Null');
    const parent = await t.request({
      method: 'POST',
      url: CATEGORIES,
      session: admin,
      payload: { name: 'x', parent: Number(big) },
    });
    expect(parent.statusCode).toBe(400);
  });
});
