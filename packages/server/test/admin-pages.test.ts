import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeEditorDist } from './helpers/fake-editor-dist.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

function bootstrapOf(html: string): Record<string, unknown> {
  const match =
    /<script type="application\/json" id="atelier-editor-bootstrap">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no bootstrap blob in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe.each(testDialects())('admin pages (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { editorDistDir: fakeEditorDist() });
  });
  afterAll(() => t.close());

  it('sends visitors to log in with a return URL', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/wp-admin/site-editor.php?p=%2Fwp_template',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `/wp-login.php?redirect_to=${encodeURIComponent('/wp-admin/site-editor.php?p=%2Fwp_template')}`,
    );
    const dashboard = await t.request({ method: 'GET', url: '/wp-admin/' });
    expect(dashboard.statusCode).toBe(302);
  });

  it('refuses the site editor to users without edit_theme_options', async () => {
    const editor = await t.login('editor', EDITOR_PASSWORD);
    const response = await t.request({
      method: 'GET',
      url: '/wp-admin/site-editor.php',
      headers: { cookie: editor.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(
      'Sorry, you are not allowed to edit theme options on this site.',
    );
  });

  it('inlines the bootstrap blob for administrators', async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const response = await t.request({
      method: 'GET',
      url: '/wp-admin/site-editor.php',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const bootstrap = bootstrapOf(response.body);
    expect(bootstrap).toMatchObject({
      restRoot: '/wp-json/',
      restNonce: admin.nonce,
      adminUrl: '/wp-admin/',
      siteTitle: 'Atelier Demo',
      currentUser: {
        name: 'Site Admin',
        slug: 'admin',
        capabilities: { edit_theme_options: true },
      },
      editorSettings: { isBlockTheme: true, themePreview: null, fontLibraryEnabled: true },
      preferences: {},
    });
    expect(response.body).toMatch(
      /<script type="module" src="\/wp-admin\/build\/assets\/[^"]+\.js"><\/script>/,
    );
  });

  it('preloads the user global styles record for the editing canvas only', async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const preloaded = async (query: string) => {
      const response = await t.request({
        method: 'GET',
        url: `/wp-admin/site-editor.php${query}`,
        headers: { cookie: admin.cookie },
      });
      return Object.keys(bootstrapOf(response.body).preload as Record<string, unknown>);
    };
    const editing = await preloaded('?p=%2Fwp_template%2Fx%2F%2Findex&canvas=edit');
    expect(editing).toContainEqual(expect.stringMatching(/^\/wp\/v2\/global-styles\/\d+\?/));
    const listing = await preloaded('?p=%2Fwp_template');
    expect(listing.some((path) => path.startsWith('/wp/v2/global-styles/'))).toBe(false);
  });

  it('preloads what the Patterns screen lists and what its previews render with', async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const response = await t.request({
      method: 'GET',
      url: '/wp-admin/site-editor.php?p=%2Fpatterns&categoryType=pattern&categoryId=my-patterns',
      headers: { cookie: admin.cookie },
    });
    const preload = bootstrapOf(response.body).preload as Record<string, { body: unknown }>;
    const paths = Object.keys(preload);
    expect(Array.isArray(preload['/wp/v2/blocks?context=edit&page=1&per_page=100']?.body)).toBe(
      true,
    );
    expect(Array.isArray(preload['/wp/v2/template-parts?context=edit&per_page=-1']?.body)).toBe(
      true,
    );
    expect(Array.isArray(preload['/wp/v2/block-patterns/patterns']?.body)).toBe(true);
    expect(paths).toContain('/wp/v2/wp_pattern_category?context=edit&page=1&per_page=100');
    expect(paths).toContainEqual(expect.stringMatching(/^\/wp\/v2\/global-styles\/\d+\?/));
  });

  it('preloads the template parts a template places, at any depth, for the canvas', async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const part = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/template-parts',
      session: admin,
      payload: {
        slug: 'nested-band',
        title: 'Nested band',
        content: '<!-- wp:paragraph --><p>Band</p><!-- /wp:paragraph -->',
      },
    });
    expect(part.statusCode).toBe(201);
    const template = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/templates',
      session: admin,
      payload: {
        slug: 'wp-custom-template-banded',
        title: 'Banded',
        content:
          '<!-- wp:group --><div class="wp-block-group"><!-- wp:template-part {"slug":"nested-band"} /--></div><!-- /wp:group -->',
      },
    });
    expect(template.statusCode).toBe(201);
    const id = (template.json() as { id: string }).id;
    const [theme, slug] = id.split('//');
    const response = await t.request({
      method: 'GET',
      url: `/wp-admin/site-editor.php?p=${encodeURIComponent(`/wp_template/${theme}//${slug}`)}&canvas=edit`,
      headers: { cookie: admin.cookie },
    });
    const preload = bootstrapOf(response.body).preload as Record<string, { body: { id?: string } }>;
    const partPath = `/wp/v2/template-parts/${theme}//nested-band?context=edit`;
    expect(preload[partPath]?.body.id).toBe(`${theme}//nested-band`);
  });

  it("preloads Manage pages' authors and the person's custom views of pages", async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const term = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/wp_dataviews_type',
      session: admin,
      payload: { name: 'page' },
    });
    expect(term.statusCode).toBe(201);
    const termId = (term.json() as { id: number }).id;
    const view = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/wp_dataviews',
      session: admin,
      payload: {
        title: 'Preloaded view',
        status: 'publish',
        wp_dataviews_type: [termId],
        content: '{"type":"table"}',
      },
    });
    expect(view.statusCode).toBe(201);
    const response = await t.request({
      method: 'GET',
      url: '/wp-admin/site-editor.php?p=%2Fpages',
      headers: { cookie: admin.cookie },
    });
    const preload = bootstrapOf(response.body).preload as Record<
      string,
      { body: { name?: string; title?: { raw?: string } }[] }
    >;
    const users = preload['/wp/v2/users?_fields=id%2Cname&context=view&page=1&per_page=100'];
    expect(users?.body.map((user) => user.name)).toContain('Eddie Editor');
    const views = Object.entries(preload).find(([path]) => path.startsWith('/wp/v2/wp_dataviews?'));
    expect(views?.[0]).toContain(`wp_dataviews_type=${termId}`);
    expect(views?.[1].body.map((item) => item.title?.raw)).toEqual(['Preloaded view']);
  });

  it("names the first screen's on-demand chunks and stylesheets in the page", async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const page = async (query: string) =>
      (
        await t.request({
          method: 'GET',
          url: `/wp-admin/site-editor.php${query}`,
          headers: { cookie: admin.cookie },
        })
      ).body;
    const pages = await page('?p=%2Fpages');
    expect(pages).toContain(
      '<link rel="modulepreload" href="/wp-admin/build/assets/ManagePages-abc.js">',
    );
    expect(pages).toContain(
      '<link rel="stylesheet" href="/wp-admin/build/assets/ManagePages-abc.css">',
    );
    expect(await page('?p=%2Fwp_template')).not.toContain('ManagePages-abc');
  });

  it('escapes the blob so stored text cannot close the script element', async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/settings',
      session: admin,
      payload: { title: '</script><script>alert(1)</script>' },
    });
    const response = await t.request({
      method: 'GET',
      url: '/wp-admin/site-editor.php',
      headers: { cookie: admin.cookie },
    });
    expect(response.body).not.toContain('</script><script>alert(1)');
    if (response.statusCode === 200)
      expect(bootstrapOf(response.body).siteTitle).toBe('</script><script>alert(1)</script>');
    await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/settings',
      session: admin,
      payload: { title: 'Atelier Demo' },
    });
  });

  it('shows the dashboard with the site, themes, the user and a log-out link', async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const response = await t.request({
      method: 'GET',
      url: '/wp-admin/index.php',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Howdy, Site Admin');
    expect(response.body).toContain('href="/wp-admin/site-editor.php"');
    expect(response.body).toContain(`action=logout&amp;_wpnonce=${admin.nonce}`);
    for (const theme of t.app.themes.list()) expect(response.body).toContain(theme.header.name);
  });

  it('serves generated avatars', async () => {
    const response = await t.request({ method: 'GET', url: '/wp-content/avatars/maya.svg?s=48' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('width="48"');
  });

  it('answers unknown pages with a 404 page', async () => {
    const response = await t.request({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found');
  });
});
