import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOptions } from '../src/settings/options-store.js';
import { ThemeDirectory } from '../src/themes/theme-directory.js';
import { ThemeFiles } from '../src/themes/theme-files.js';
import { FIXTURE_THEMES_DIR } from './helpers/fixture-themes.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

const BUNDLED_THEMES_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'themes',
);

describe.each(testDialects())('theme block patterns (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp(dialect, { themesDir: FIXTURE_THEMES_DIR });
    await setOptions(t.app.db, { stylesheet: 'fixture-one' });
    admin = await t.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it('lists the active theme’s patterns with their restrictions', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/block-patterns/patterns',
      session: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        name: 'fixture-one/footer',
        title: 'Fixture footer',
        inserter: false,
        block_types: ['core/template-part/footer'],
        categories: ['footer', 'fixture-extras'],
        source: 'theme',
      }),
      expect.objectContaining({
        name: 'fixture-one/hero',
        template_types: ['front-page'],
        content: expect.stringContaining('<h2 class="wp-block-heading">Hello</h2>'),
      }),
      expect.objectContaining({ name: 'fixture-one/landing' }),
      expect.objectContaining({ name: 'fixture-one/php-welcome' }),
    ]);
    const previewed = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/block-patterns/patterns?wp_theme_preview=fixture-two',
      session: admin,
    });
    expect(previewed.json()).toEqual([]);
    expect(
      (await t.request({ method: 'GET', url: '/wp-json/wp/v2/block-patterns/patterns' }))
        .statusCode,
    ).toBe(401);
  });

  it('renders patterns written in PHP without running PHP, and leaves refused files out', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/block-patterns/patterns',
      session: admin,
    });
    const patterns = response.json() as { name: string; content: string }[];
    const welcome = patterns.find((p) => p.name === 'fixture-one/php-welcome');
    expect(welcome?.content).toBe(
      [
        '<!-- wp:heading -->',
        '<h2 class="wp-block-heading">Tea &amp; biscuits</h2>',
        '<!-- /wp:heading -->',
        '',
        '<!-- wp:image {"sizeSlug":"large"} -->',
        '<figure class="wp-block-image size-large"><img src="/wp-content/themes/fixture-one/assets/loom.webp" alt="A &quot;woven&quot; rug"/></figure>',
        '<!-- /wp:image -->',
        '',
        '<!-- wp:paragraph {"placeholder":"Say it&#039;s so"} -->',
        '<p>Warp <strong>and</strong> weft</p>',
        '<!-- /wp:paragraph -->',
        '',
        '<!-- wp:paragraph -->',
        '<p>',
        '\tWoven with <a href="https://example.org/guild" rel="nofollow">the guild&#039;s help</a></p>',
        '<!-- /wp:paragraph -->',
        '',
        '<!-- wp:paragraph -->',
        '<p>Warp’s first, then weave</p>',
        '<!-- /wp:paragraph -->',
        '',
      ].join('\n'),
    );
    expect(patterns.map((p) => p.name)).not.toContain('fixture-one/refused');
    const fixtureOne = t.app.themes.get('fixture-one');
    expect(fixtureOne).toBeDefined();
    if (!fixtureOne) return;
    expect(await t.app.themes.filesOf(fixtureOne).patternProblems()).toEqual([
      {
        file: 'patterns/php-refused.php',
        message: 'patterns/php-refused.php line 8: the function get_option is not supported',
      },
    ]);
  });

  it('logs each refused pattern file once, at warn level', async () => {
    const fixtureOne = t.app.themes.get('fixture-one');
    if (!fixtureOne) throw new Error('fixture-one is missing');
    const files = new ThemeFiles(fixtureOne);
    const warnings: string[] = [];
    const log = { warn: (message: string) => warnings.push(message) };
    await files.logPatternProblemsOnce(log);
    await files.logPatternProblemsOnce(log);
    expect(warnings).toEqual([
      'Theme fixture-one: pattern not loaded: patterns/php-refused.php line 8: the function get_option is not supported',
    ]);
  });

  it('resolves nested pattern references, leaving out a pattern that includes itself', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/block-patterns/patterns',
      session: admin,
    });
    const patterns = response.json() as { name: string; content: string }[];
    const landing = patterns.find((p) => p.name === 'fixture-one/landing');
    expect(landing?.content).toContain('<h2 class="wp-block-heading">Tea &amp; biscuits</h2>');
    expect(landing?.content).not.toContain('wp:pattern');
    expect(landing?.content).toMatch(
      /^<!-- wp:group \{"tagName":"main"\} -->\n<main class="wp-block-group"><!-- wp:heading -->/,
    );
    expect(landing?.content).toMatch(
      /<!-- \/wp:paragraph -->\n\n\n<\/main>\n<!-- \/wp:group -->\n$/,
    );
  });

  it('renders a PHP pattern referenced by a template on the public site', async () => {
    const saved = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/templates/fixture-one//index',
      session: admin,
      payload: {
        content:
          '<!-- wp:paragraph -->\n<p>Home with a pattern</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:pattern {"slug":"fixture-one/landing"} /-->',
      },
    });
    expect(saved.statusCode).toBe(200);
    const home = await t.request({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Home with a pattern');
    expect(home.body).toContain('Tea &amp; biscuits</h2>');
    expect(home.body).toContain(
      'Woven with <a href="https://example.org/guild" rel="nofollow">the guild&#039;s help</a>',
    );
    expect(home.body).not.toContain('get_option');
    expect(home.body).not.toContain('<?php');
  });

  it('loads every pattern of the bundled themes, with no file refused', async () => {
    const bundled = new ThemeDirectory(BUNDLED_THEMES_DIR);
    for (const theme of bundled.list().filter((x) => x.isBlockTheme)) {
      const files = bundled.filesOf(theme);
      expect(await files.patternProblems(), theme.stylesheet).toEqual([]);
      const onDisk = existsSync(join(theme.dir, 'patterns'))
        ? readdirSync(join(theme.dir, 'patterns')).filter((f) => f.endsWith('.php'))
        : [];
      expect((await files.patterns()).length, theme.stylesheet).toBe(onDisk.length);
    }
  });

  it('lists the categories, including ones only a theme uses', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/block-patterns/categories',
      session: admin,
    });
    const categories = response.json() as { name: string; label: string }[];
    expect(categories).toContainEqual(
      expect.objectContaining({ name: 'header', label: 'Headers' }),
    );
    expect(categories).toContainEqual(
      expect.objectContaining({ name: 'fixture-extras', label: 'Fixture extras' }),
    );
  });
});
