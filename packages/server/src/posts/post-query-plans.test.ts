import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { listPosts, type PostListQuery } from './post-query.js';
import { insertPost } from './post-store.js';

const ALL_PAGES = ['publish', 'future', 'draft', 'pending', 'private'];
const LIST: PostListQuery = {
  type: 'page',
  statuses: ALL_PAGES,
  orderby: 'date',
  order: 'desc',
  offset: 0,
  limit: 20,
};

/** The lists the manage pages screen and the /page sidebar ask for. */
const LISTS: Record<string, PostListQuery> = {
  'All pages, newest first': LIST,
  'All pages, page 50': { ...LIST, offset: 980 },
  Drafts: { ...LIST, statuses: ['draft'] },
  Trash: { ...LIST, statuses: ['trash'] },
  'by title': { ...LIST, orderby: 'title', order: 'asc' },
  'by last change': { ...LIST, orderby: 'modified' },
  'by author': { ...LIST, orderby: 'author', order: 'asc' },
  'one author': { ...LIST, authors: [2] },
  'the /page sidebar': { ...LIST, orderby: 'menu_order', order: 'asc', limit: 100 },
};

/**
 * The query plans SQLite chooses for the list queries, read with EXPLAIN QUERY PLAN on the SQL
 * the queries really send: each must read an index, never scan the table or sort it whole.
 */
describe('post list query plans (SQLite)', () => {
  const sqlite = new SQLite(':memory:');
  const sent: { sql: string; parameters: readonly unknown[] }[] = [];
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      if (event.level === 'query') sent.push(event.query);
    },
  });
  beforeAll(async () => {
    await migrateToLatest(db, 'sqlite');
  });
  afterAll(() => db.destroy());

  async function plansOf(query: PostListQuery): Promise<string[]> {
    sent.length = 0;
    await listPosts(db, query);
    return sent.map(({ sql, parameters }) =>
      sqlite
        .prepare(`explain query plan ${sql}`)
        .all(...parameters)
        .map((step) => String((step as { detail: unknown }).detail))
        .join('; '),
    );
  }

  for (const [name, query] of Object.entries(LISTS)) {
    it(`reads ${name} (count and page) through an index, in order`, async () => {
      const plans = await plansOf(query);
      expect(plans).toHaveLength(2);
      for (const plan of plans) {
        expect(plan).toMatch(/USING (COVERING )?INDEX posts_/);
        expect(plan).not.toMatch(/SCAN posts|TEMP B-TREE/);
      }
    });
  }

  it('searches in one pass, in index order, then reads the page by id', async () => {
    await insertPost(db, { type: 'page', status: 'publish', title: 'Loom care', slug: 'care' });
    const [matches, page, ...more] = await plansOf({ ...LIST, search: 'loom' });
    expect(matches).toMatch(/USING (COVERING )?INDEX posts_type_date_id/);
    expect(matches).not.toMatch(/TEMP B-TREE|posts_search/);
    expect(page).toMatch(/USING INTEGER PRIMARY KEY/);
    expect(more).toEqual([]);
  });

  it('asks the trigram index first when it knows the database is SQLite', async () => {
    const [matches] = await plansOf({ ...LIST, search: 'loom', dialect: 'sqlite' });
    expect(matches).toMatch(/SCAN posts_search VIRTUAL TABLE INDEX/);
    const [short] = await plansOf({ ...LIST, search: 'lo', dialect: 'sqlite' });
    expect(short).not.toMatch(/posts_search/);
  });
});
