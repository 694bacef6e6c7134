import { DROPDOWN_VIEW_SCRIPT } from '@atelier/blocks';
import { siGithub } from 'simple-icons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../src/posts/post-store.js';
import { ensureTerm, setPostTerms } from '../src/terms/term-store.js';
import { findUserByLogin } from '../src/users/user-store.js';
import { directSession } from './helpers/direct-session.js';
import { createTestApp, type TestApp, testDialects } from './helpers/test-app.js';

const BLOCKS = [
  '<!-- wp:latest-posts {"postsToShow":2,"displayPostDate":true,"displayAuthor":true} /-->',
  '<!-- wp:archives {"showPostCounts":true} /-->',
  '<!-- wp:archives {"displayAsDropdown":true,"type":"yearly"} /-->',
  '<!-- wp:calendar {"month":3,"year":2019} /-->',
  '<!-- wp:categories {"showPostCounts":true,"showHierarchy":true} /-->',
  '<!-- wp:categories {"displayAsDropdown":true} /-->',
  '<!-- wp:tag-cloud {"className":"is-style-outline"} /-->',
  '<!-- wp:loginout /-->',
  '<!-- wp:query {"queryId":4,"query":{"perPage":2,"postType":"post","inherit":false,"taxQuery":{"post_tag":[TAG]}}} -->\n<div class="wp-block-query"><!-- wp:query-total {"displayType":"range-display"} /--></div>\n<!-- /wp:query -->',
].join('\n\n');

const CATEGORY_TEMPLATE =
  '<!-- wp:term-name {"level":1} /-->\n<!-- wp:query {"queryId":1,"query":{"inherit":true}} -->\n<div class="wp-block-query"><!-- wp:query-total /-->\n<!-- wp:post-template -->\n<!-- wp:post-title /-->\n<!-- /wp:post-template --></div>\n<!-- /wp:query -->';

const SINGLE_TEMPLATE =
  '<!-- wp:post-title /-->\n<!-- wp:post-time-to-read {"displayAsRange":false} /-->\n<!-- wp:post-content /-->';

describe.each(testDialects())('listing and widget blocks on the public site (%s)', (dialect) => {
  let t: TestApp;
  let kilnId = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const author = await findUserByLogin(t.app.db, 'admin');
    if (!author) throw new Error('The seeded administrator is missing.');
    const pottery = await ensureTerm(t.app.db, 'category', { name: 'Pottery', slug: 'pottery' });
    const kilns = await ensureTerm(t.app.db, 'category', {
      name: 'Kilns',
      slug: 'kilns',
      parent: pottery.id,
    });
    kilnId = kilns.id;
    const glaze = await ensureTerm(t.app.db, 'post_tag', { name: 'Glaze', slug: 'glaze' });
    const posts = [
      { slug: 'first-firing', title: 'First firing', date: '2019-03-04T10:00:00' },
      { slug: 'second-firing', title: 'Second firing', date: '2019-03-18T10:00:00' },
      { slug: 'cooling-down', title: 'Cooling down', date: '2019-04-02T10:00:00' },
    ];
    for (const [index, post] of posts.entries()) {
      const row = await insertPost(t.app.db, {
        type: 'post',
        status: 'publish',
        author: author.id,
        content: `<!-- wp:paragraph -->\n<p>${'clay '.repeat(400)}</p>\n<!-- /wp:paragraph -->`,
        ...post,
      });
      await setPostTerms(t.app.db, row.id, 'category', [index === 2 ? kilns.id : pottery.id]);
      await setPostTerms(t.app.db, row.id, 'post_tag', [glaze.id]);
    }
    await insertPost(t.app.db, {
      type: 'page',
      status: 'publish',
      title: 'Widgets',
      slug: 'widgets',
      author: author.id,
      content: BLOCKS.replace('TAG', String(glaze.id)),
    });
    await insertPost(t.app.db, {
      type: 'wp_template',
      status: 'publish',
      title: 'Category',
      slug: 'category',
      theme: 'loom',
      author: author.id,
      content: CATEGORY_TEMPLATE,
    });
    await insertPost(t.app.db, {
      type: 'wp_template',
      status: 'publish',
      title: 'Single',
      slug: 'single',
      theme: 'loom',
      author: author.id,
      content: SINGLE_TEMPLATE,
    });
  });
  afterAll(() => t.close());

  it('renders each block with WordPress markup and real data', async () => {
    const page = await t.request({ url: '/widgets/' });
    expect(page.statusCode).toBe(200);
    const body = page.body;
    expect(body).toMatch(
      /<ul class="wp-block-latest-posts wp-block-latest-posts__list has-dates has-author">/,
    );
    expect(body).toContain('<div class="wp-block-latest-posts__post-author">by ');
    expect(body).toContain(
      `<li><a href='http://localhost:80/2019/03/'>March 2019</a>&nbsp;(2)</li>`,
    );
    expect(body).toContain(`<option value='http://localhost:80/2019/'> 2019 </option>`);
    expect(body).toContain('<caption>March 2019</caption>');
    expect(body).toContain(
      '<a href="http://localhost:80/2019/03/18/" aria-label="Posts published on March 18, 2019">18</a>',
    );
    expect(body).toContain(
      '<span class="wp-calendar-nav-next"><a href="http://localhost:80/2019/04/">Apr &raquo;</a></span>',
    );
    expect(body).toContain(
      `<a href="http://localhost:80/category/pottery/">Pottery</a> (2)\n<ul class='children'>\n\t<li class="cat-item cat-item-${kilnId}"><a href="http://localhost:80/category/kilns/">Kilns</a> (1)`,
    );
    expect(body).toContain(
      "<select  name='cat' id='wp-block-categories-category' class='postform'>",
    );
    expect(body).toMatch(
      /<p class="wp-block-tag-cloud is-style-outline">[\s\S]*aria-label="Glaze \(3 items\)">Glaze<\/a>/,
    );
    expect(body).toContain(
      '<div class="wp-block-loginout logged-out"><a href="http://localhost:80/wp-login.php?redirect_to=http%3A%2F%2Flocalhost%3A80%2Fwidgets%2F">Log in</a></div>',
    );
    expect(body).toContain('.wp-block-calendar table{border-collapse:collapse;width:100%}');
  });

  it('counts query results, names the archive term and draws real social icons', async () => {
    const page = await t.request({ url: '/widgets/' });
    expect(page.body).toContain('<div class="wp-block-query-total">Displaying 1 – 2 of 3</div>');
    const category = await t.request({ url: '/category/kilns/' });
    expect(category.body).toContain('<h1 class="wp-block-term-name">Kilns</h1>');
    expect(category.body).toContain('<div class="wp-block-query-total">1 result found</div>');
    // Loom's footer links GitHub: the brand glyph, not a placeholder.
    expect(page.body).toContain(`<path d="${siGithub.path}"/>`);
  });

  it('loads the dropdown script where a dropdown is, and serves it', async () => {
    const page = await t.request({ url: '/widgets/' });
    const tag =
      /<script src="(\/wp-includes\/js\/dropdown-view\.js\?ver=[0-9a-f]{12})" defer>/.exec(
        page.body,
      );
    expect(tag).not.toBeNull();
    const script = await t.request({ url: tag?.[1] ?? '' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe(DROPDOWN_VIEW_SCRIPT);
    const post = await t.request({ url: '/first-firing/' });
    expect(post.body).not.toContain('dropdown-view.js');
  });

  it('gives a logged-in reader the log out link with their nonce', async () => {
    const session = await directSession(t, 'admin');
    const page = await t.request({ url: '/widgets/', session });
    expect(page.body).toContain(
      `<div class="wp-block-loginout logged-in"><a href="http://localhost:80/wp-login.php?action=logout&amp;redirect_to=http%3A%2F%2Flocalhost%3A80%2Fwidgets%2F&amp;_wpnonce=${session.nonce}">Log out</a></div>`,
    );
  });

  it('shows the time to read a post', async () => {
    const post = await t.request({ url: '/first-firing/' });
    expect(post.body).toContain('<div class="wp-block-post-time-to-read">2 minutes</div>');
  });

  it("serves the archives the blocks link to, and WordPress's query variables", async () => {
    for (const url of ['/2019/03/', '/2019/03/18/', '/?m=201903', '/?year=2019&monthnum=3']) {
      const archive = await t.request({ url });
      expect(archive.statusCode, url).toBe(200);
      expect(archive.body, url).toContain('Second firing');
      expect(archive.body, url).not.toContain('Cooling down');
    }
    const category = await t.request({ url: `/?cat=${kilnId}` });
    expect(category.statusCode).toBe(200);
    expect(category.body).toContain('Cooling down');
    expect(category.body).not.toContain('First firing');
    expect((await t.request({ url: '/?cat=999999' })).statusCode).toBe(404);
    // A category's archive lists its child categories' posts too, as WordPress's does.
    const pottery = await t.request({ url: '/category/pottery/' });
    expect(pottery.body).toContain('First firing');
    expect(pottery.body).toContain('Cooling down');
    const tag = await t.request({ url: '/?tag=glaze' });
    expect(tag.statusCode).toBe(200);
    expect(tag.body).toContain('First firing');
  });
});
