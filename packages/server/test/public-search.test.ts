import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPosts, type PostListQuery } from '../src/posts/post-query.js';
import { insertPost } from '../src/posts/post-store.js';
import { setOptions } from '../src/settings/options-store.js';
import { FIXTURE_THEMES_DIR } from './helpers/fixture-themes.js';
import { createTestApp, type TestApp, testDialects } from './helpers/test-app.js';

const TITLES = [
  'Price 50% off',
  'price 5 off',
  'price 500 off',
  'Snake_case tips',
  'Snakeycase tips',
  'Back\\slash notes',
  'Mountain trails',
  'Walks by the sea',
];

/** Words in the content of the last two items, found by parts of them. */
const CONTENT: Record<string, string> = {
  'Mountain trails': 'Ridgeline HIKING above the Glacier',
  'Walks by the sea': 'Coastal hiking at low tide',
};

/** The published posts matching the text, by the post store's query without a dialect. */
function comparisonQuery(search: string): PostListQuery {
  return {
    type: 'post',
    statuses: ['publish'],
    search,
    orderby: 'date',
    order: 'desc',
    offset: 0,
    limit: 100,
  };
}

describe.each(testDialects())('public site search (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { themesDir: FIXTURE_THEMES_DIR });
    await setOptions(t.app.db, { stylesheet: 'fixture-site' });
    for (const [index, title] of TITLES.entries()) {
      await insertPost(t.app.db, {
        type: 'post',
        status: 'publish',
        title,
        slug: `search-item-${index}`,
        content: `<!-- wp:paragraph -->\n<p>${CONTENT[title] ?? 'Nothing to see.'}</p>\n<!-- /wp:paragraph -->`,
      });
    }
    for (const [index, title] of [
      'Sale 50% banner',
      'sale 500 banner',
      'SALE 5 banner',
    ].entries()) {
      await insertPost(t.app.db, {
        type: 'attachment',
        status: 'inherit',
        title,
        slug: `search-media-${index}`,
        meta: {
          file: `2026/11/banner-${index}.png`,
          mime_type: 'image/png',
          width: 10,
          height: 10,
          filesize: 100,
          alt_text: '',
          sizes: {},
        },
      });
    }
  });
  afterAll(() => t.close());

  /** The item titles the search page lists for the text. */
  async function found(text: string): Promise<string[]> {
    const response = await t.request({
      method: 'GET',
      url: `/?s=${encodeURIComponent(text)}`,
    });
    expect(response.statusCode).toBe(200);
    return TITLES.filter((title) => response.body.includes(title));
  }

  it('takes % in the search text literally', async () => {
    expect(await found('50%')).toEqual(['Price 50% off']);
  });

  it('takes _ in the search text literally', async () => {
    expect(await found('snake_case')).toEqual(['Snake_case tips']);
  });

  it('takes \\ in the search text literally', async () => {
    expect(await found('back\\slash')).toEqual(['Back\\slash notes']);
  });

  it('ignores case', async () => {
    expect(await found('PRICE')).toEqual(['Price 50% off', 'price 5 off', 'price 500 off']);
    expect(await found('sNAKEYcASE')).toEqual(['Snakeycase tips']);
  });

  /** The titles the post store finds for the text without the index: the LIKE comparison only. */
  async function foundByComparison(text: string): Promise<string[]> {
    const { rows } = await listPosts(t.app.db, comparisonQuery(text));
    return TITLES.filter((title) => rows.some((row) => row.title === title));
  }

  it('finds words inside titles and content by any part, in any case, as the comparison does', async () => {
    for (const [text, titles] of [
      ['ountai', ['Mountain trails']],
      ['HIKING', ['Mountain trails', 'Walks by the sea']],
      ['glaci', ['Mountain trails']],
      ['coastal HIK', ['Walks by the sea']],
      ['y the s', ['Walks by the sea']],
    ] as const) {
      expect(await found(text)).toEqual(titles);
      expect(await found(text)).toEqual(await foundByComparison(text));
    }
  });

  // PostgreSQL has no index of its own to take a row out of: its pg_trgm index is the table's.
  if (dialect === 'sqlite') {
    it('asks the trigram index on SQLite', async () => {
      // A row taken out of the index is no longer found by the public search, only by the comparison.
      const [row] = (await listPosts(t.app.db, comparisonQuery('Walks by the sea'))).rows;
      if (row === undefined) throw new Error('The post to take out of the index is missing.');
      await sql`insert into posts_search (posts_search, rowid, title, excerpt, content)
      values ('delete', ${row.id}, ${row.title}, ${row.excerpt}, ${row.content})`.execute(t.app.db);
      try {
        expect(await foundByComparison('low tide')).toEqual(['Walks by the sea']);
        expect(await found('low tide')).toEqual([]);
      } finally {
        await sql`insert into posts_search (rowid, title, excerpt, content)
        values (${row.id}, ${row.title}, ${row.excerpt}, ${row.content})`.execute(t.app.db);
      }
      expect(await found('tide')).toEqual(['Walks by the sea']);
    });
  }

  it('says so when nothing matches', async () => {
    const response = await t.request({ method: 'GET', url: '/?s=%25%25%25' });
    expect(response.body).toContain('Nothing matched.');
    expect(TITLES.filter((title) => response.body.includes(title))).toEqual([]);
  });

  it('searches media titles the same way over REST', async () => {
    const titles = async (text: string) => {
      const response = await t.request({
        method: 'GET',
        url: `/wp-json/wp/v2/media?search=${encodeURIComponent(text)}`,
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { title: { rendered: string } }[])
        .map((m) => m.title.rendered)
        .sort();
    };
    expect(await titles('50%')).toEqual(['Sale 50% banner']);
    expect(await titles('sale')).toEqual(
      ['Sale 50% banner', 'sale 500 banner', 'SALE 5 banner'].sort(),
    );
  });
});
