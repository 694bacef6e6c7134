import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOptions } from '../src/settings/options-store.js';
import { FIXTURE_THEMES_DIR } from './helpers/fixture-themes.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

describe.each(testDialects())('themes, activation and global styles (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let editor: Session;

  beforeAll(async () => {
    t = await createTestApp(dialect, { themesDir: FIXTURE_THEMES_DIR });
    await setOptions(t.app.db, { stylesheet: 'fixture-one' });
    admin = await t.login('admin', ADMIN_PASSWORD);
    editor = await t.login('editor', EDITOR_PASSWORD);
  });
  afterAll(() => t.close());

  async function userStylesUrl(): Promise<string> {
    const active = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/themes?status=active&context=edit',
      session: admin,
    });
    const href = active.json()[0]._links['wp:user-global-styles'][0].href as string;
    return new URL(href).pathname;
  }

  it('lists the themes with status and the block-theme flag', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/themes',
      session: admin,
    });
    const themes = response.json() as {
      stylesheet: string;
      status: string;
      is_block_theme: boolean;
      name: { raw: string };
    }[];
    expect(themes.map((x) => [x.stylesheet, x.status, x.is_block_theme])).toEqual([
      ['fixture-classic', 'inactive', false],
      ['fixture-one', 'active', true],
      ['fixture-site', 'inactive', true],
      ['fixture-two', 'inactive', true],
      ['harbor', 'inactive', true],
    ]);
    const active = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/themes?status=active&context=edit',
      session: admin,
    });
    expect(active.json()).toHaveLength(1);
    expect(active.json()[0]).toMatchObject({
      stylesheet: 'fixture-one',
      name: { raw: 'Fixture One' },
      theme_supports: { 'block-templates': true },
    });
    // Editors may read the active theme but not list every theme.
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/wp-json/wp/v2/themes?status=active',
          session: editor,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/wp-json/wp/v2/themes', session: editor }))
        .statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/wp-json/wp/v2/themes' })).statusCode).toBe(401);
  });

  it('serves the theme base styles (defaults and theme merged) and the variations', async () => {
    const base = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/global-styles/themes/fixture-one',
      session: admin,
    });
    expect(base.statusCode).toBe(200);
    expect(base.json().settings.color.palette.theme).toEqual([
      { slug: 'base', name: 'Base', color: '#ffffff' },
      { slug: 'ink', name: 'Ink', color: '#222222' },
    ]);
    expect(base.json().settings.color.palette.default.length).toBeGreaterThan(0);
    expect(base.json().styles.color).toEqual({
      background: 'var:preset|color|base',
      text: 'var:preset|color|ink',
    });
    const variations = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/global-styles/themes/fixture-one/variations',
      session: admin,
    });
    // Full variations and, from the folders below styles/, the colour and typography partials
    // (a partial without a title is named by its file); a block style variation is left out.
    expect(
      variations.json().map((v: { slug: string; title: string }) => [v.slug, v.title]),
    ).toEqual([
      ['colors/ember', 'Ember'],
      ['night', 'Night'],
      ['typography/serif', 'serif'],
    ]);
    expect(variations.json()[0].settings.color.palette[1]).toEqual({
      slug: 'ink',
      name: 'Ink',
      color: '#5a1e08',
    });
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/wp-json/wp/v2/global-styles/themes/nope',
          session: admin,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/wp-json/wp/v2/global-styles/themes/fixture-one',
          session: editor,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('saves the user styles with a revision each time, and offers edit-css only to those who may', async () => {
    const url = await userStylesUrl();
    const empty = await t.request({ method: 'GET', url, session: admin });
    expect(empty.json()).toMatchObject({
      styles: {},
      settings: {},
      title: { raw: 'Custom Styles' },
    });
    expect(empty.json()._links['wp:action-edit-css']).toBeDefined();
    expect(empty.json()._links['version-history'][0].count).toBe(0);

    const saved = await t.request({
      method: 'POST',
      url,
      session: admin,
      payload: { styles: { color: { text: '#ff0000' }, css: 'p { margin: 0 }' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().styles).toEqual({ color: { text: '#ff0000' }, css: 'p { margin: 0 }' });
    await t.request({
      method: 'POST',
      url,
      session: admin,
      payload: { settings: { typography: { fluid: true } } },
    });
    const after = await t.request({ method: 'GET', url, session: admin });
    expect(after.json()).toMatchObject({
      styles: { color: { text: '#ff0000' } },
      settings: { typography: { fluid: true } },
    });
    expect(after.json()._links['version-history'][0].count).toBe(2);

    const revisions = await t.request({
      method: 'GET',
      url: `${url}/revisions?per_page=1&_embed=author`,
      session: admin,
    });
    expect(revisions.headers['x-wp-total']).toBe('2');
    expect(revisions.headers['x-wp-totalpages']).toBe('2');
    expect(revisions.json()[0]).toMatchObject({
      settings: { typography: { fluid: true } },
      modified: expect.any(String),
      _embedded: { author: [{ name: 'Site Admin', avatar_urls: { '48': expect.any(String) } }] },
    });
    const second = await t.request({
      method: 'GET',
      url: `${url}/revisions?per_page=1&page=2`,
      session: admin,
    });
    expect(second.json()[0].styles.color.text).toBe('#ff0000');
    const beyond = await t.request({
      method: 'GET',
      url: `${url}/revisions?per_page=1&page=3`,
      session: admin,
    });
    expect(beyond.statusCode).toBe(400);
  });

  it('refuses invalid styles or settings with a message naming the path, and writes nothing', async () => {
    const url = await userStylesUrl();
    const before = (await t.request({ method: 'GET', url, session: admin })).json();
    const badStyles = await t.request({
      method: 'POST',
      url,
      session: admin,
      payload: { styles: { color: { text: true } } },
    });
    expect(badStyles.statusCode).toBe(400);
    expect(badStyles.json().code).toBe('rest_invalid_param');
    expect(badStyles.json().data.params.styles).toContain('styles.color.text');
    const badOrigin = await t.request({
      method: 'POST',
      url,
      session: admin,
      payload: { settings: { color: { palette: { mine: [] } } } },
    });
    expect(badOrigin.statusCode).toBe(400);
    expect(badOrigin.json().data.params.settings).toContain('settings.color.palette.mine');
    const notObject = await t.request({
      method: 'POST',
      url,
      session: admin,
      payload: { styles: 'red' },
    });
    expect(notObject.statusCode).toBe(400);
    const unchanged = (await t.request({ method: 'GET', url, session: admin })).json();
    expect(unchanged.styles).toEqual(before.styles);
    expect(unchanged._links['version-history'][0].count).toBe(
      before._links['version-history'][0].count,
    );
  });

  it('refuses a stale save of the user styles with 412', async () => {
    const url = await userStylesUrl();
    const seen = await t.request({ method: 'GET', url, session: admin });
    await t.request({
      method: 'POST',
      url,
      session: admin,
      headers: { 'if-match': seen.headers.etag as string },
      payload: { styles: { color: { background: '#000' } } },
    });
    const stale = await t.request({
      method: 'POST',
      url,
      session: admin,
      headers: { 'if-match': seen.headers.etag as string },
      payload: { styles: { color: { background: '#fff' } } },
    });
    expect(stale.statusCode).toBe(412);
    expect(
      (await t.request({ method: 'GET', url, session: admin })).json().styles.color.background,
    ).toBe('#000');
  });

  it('keeps a separate user styles record per theme', async () => {
    const one = await userStylesUrl();
    const preview = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/themes/fixture-two',
      session: admin,
    });
    expect(preview.json().status).toBe('inactive');
    await setOptions(t.app.db, { stylesheet: 'fixture-two' });
    const two = await userStylesUrl();
    expect(two).not.toBe(one);
    expect((await t.request({ method: 'GET', url: two, session: admin })).json().styles).toEqual(
      {},
    );
    await setOptions(t.app.db, { stylesheet: 'fixture-one' });
  });

  it('activates a theme from the admin link with the nonce and switch_themes', async () => {
    const withoutNonce = await t.request({
      method: 'GET',
      url: '/wp-admin/themes.php?action=activate&stylesheet=fixture-two',
      headers: { cookie: admin.cookie },
    });
    expect(withoutNonce.statusCode).toBe(403);
    const byEditor = await t.request({
      method: 'GET',
      url: `/wp-admin/themes.php?action=activate&stylesheet=fixture-two&_wpnonce=${editor.nonce}`,
      headers: { cookie: editor.cookie },
    });
    expect(byEditor.statusCode).toBe(403);
    const unknown = await t.request({
      method: 'GET',
      url: `/wp-admin/themes.php?action=activate&stylesheet=nope&_wpnonce=${admin.nonce}`,
      headers: { cookie: admin.cookie },
    });
    expect(unknown.statusCode).toBe(404);

    const dashboard = await t.request({
      method: 'GET',
      url: '/wp-admin/',
      headers: { cookie: admin.cookie },
    });
    expect(dashboard.body).toContain(
      `/wp-admin/themes.php?action=activate&amp;stylesheet=fixture-two&amp;_wpnonce=${admin.nonce}`,
    );
    expect(dashboard.body).toContain('/wp-admin/site-editor.php?wp_theme_preview=fixture-two');

    const activated = await t.request({
      method: 'GET',
      url: `/wp-admin/themes.php?action=activate&stylesheet=fixture-two&_wpnonce=${admin.nonce}`,
      headers: { cookie: admin.cookie },
    });
    expect(activated.statusCode).toBe(302);
    expect(activated.headers.location).toBe('/wp-admin/?activated=true');
    const active = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/themes?status=active',
      session: admin,
    });
    expect(active.json()[0].stylesheet).toBe('fixture-two');
    const notice = await t.request({
      method: 'GET',
      url: '/wp-admin/?activated=true',
      headers: { cookie: admin.cookie },
    });
    expect(notice.body).toContain('New theme activated.');
    await setOptions(t.app.db, { stylesheet: 'fixture-one' });
  });

  it('keeps the site editor from classic themes', async () => {
    await setOptions(t.app.db, { stylesheet: 'fixture-classic' });
    const response = await t.request({
      method: 'GET',
      url: '/wp-admin/site-editor.php',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(
      'The theme you are currently using is not compatible with the Site Editor.',
    );
    const themes = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/themes?status=active',
      session: admin,
    });
    expect(themes.json()[0]._links['wp:user-global-styles']).toBeUndefined();
    await setOptions(t.app.db, { stylesheet: 'fixture-one' });
  });
});
