import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
];

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
        content: '<!-- wp:paragraph -->\n<p>Nothing to see.</p>\n<!-- /wp:paragraph -->',
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
