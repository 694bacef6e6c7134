import { gunzipSync } from 'node:zlib';
import { NAVIGATION_VIEW_SCRIPT } from '@atelier/blocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

const SCRIPT_TAG =
  /<script src="\/wp-includes\/js\/navigation-view\.js\?ver=([0-9a-f]{12})" defer><\/script>/;

/** The `<script>` elements of a page: their attributes and what they hold. */
function scripts(html: string): { attributes: string; body: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((match) => ({
    attributes: match[1] ?? '',
    body: match[2] ?? '',
  }));
}

describe.each(testDialects())('public navigation menus (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;

  /** Replaces the active theme's header part with this markup. */
  async function setHeader(content: string): Promise<void> {
    const response = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/template-parts/loom//header',
      session: admin,
      payload: { content },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it('renders the header menu as an overlay menu and loads the view script for it', async () => {
    const home = await t.request({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toMatch(
      /<nav class="wp-block-navigation is-responsive items-justified-right [^"]*"[^>]*><button class="wp-block-navigation__responsive-container-open" aria-haspopup="dialog" aria-label="Open menu">/,
    );
    const head = home.body.slice(0, home.body.indexOf('</head>'));
    expect(head).toMatch(SCRIPT_TAG);
    // The only script is that file: nothing inline, nothing from elsewhere.
    expect(scripts(home.body)).toEqual([{ attributes: expect.stringMatching(/^ src=/), body: '' }]);
  });

  it('keeps the site policy strict: same-origin script files only, never inline', async () => {
    const home = await t.request({ url: '/' });
    const policy = String(home.headers['content-security-policy']);
    const scriptSources = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/);
    expect(scriptSources).toEqual(["'self'"]);
    expect(policy).toMatch(/^default-src 'self';/);
    expect(policy).not.toMatch(/script-src-(elem|attr)/);
  });

  it('serves the view script as a cacheable JavaScript file, gzipped on request', async () => {
    const home = await t.request({ url: '/' });
    const version = SCRIPT_TAG.exec(home.body)?.[1];
    const file = await t.request({ url: `/wp-includes/js/navigation-view.js?ver=${version}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.body).toBe(NAVIGATION_VIEW_SCRIPT);
    const gzipped = await t.request({
      url: '/wp-includes/js/navigation-view.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(NAVIGATION_VIEW_SCRIPT);
    // It stays small: under 3 KB, about 1 KB on the wire.
    expect(Buffer.byteLength(file.body)).toBeLessThan(3 * 1024);
    expect(gzipped.rawPayload.length).toBeLessThan(1100);
    expect((await t.request({ url: '/wp-includes/js/other.js' })).statusCode).toBe(404);
  });

  it('loads no script on a page whose menus need none', async () => {
    await setHeader(
      '<!-- wp:navigation {"overlayMenu":"never","showSubmenuIcon":false} --><!-- wp:navigation-link {"label":"About","url":"/about/"} /--><!-- /wp:navigation -->',
    );
    const plain = await t.request({ url: '/about/' });
    expect(plain.body).toContain('<nav class="wp-block-navigation ');
    expect(plain.body).not.toContain(
      '<button class="wp-block-navigation__responsive-container-open"',
    );
    expect(scripts(plain.body)).toEqual([]);

    await setHeader(
      '<!-- wp:navigation {"overlayMenu":"never","openSubmenusOnClick":true} --><!-- wp:navigation-submenu {"label":"More"} --><!-- wp:navigation-link {"label":"About","url":"/about/"} /--><!-- /wp:navigation-submenu --><!-- /wp:navigation -->',
    );
    const clickMenu = await t.request({ url: '/about/' });
    expect(clickMenu.body).toContain(
      '<button aria-label="More submenu" class="wp-block-navigation-item__content wp-block-navigation-submenu__toggle" aria-expanded="false">',
    );
    expect(clickMenu.body).toMatch(SCRIPT_TAG);
  });
});
