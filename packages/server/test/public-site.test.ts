import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpContentVersion } from '../src/db/content-version.js';
import { insertPost } from '../src/posts/post-store.js';
import { setOptions } from '../src/settings/options-store.js';
import { FIXTURE_THEMES_DIR } from './helpers/fixture-themes.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

describe.each(testDialects())('public site (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(dialect, { themesDir: FIXTURE_THEMES_DIR });
    await setOptions(t.app.db, { stylesheet: 'fixture-site' });
    admin = await t.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it('shows the static front page with the front-page template', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Template: front-page');
    expect(response.body).toContain('Made slowly, on purpose');
    expect(response.body).toContain('Atelier Demo');
    expect(response.body).toContain('<div class="wp-site-blocks">');
    expect(response.body).toContain('--wp--preset--color--accent: #3858e9');
  });

  it('lists the latest posts on the posts page, ten per page', async () => {
    const first = await page('/blog/');
    expect(first.body).toContain('Template: home');
    expect(first.body).toContain('Warping the big loom for winter');
    expect(first.body).not.toContain('Ten years in the basement');
    const second = await page('/blog/page/2/');
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('Ten years in the basement');
    expect((await page('/blog/page/3/')).statusCode).toBe(404);
  });

  it('shows pages and posts at their permalinks with the singular templates', async () => {
    const about = await page('/about/');
    expect(about.body).toContain('Template: page');
    expect(about.body).toContain('We started in a shared basement');
    const post = await page('/glaze-tests-round-three/');
    expect(post.body).toContain('Template: single');
    expect(post.body).toContain('Glaze tests, round three');
    expect(post.body).toContain('Round three of glaze tests came out of the kiln');
    expect(post.body).toMatch(/href="http:\/\/localhost:80\/category\/craft\/"[^>]*>Craft</);
    expect((await page('/?p=999999')).statusCode).toBe(404);
  });

  it('shows a page with the template chosen for it, and with the default once it is cleared', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/templates',
      session: admin,
      payload: {
        slug: 'wp-custom-template-plain-page',
        title: 'Plain page',
        content:
          '<!-- wp:paragraph -->\n<p>Template: plain page</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:post-content /-->',
      },
    });
    expect(created.statusCode).toBe(201);
    const [about] = (
      await t.request({ method: 'GET', url: '/wp-json/wp/v2/pages?slug=about' })
    ).json() as { id: number }[];
    const setTemplate = (template: string) =>
      t.request({
        method: 'POST',
        url: `/wp-json/wp/v2/pages/${about?.id}`,
        session: admin,
        payload: { template },
      });

    expect((await setTemplate('wp-custom-template-plain-page')).json().template).toBe(
      'wp-custom-template-plain-page',
    );
    const chosen = await page('/about/');
    expect(chosen.body).toContain('Template: plain page');
    expect(chosen.body).not.toContain('Template: page<');
    expect(chosen.body).toContain('We started in a shared basement');

    expect((await setTemplate('')).json().template).toBe('');
    const cleared = await page('/about/');
    expect(cleared.body).toContain('Template: page<');
    expect(cleared.body).not.toContain('Template: plain page');
  });

  it('nests child pages under their parent’s path', async () => {
    const about = await t.app.db
      .selectFrom('posts')
      .select('id')
      .where('slug', '=', 'about')
      .executeTakeFirstOrThrow();
    await insertPost(t.app.db, {
      type: 'page',
      status: 'publish',
      title: 'Our Team',
      slug: 'team',
      parent: about.id,
      content: '<!-- wp:paragraph -->\n<p>Four people and a dog.</p>\n<!-- /wp:paragraph -->',
    });
    await setOptions(t.app.db, { site_content_version: 900 });
    expect((await page('/about/team/')).body).toContain('Four people and a dog.');
    expect((await page('/team/')).statusCode).toBe(404);
  });

  it('renders each archive with only its posts', async () => {
    const category = await page('/category/design/');
    expect(category.body).toContain('Template: archive');
    expect(category.body).toContain('Category: Design');
    expect(category.body).toContain('A palette from the harbour');
    expect(category.body).not.toContain('Glaze tests, round three');

    const tag = await page('/tag/ceramics/');
    expect(tag.body).toContain('Tag: Ceramics');
    expect(tag.body).toContain('Glaze tests, round three');
    expect(tag.body).not.toContain('A palette from the harbour');

    const author = await page('/author/maya/');
    expect(author.body).toContain('Author: Maya Okafor');
    expect(author.body).toContain('Indigo, at last');
    expect(author.body).not.toContain('Glaze tests, round three');

    const year = new Date().getUTCFullYear();
    const byYear = await page(`/${year}/`);
    expect(byYear.statusCode).toBe(200);
    expect(byYear.body).toContain('Template: archive');

    expect((await page('/category/no-such-category/')).statusCode).toBe(404);
    expect((await page('/author/nobody/')).statusCode).toBe(404);
  });

  it('searches posts and says when nothing matched', async () => {
    const found = await page('/?s=glaze');
    expect(found.body).toContain('Template: search');
    expect(found.body).toContain('Glaze tests, round three');
    expect(found.body).not.toContain('A palette from the harbour');
    expect((await page('/?s=zzzqqq')).body).toContain('Nothing matched.');
  });

  it('answers unknown URLs with the 404 template and status', async () => {
    const response = await page('/no/such/thing/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Sorry, that page is not here.');
  });

  it('hides drafts, pending, future and trashed items, and shows private ones only to readers', async () => {
    for (const status of ['draft', 'pending', 'future', 'trash', 'private']) {
      await insertPost(t.app.db, {
        type: 'page',
        status,
        title: `A ${status} page`,
        slug: `${status}-page`,
        content: `<!-- wp:paragraph -->\n<p>${status} content</p>\n<!-- /wp:paragraph -->`,
      });
    }
    // Stored as an operation would: in the store, with the site content version bumped.
    await bumpContentVersion(t.app.db);
    for (const status of ['draft', 'pending', 'future', 'trash', 'private']) {
      expect((await page(`/${status}-page/`)).statusCode, status).toBe(404);
    }
    const asAdmin = await page('/private-page/', { cookie: admin.cookie });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).toContain('private content');
    expect(asAdmin.headers['x-atelier-cache']).toBe('BYPASS');
    expect((await page('/draft-page/', { cookie: admin.cookie })).statusCode).toBe(404);
    expect((await page('/trash-page/', { cookie: admin.cookie })).statusCode).toBe(404);
  });

  it('asks for the password of a protected page and shows it after the right one', async () => {
    await insertPost(t.app.db, {
      type: 'page',
      status: 'publish',
      title: 'Members',
      slug: 'members',
      password: 'open sesame',
      content: '<!-- wp:paragraph -->\n<p>The secret plans.</p>\n<!-- /wp:paragraph -->',
    });
    await bumpContentVersion(t.app.db);
    const locked = await page('/members/');
    expect(locked.statusCode).toBe(200);
    expect(locked.body).toContain('This content is password protected.');
    expect(locked.body).not.toContain('The secret plans.');

    const submit = (password: string) =>
      t.request({
        method: 'POST',
        url: '/wp-login.php?action=postpass',
        payload: new URLSearchParams({
          post_password: password,
          redirect_to: 'http://localhost:80/members/',
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const wrong = await submit('guess');
    expect(wrong.headers.location).toBe('/members/');
    const wrongCookie = wrong.cookies.find((c) => c.name === 'atelier_postpass');
    expect(
      (await page('/members/', { cookie: `atelier_postpass=${wrongCookie?.value}` })).body,
    ).not.toContain('The secret plans.');

    const right = await submit('open sesame');
    const cookie = right.cookies.find((c) => c.name === 'atelier_postpass');
    expect(cookie?.httpOnly).toBe(true);
    const unlocked = await page('/members/', { cookie: `atelier_postpass=${cookie?.value}` });
    expect(unlocked.body).toContain('The secret plans.');
    expect(unlocked.headers['cache-control']).toBe('private, no-store');
  });

  it('serves cached pages until anything is saved, then the new content', async () => {
    const first = await page('/contact/');
    const second = await page('/contact/');
    expect(second.headers['x-atelier-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);

    await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/settings',
      session: admin,
      payload: { title: 'Renamed Studio' },
    });
    const afterSettings = await page('/contact/');
    expect(afterSettings.headers['x-atelier-cache']).toBe('MISS');
    expect(afterSettings.body).toContain('Renamed Studio');

    await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/templates/fixture-site//page',
      session: admin,
      payload: {
        content:
          '<!-- wp:post-title /-->\n\n<!-- wp:paragraph -->\n<p>Customised page template</p>\n<!-- /wp:paragraph -->',
      },
    });
    const afterTemplate = await page('/contact/');
    expect(afterTemplate.body).toContain('Customised page template');
    expect(afterTemplate.body).not.toContain('Template: page');

    await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/template-parts/fixture-site//header',
      session: admin,
      payload: { content: '<!-- wp:paragraph -->\n<p>A new header</p>\n<!-- /wp:paragraph -->' },
    });
    expect((await page('/sharpening-properly/')).body).toContain('A new header');

    await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/settings',
      session: admin,
      payload: { title: 'Atelier Demo' },
    });
  });

  it('still shows the content when a classic theme is active (its PHP templates do not run)', async () => {
    await setOptions(t.app.db, { stylesheet: 'fixture-classic', site_content_version: 5000 });
    const home = await page('/blog/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Atelier Demo');
    expect(home.body).toContain('Warping the big loom for winter');
    const about = await page('/about/');
    expect(about.body).toContain('We started in a shared basement');
    await setOptions(t.app.db, { stylesheet: 'fixture-site', site_content_version: 5001 });
  });

  it('previews another theme for users who may switch themes, and only for them', async () => {
    const preview = await page('/?wp_theme_preview=fixture-one', { cookie: admin.cookie });
    expect(preview.body).toContain('Index of fixture one');
    const anonymous = await page('/?wp_theme_preview=fixture-one');
    expect(anonymous.body).not.toContain('Index of fixture one');
  });
});
