import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../src/posts/post-store.js';
import { setOptions } from '../src/settings/options-store.js';
import { FIXTURE_THEMES_DIR } from './helpers/fixture-themes.js';
import { createTestApp, type TestApp, testDialects } from './helpers/test-app.js';

describe.each(testDialects())('public archive titles and body classes (%s)', (dialect) => {
  let t: TestApp;
  const page = async (url: string) => {
    const response = await t.request({ method: 'GET', url });
    return { status: response.statusCode, document: new JSDOM(response.body).window.document };
  };
  const queryTitle = (document: Document) =>
    document.querySelector('.wp-block-query-title')?.innerHTML;

  beforeAll(async () => {
    t = await createTestApp(dialect, { themesDir: FIXTURE_THEMES_DIR });
    await setOptions(t.app.db, { stylesheet: 'fixture-site' });
  });
  afterAll(() => t.close());

  it('prefixes an archive title once, as WordPress does', async () => {
    const category = await page('/category/design/');
    expect(queryTitle(category.document)).toBe('Category: <span>Design</span>');
    const classes = category.document.body.className.split(' ');
    expect(classes.slice(0, 3)).toEqual(['archive', 'category', 'category-design']);
    expect(classes.at(-1)).toBe('wp-theme-fixture-site');
    expect(queryTitle((await page('/tag/ceramics/')).document)).toBe('Tag: <span>Ceramics</span>');
    expect(queryTitle((await page('/author/maya/')).document)).toBe(
      'Author: <span>Maya Okafor</span>',
    );
    const year = new Date().getUTCFullYear();
    const byYear = await page(`/${year}/`);
    expect(queryTitle(byYear.document)).toBe(`Year: <span>${year}</span>`);
    expect(byYear.document.body.classList.contains('date')).toBe(true);
  });

  it('marks a search page by whether it found anything', async () => {
    const found = await page('/?s=glaze');
    expect(found.document.body.className).toBe(
      'search search-results wp-embed-responsive wp-theme-fixture-site',
    );
    expect(queryTitle(found.document)).toBe('Search results for: “glaze”');
    const none = await page('/?s=zzzz-nothing-like-this');
    expect(none.document.body.className).toBe(
      'search search-no-results wp-embed-responsive wp-theme-fixture-site',
    );
  });

  it('marks a page with children as a parent and a page under another as its child', async () => {
    const about = await t.app.db
      .selectFrom('posts')
      .select('id')
      .where('slug', '=', 'about')
      .executeTakeFirstOrThrow();
    const team = await insertPost(t.app.db, {
      type: 'page',
      status: 'publish',
      title: 'Our Team',
      slug: 'team',
      parent: about.id,
      content: '<!-- wp:paragraph -->\n<p>Four people and a dog.</p>\n<!-- /wp:paragraph -->',
    });
    await setOptions(t.app.db, { site_content_version: 901 });
    const parent = (await page('/about/')).document.body.className;
    expect(parent).toContain(
      `wp-singular page-template-default page page-id-${about.id} page-parent`,
    );
    expect(parent).not.toContain('page-child');
    const child = (await page('/about/team/')).document.body.className;
    expect(child).toContain(`page page-id-${team.id} page-child parent-pageid-${about.id}`);
  });
});
