import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../src/posts/post-store.js';
import { loginWithRole } from './helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

const PAGES = '/wp-json/wp/v2/pages';
const ALL_PAGES = 'publish,future,draft,pending,private';
const WORDS = ['Studio', 'weaving', 'Clay', 'glaze', 'Kiln', 'loom', 'Indigo', 'linen'];
const STATUSES = ['publish', 'publish', 'publish', 'draft', 'pending', 'private', 'trash'];
const SEEDED = 350;

/** What the test knows of each page, to compute the expected answers without SQL. */
interface Known {
  id: number;
  title: string;
  status: string;
  author: number;
  date: string;
  menuOrder: number;
  content: string;
}

function byDateDesc(a: Known, b: Known): number {
  return a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1;
}

function byTitleAsc(a: Known, b: Known): number {
  const x = a.title.toLowerCase();
  const y = b.title.toLowerCase();
  return x === y ? a.id - b.id : x < y ? -1 : 1;
}

function byMenuOrderAsc(a: Known, b: Known): number {
  return a.menuOrder === b.menuOrder ? a.id - b.id : a.menuOrder - b.menuOrder;
}

describe.each(testDialects())('page lists over a few hundred pages (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let known: Known[];
  let authors: number[];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    authors = (await t.app.db.selectFrom('users').select('id').orderBy('id').execute()).map(
      (u) => u.id,
    );
    await t.app.db.transaction().execute(async (trx) => {
      for (let i = 0; i < SEEDED; i++) {
        const word = WORDS[i % WORDS.length] ?? 'page';
        // Every seventh date repeats the one before, so the id has to break ties.
        const hour = i - Math.floor(i / 7);
        await insertPost(trx, {
          type: 'page',
          status: STATUSES[i % STATUSES.length] ?? 'publish',
          title: `${word} ${String((i * 37) % SEEDED).padStart(3, '0')}`,
          slug: `scale-${i}`,
          content: i % 25 === 0 ? '<p>A note on madder root dye.</p>' : '<p>Plain words.</p>',
          author: authors[i % authors.length],
          menuOrder: i % 9,
          date: new Date(Date.UTC(2024, 0, 1, hour)).toISOString().slice(0, 19),
        });
      }
    });
    const rows = await t.app.db
      .selectFrom('posts')
      .select(['id', 'title', 'status', 'author', 'date', 'menu_order', 'content'])
      .where('type', '=', 'page')
      .execute();
    known = rows.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      author: r.author,
      date: r.date,
      menuOrder: r.menu_order,
      content: r.content,
    }));
  });
  afterAll(() => t.close());

  const list = (query: string) =>
    t.request({ method: 'GET', url: `${PAGES}?${query}`, session: admin });
  const ids = (body: { id: number }[]) => body.map((item) => item.id);
  const inStatuses = (statuses: string) => known.filter((p) => statuses.includes(p.status));

  it('answers All pages newest first, 20 a page, with the totals of every page not trashed', async () => {
    const expected = inStatuses(ALL_PAGES).sort(byDateDesc);
    const first = await list(`status=${ALL_PAGES}&per_page=20&page=1&orderby=date&order=desc`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-wp-total']).toBe(String(expected.length));
    expect(first.headers['x-wp-totalpages']).toBe(String(Math.ceil(expected.length / 20)));
    expect(ids(first.json())).toEqual(expected.slice(0, 20).map((p) => p.id));
    const fifth = await list(`status=${ALL_PAGES}&per_page=20&page=5&orderby=date&order=desc`);
    expect(ids(fifth.json())).toEqual(expected.slice(80, 100).map((p) => p.id));
    const last = Math.ceil(expected.length / 20);
    const end = await list(`status=${ALL_PAGES}&per_page=20&page=${last}`);
    expect(ids(end.json())).toEqual(expected.slice((last - 1) * 20).map((p) => p.id));
  });

  it('filters Drafts and Trash by status, each with its own totals', async () => {
    for (const status of ['draft', 'trash']) {
      const expected = inStatuses(status).sort(byDateDesc);
      const response = await list(`status=${status}&per_page=20&page=2`);
      expect(response.headers['x-wp-total']).toBe(String(expected.length));
      expect(ids(response.json())).toEqual(expected.slice(20, 40).map((p) => p.id));
      expect(response.json().every((p: { status: string }) => p.status === status)).toBe(true);
    }
  });

  it('sorts by title case-insensitively, the id breaking ties, in both directions', async () => {
    const expected = inStatuses(ALL_PAGES).sort(byTitleAsc);
    const asc = await list(`status=${ALL_PAGES}&orderby=title&order=asc&per_page=20&page=3`);
    expect(ids(asc.json())).toEqual(expected.slice(40, 60).map((p) => p.id));
    const desc = await list(`status=${ALL_PAGES}&orderby=title&order=desc&per_page=20`);
    expect(ids(desc.json())).toEqual(
      [...expected]
        .reverse()
        .slice(0, 20)
        .map((p) => p.id),
    );
  });

  it('answers the /page sidebar list by menu order with only the fields it asks for', async () => {
    const expected = inStatuses(ALL_PAGES).sort(byMenuOrderAsc);
    const response = await list(
      `status=${ALL_PAGES}&orderby=menu_order&order=asc&per_page=100&_fields=id,link,menu_order,parent,title,type`,
    );
    expect(response.headers['x-wp-total']).toBe(String(expected.length));
    const body = response.json();
    expect(ids(body)).toEqual(expected.slice(0, 100).map((p) => p.id));
    expect(Object.keys(body[0]).sort()).toEqual([
      'id',
      'link',
      'menu_order',
      'parent',
      'title',
      'type',
    ]);
  });

  it('searches, and filters by author and without an author, with matching totals', async () => {
    const matches = inStatuses(ALL_PAGES)
      .filter((p) => `${p.title} ${p.content}`.toLowerCase().includes('madder'))
      .sort(byDateDesc);
    expect(matches.length).toBeGreaterThan(5);
    const found = await list(`status=${ALL_PAGES}&search=MADDER&per_page=5&page=2`);
    expect(found.headers['x-wp-total']).toBe(String(matches.length));
    expect(ids(found.json())).toEqual(matches.slice(5, 10).map((p) => p.id));

    const author = authors[2] ?? 0;
    const theirs = inStatuses(ALL_PAGES).filter((p) => p.author === author);
    const byAuthor = await list(`status=${ALL_PAGES}&author=${author}&orderby=modified`);
    expect(byAuthor.headers['x-wp-total']).toBe(String(theirs.length));
    const others = await list(`status=${ALL_PAGES}&author_exclude=${author}`);
    expect(Number(others.headers['x-wp-total'])).toBe(inStatuses(ALL_PAGES).length - theirs.length);
  });

  it('finds a page by its new words once it is saved, and by short or quoted text', async () => {
    const page = inStatuses('publish')[0];
    const renamed = await t.request({
      method: 'POST',
      url: `${PAGES}/${page?.id}`,
      session: admin,
      payload: { title: 'The "Quokka" room', content: '<p>Wombat weaving</p>' },
    });
    expect(renamed.statusCode).toBe(200);
    for (const [text, expected] of [
      ['"quokka" ROOM', [page?.id]],
      ['wombat', [page?.id]],
      [page?.title ?? '', []],
    ] as const) {
      const found = await list(`status=${ALL_PAGES}&search=${encodeURIComponent(text)}`);
      expect(ids(found.json())).toEqual(expected);
    }
    const short = await list(`status=${ALL_PAGES}&search=ka&per_page=1`);
    const withKa = inStatuses(ALL_PAGES).filter(
      (p) => p.id !== page?.id && `${p.title} ${p.content}`.toLowerCase().includes('ka'),
    );
    // The renamed page's 'Quokka' holds 'ka' too.
    expect(short.headers['x-wp-total']).toBe(String(withKa.length + 1));
  });

  /** Each page's embedded author is exactly what the author's own route answers the reader. */
  async function expectAuthorsAsTheirRoute(url: string, session?: Session) {
    const response = await t.request({ method: 'GET', url, session });
    const body: { author: number; _embedded?: { author: unknown[] } }[] = response.json();
    expect(body.length).toBeGreaterThan(0);
    for (const page of body) {
      const own = await t.request({
        method: 'GET',
        url: `/wp-json/wp/v2/users/${page.author}?context=embed`,
        session,
      });
      expect(page._embedded?.author).toEqual([own.json()]);
    }
    return body;
  }

  it('embeds every page author as the author route answers, for any reader', async () => {
    const pages = await expectAuthorsAsTheirRoute(
      `${PAGES}?status=${ALL_PAGES}&per_page=20&_embed=author`,
      admin,
    );
    expect(new Set(pages.map((p) => p.author)).size).toBeGreaterThan(2);
    // A visitor sees the authors who have published something; the others are an error each.
    await expectAuthorsAsTheirRoute(`${PAGES}?per_page=30&_embed`);
    // An author with nothing published sees their own profile, not the others' hidden ones.
    const writer = await loginWithRole(t, 'author', 'writer');
    await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/posts',
      session: writer,
      payload: { title: 'Draft by the writer' },
    });
    const seen = await expectAuthorsAsTheirRoute(
      '/wp-json/wp/v2/posts?status=publish,draft&per_page=30&_embed=author',
      writer,
    );
    expect(new Set(seen.map((p) => p.author)).size).toBeGreaterThan(2);
    const me = await t.request({ method: 'GET', url: '/wp-json/wp/v2/users/me', session: writer });
    expect(seen.some((p) => p.author === me.json().id)).toBe(true);
  });

  it('links a nested page through all its ancestors, though they are not in the list', async () => {
    const make = (title: string, parent: number) =>
      t
        .request({
          method: 'POST',
          url: PAGES,
          session: admin,
          payload: { title, parent, status: 'publish', date: '2000-01-01T00:00:00' },
        })
        .then((response) => response.json().id as number);
    const top = await make('Workshops', 0);
    const middle = await make('Summer', top);
    const leaf = await make('Dyeing', middle);
    const response = await list(`include=${leaf}`);
    expect(response.json()[0].link).toMatch(/\/workshops\/summer\/dyeing\/$/);
  });
});
