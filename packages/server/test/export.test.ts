import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createCoreRegistry, invalidBlocks, parse, parseBlocks, serialize } from '@atelier/blocks';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOptions } from '../src/settings/options-store.js';
import { ThemeDirectory } from '../src/themes/theme-directory.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

describe.each(testDialects())('theme export (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let folder: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    folder = mkdtempSync(join(tmpdir(), 'atelier-export-'));
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await t.close();
  });

  it('exports the active theme with the site’s work merged in, as a block theme Atelier can load', async () => {
    // The site's work: a customised template, a new custom template, a new part, user styles.
    const customised =
      '<!-- wp:template-part {"slug":"header","theme":"loom"} /-->\n\n<!-- wp:paragraph -->\n<p>Our own index</p>\n<!-- /wp:paragraph -->';
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/wp-json/wp/v2/templates/loom//index',
          session: admin,
          payload: { content: customised },
        })
      ).statusCode,
    ).toBe(200);
    await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/templates',
      session: admin,
      payload: {
        slug: 'wp-custom-template-landing',
        title: 'Landing',
        content:
          '<!-- wp:heading -->\n<h2 class="wp-block-heading">Landing</h2>\n<!-- /wp:heading -->',
      },
    });
    await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/template-parts',
      session: admin,
      payload: {
        slug: 'promo-strip',
        title: 'Promo strip',
        area: 'footer',
        content: '<!-- wp:paragraph -->\n<p>Sale</p>\n<!-- /wp:paragraph -->',
      },
    });
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
      payload: { styles: { color: { text: '#123456' } } },
    });

    const response = await t.request({
      method: 'GET',
      url: '/wp-json/wp-block-editor/v1/export',
      session: admin,
      headers: { accept: 'application/zip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="loom.zip"');

    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const text = (path: string) => new TextDecoder().decode(entries[path]);
    // WordPress's layout: the theme's files at the zip's root, no folder around them.
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining([
        'style.css',
        'theme.json',
        'templates/index.html',
        'parts/header.html',
        'templates/wp-custom-template-landing.html',
        'parts/promo-strip.html',
      ]),
    );
    expect(Object.keys(entries).filter((p) => p.startsWith('loom/'))).toEqual([]);
    expect(Object.keys(entries).some((p) => p.startsWith('patterns/'))).toBe(true);
    expect(Object.keys(entries).some((p) => p.startsWith('assets/fonts/'))).toBe(true);
    expect(text('templates/index.html')).toBe(customised.replace(',"theme":"loom"', ''));
    // Block markup as WordPress reads it: parts without a theme, only WordPress's layout types.
    for (const path of Object.keys(entries).filter((p) => /\.(html|php)$/.test(p))) {
      expect(text(path), path).not.toMatch(/<!-- wp:template-part \{[^}]*"theme"/);
      expect(text(path), path).not.toMatch(/"layout":\{"type":"(?!default|constrained|flex|grid)/);
    }

    const themeJson = JSON.parse(text('theme.json'));
    expect(themeJson.version).toBe(3);
    expect(themeJson.styles.color.text).toBe('#123456');
    expect(themeJson.customTemplates).toContainEqual({
      name: 'wp-custom-template-landing',
      title: 'Landing',
    });
    expect(themeJson.templateParts).toContainEqual({
      name: 'promo-strip',
      title: 'Promo strip',
      area: 'footer',
    });

    // Unzipped into a themes folder, it loads as a block theme and every template round-trips.
    for (const [path, data] of Object.entries(entries)) {
      if (path.endsWith('/')) continue;
      const target = join(folder, 'loom', path);

      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, data);
    }
    const directory = new ThemeDirectory(folder);
    const loaded = directory.get('loom');
    expect(loaded?.isBlockTheme).toBe(true);
    if (!loaded) return;
    const registry = createCoreRegistry();
    const files = directory.filesOf(loaded);
    expect(files.template('wp_template', 'wp-custom-template-landing')?.title).toBe('Landing');
    expect(files.template('wp_template_part', 'promo-strip')?.area).toBe('footer');
    for (const type of ['wp_template', 'wp_template_part'] as const) {
      for (const file of files.templates(type)) {
        expect(serialize(parse(file.content)), file.slug).toBe(file.content);
        expect(invalidBlocks(parseBlocks(registry, file.content)), file.slug).toEqual([]);
      }
    }
  });

  it('is for block themes and edit_theme_options only', async () => {
    const editor = await t.login('editor', EDITOR_PASSWORD);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/wp-json/wp-block-editor/v1/export',
          session: editor,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/wp-json/wp-block-editor/v1/export' })).statusCode,
    ).toBe(401);
    await setOptions(t.app.db, { stylesheet: 'ledger' });
    const classic = await t.request({
      method: 'GET',
      url: '/wp-json/wp-block-editor/v1/export',
      session: admin,
    });
    expect(classic.statusCode).toBe(400);
    expect(classic.json().code).toBe('theme_not_block_theme');
    await setOptions(t.app.db, { stylesheet: 'loom' });
  });
});
