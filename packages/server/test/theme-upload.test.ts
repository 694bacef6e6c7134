import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedThemesDir } from '../src/themes/theme-directory.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

/** A multipart form as a browser sends it: text fields and one file. */
function form(fields: Record<string, string>, file?: { name: string; data: Uint8Array }) {
  const boundary = `----atelier${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="themezip"; filename="${file.name}"\r\nContent-Type: application/zip\r\n\r\n`,
      ),
      Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const STYLE = '/*\nTheme Name: Tiny Theme\nVersion: 1.0\n*/\n';
const INDEX = '<!-- wp:paragraph -->\n<p>Tiny</p>\n<!-- /wp:paragraph -->';

describe.each(testDialects())('theme upload on the dashboard (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (session: Session | undefined, name: string, data: Uint8Array, nonce?: string) =>
    t.request({
      method: 'POST',
      url: '/wp-admin/update.php?action=upload-theme',
      session,
      ...form({ _wpnonce: nonce ?? session?.nonce ?? '' }, { name, data }),
    });
  const installedFolders = () =>
    readdirSync(uploadedThemesDir(t.app.config)).filter((f) => !f.startsWith('.'));

  it('shows Add New Theme to administrators and the upload form with Install Now', async () => {
    const dashboard = await t.request({ method: 'GET', url: '/wp-admin/', session: admin });
    expect(dashboard.body).toContain('href="/wp-admin/theme-install.php">Add New Theme</a>');
    const add = await t.request({
      method: 'GET',
      url: '/wp-admin/theme-install.php',
      session: admin,
    });
    expect(add.statusCode).toBe(200);
    expect(add.body).toContain('href="/wp-admin/theme-install.php?upload">Upload Theme</a>');
    expect(add.body).not.toContain('Install Now');
    const opened = await t.request({
      method: 'GET',
      url: '/wp-admin/theme-install.php?upload',
      session: admin,
    });
    expect(opened.body).toContain('<label for="themezip">Theme zip file</label>');
    expect(opened.body).toContain('>Install Now</button>');
    expect(opened.body).toContain(`name="_wpnonce" value="${admin.nonce}"`);
  });

  it('refuses users without install_themes, anonymous visitors, and a POST without the nonce', async () => {
    const editor = await t.login('editor', EDITOR_PASSWORD);
    const dashboard = await t.request({ method: 'GET', url: '/wp-admin/', session: editor });
    expect(dashboard.body).not.toContain('Add New Theme');
    const zip = zipSync({
      'style.css': strToU8(STYLE),
      templates: { 'index.html': strToU8(INDEX) },
    });
    for (const response of [
      await t.request({
        method: 'GET',
        url: '/wp-admin/theme-install.php?upload',
        session: editor,
      }),
      await upload(editor, 'tiny.zip', zip),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('Sorry, you are not allowed to install themes on this site.');
    }
    const anonymous = await upload(undefined, 'tiny.zip', zip);
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toMatch(/^\/wp-login\.php/);
    const noNonce = await upload(admin, 'tiny.zip', zip, 'wrong');
    expect(noNonce.statusCode).toBe(403);
    expect(noNonce.body).toContain('The link you followed has expired.');
    expect(installedFolders()).toEqual([]);
    expect(t.app.themes.get('tiny-theme')).toBeUndefined();
  });

  it('refuses bad zips with WordPress’s message and installs nothing', async () => {
    const cases: [string, Uint8Array, string][] = [
      ['notes.zip', strToU8('just some text'), 'Incompatible Archive.'],
      [
        'no-style.zip',
        zipSync({ templates: { 'index.html': strToU8(INDEX) } }),
        'The package could not be installed. The theme is missing the style.css stylesheet.',
      ],
      [
        'evil.zip',
        zipSync({
          'style.css': strToU8(STYLE),
          templates: { 'index.html': strToU8(INDEX) },
          '../../escape.php': strToU8('<?php'),
        }),
        'The package could not be installed. The file ../../escape.php would be unpacked outside the theme&#39;s folder.',
      ],
      [
        'huge.zip',
        new Uint8Array(51 * 1024 * 1024),
        'The uploaded file is too big: a theme zip may be at most 50 MB.',
      ],
    ];
    for (const [name, data, message] of cases) {
      const response = await upload(admin, name, data);
      expect(response.statusCode, name).toBe(400);
      expect(response.body, name).toContain(message);
      expect(response.body, name).toContain('Theme installation failed.');
    }
    expect(installedFolders()).toEqual([]);
    expect(t.app.themes.get('tiny-theme')).toBeUndefined();
    expect(existsSync(join(uploadedThemesDir(t.app.config), '..', 'escape.php'))).toBe(false);
  });

  it('round trip: an export with the site’s edits, uploaded as a new theme and activated, renders the edits from its files', async () => {
    const edit = 'Woven on this very site';
    const front = (
      await t.request({
        method: 'GET',
        url: '/wp-json/wp/v2/templates/loom//front-page',
        session: admin,
      })
    ).json();
    const customised = `<!-- wp:paragraph -->\n<p>${edit}</p>\n<!-- /wp:paragraph -->\n\n${front.content.raw}`;
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/wp-json/wp/v2/templates/loom//front-page',
          session: admin,
          payload: { content: customised },
        })
      ).statusCode,
    ).toBe(200);
    const themes = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/themes?status=active',
      session: admin,
    });
    const stylesUrl = new URL(themes.json()[0]._links['wp:user-global-styles'][0].href).pathname;
    await t.request({
      method: 'POST',
      url: stylesUrl,
      session: admin,
      payload: { styles: { color: { text: '#2a3b4c' } } },
    });
    const exported = await t.request({
      method: 'GET',
      url: '/wp-json/wp-block-editor/v1/export',
      session: admin,
    });
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    // A person makes the export their own theme: a new name in style.css.
    files['style.css'] = strToU8(
      new TextDecoder()
        .decode(files['style.css'])
        .replace(/Theme Name:\s*Loom/, 'Theme Name: Loom Remix'),
    );

    const installed = await upload(admin, 'loom-remix.zip', zipSync(files));
    expect(installed.statusCode).toBe(200);
    expect(installed.body).toContain('Installing theme from uploaded file: loom-remix.zip');
    expect(installed.body).toContain('Theme installed successfully.');
    expect(installed.body).toContain('aria-label="Activate Loom Remix"');
    const folder = join(uploadedThemesDir(t.app.config), 'loom-remix');
    expect(readFileSync(join(folder, 'templates/front-page.html'), 'utf8')).toBe(customised);
    expect(JSON.parse(readFileSync(join(folder, 'theme.json'), 'utf8')).styles.color.text).toBe(
      '#2a3b4c',
    );

    // Listed at once (no restart), and activated from the dashboard's link.
    const dashboard = await t.request({ method: 'GET', url: '/wp-admin/', session: admin });
    expect(dashboard.body).toContain('Loom Remix');
    const activation = await t.request({
      method: 'GET',
      url: `/wp-admin/themes.php?action=activate&stylesheet=loom-remix&_wpnonce=${admin.nonce}`,
      session: admin,
    });
    expect(activation.headers.location).toBe('/wp-admin/?activated=true');
    const active = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/themes?status=active',
      session: admin,
    });
    expect(active.json()[0].stylesheet).toBe('loom-remix');

    // The new theme has no customised records: what the site shows comes from its files.
    const template = (
      await t.request({
        method: 'GET',
        url: '/wp-json/wp/v2/templates/loom-remix//front-page',
        session: admin,
      })
    ).json();
    expect(template.source).toBe('theme');
    const home = await t.request({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(edit);
    expect(home.body).toContain('#2a3b4c');
    const font = Object.keys(files).find((p) => p.endsWith('.woff2'));
    expect(font).toBeDefined();
    if (font) {
      // The uploaded theme's assets are served from the data directory.
      const asset = await t.request({
        method: 'GET',
        url: `/wp-content/themes/loom-remix/${font}`,
      });
      expect(asset.statusCode).toBe(200);
    }
  });

  it('an upload of an installed theme waits for Replace active with uploaded, then replaces it', async () => {
    const first = await upload(
      admin,
      'tiny.zip',
      zipSync({ 'style.css': strToU8(STYLE), templates: { 'index.html': strToU8(INDEX) } }),
    );
    expect(first.body).toContain('Theme installed successfully.');
    const newer = zipSync({
      tiny: {
        'style.css': strToU8(STYLE.replace('Version: 1.0', 'Version: 2.0')),
        templates: { 'index.html': strToU8(INDEX.replace('Tiny', 'Tiny two')) },
      },
    });
    const again = await upload(admin, 'tiny-2.zip', newer);
    expect(again.body).toContain('This theme is already installed.');
    expect(again.body).toContain('Replace installed with uploaded');
    const folder = join(uploadedThemesDir(t.app.config), 'tiny-theme');
    // Nothing changes until the user chooses.
    expect(readFileSync(join(folder, 'templates/index.html'), 'utf8')).toBe(INDEX);
    const staged = /name="package" value="([0-9a-f]+)"/.exec(again.body)?.[1] ?? '';
    const replaced = await t.request({
      method: 'POST',
      url: '/wp-admin/update.php?action=upload-theme',
      session: admin,
      payload: {
        _wpnonce: admin.nonce,
        package: staged,
        overwrite: 'update-theme',
        filename: 'tiny-2.zip',
      },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.body).toContain('Theme updated successfully.');
    expect(readFileSync(join(folder, 'templates/index.html'), 'utf8')).toContain('Tiny two');
    const tiny = t.app.themes.get('tiny-theme');
    expect(tiny?.header.version).toBe('2.0');
    if (tiny) {
      expect(t.app.themes.filesOf(tiny).template('wp_template', 'index')?.content).toContain(
        'Tiny two',
      );
    }
    // The staged upload is used once.
    const twice = await t.request({
      method: 'POST',
      url: '/wp-admin/update.php?action=upload-theme',
      session: admin,
      payload: { _wpnonce: admin.nonce, package: staged, overwrite: 'update-theme' },
    });
    expect(twice.statusCode).toBe(400);
  });
});
