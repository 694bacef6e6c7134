import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

/** One theme, `sections`, whose looks come from partials, functions.php and its style.css. */
const THEMES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'block-style-themes');

describe.each(testDialects())('block style variations of a theme (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let document: Document;

  beforeAll(async () => {
    t = await createTestApp(dialect, { themesDir: THEMES_DIR });
    admin = await t.login('admin', ADMIN_PASSWORD);
    const response = await t.request({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    document = new JSDOM(response.body).window.document;
  });
  afterAll(() => t.close());

  const globalStyles = () => document.getElementById('global-styles-inline-css')?.textContent ?? '';

  it('styles .is-style-section-1 from the partial in styles/sections/', () => {
    expect(globalStyles()).toContain(
      ':root :where(.wp-block-group.is-style-section-1){background-color: var(--wp--preset--color--accent-2);color: var(--wp--preset--color--contrast);}',
    );
    expect(globalStyles()).toContain(
      ':root :where(.wp-block-columns.is-style-section-1 .wp-block-separator){color: var(--wp--preset--color--contrast);}',
    );
  });

  it('lets theme.json override a partial for one block (section-2 keeps its background)', () => {
    expect(globalStyles()).toContain(
      ':root :where(.wp-block-group.is-style-section-2){background-color: var(--wp--preset--color--contrast);color: var(--wp--preset--color--base);}',
    );
  });

  it('gives each styled block its own is-style-{name}--{n} class and CSS, outer section first', () => {
    const main = document.querySelector('main.wp-block-group');
    const inner = main?.querySelector('div.wp-block-group');
    const heading = main?.querySelector('h2');
    expect(main?.classList.contains('is-style-section-1--1')).toBe(true);
    expect(heading?.classList.contains('is-style-text-annotation--2')).toBe(true);
    expect(inner?.classList.contains('is-style-section-2--3')).toBe(true);
    const css = globalStyles();
    const outer = css.indexOf(':root :where(.wp-block-group.is-style-section-1--1){');
    const nested = css.indexOf(':root :where(.wp-block-group.is-style-section-2--3){');
    expect(outer).toBeGreaterThan(-1);
    expect(nested).toBeGreaterThan(outer);
    expect(css).toContain(
      ':root :where(.wp-block-group.is-style-section-1--1 a:where(:not(.wp-element-button))){color: currentColor;}',
    );
    expect(css).toContain(':root :where(.wp-block-heading.is-style-text-annotation--2){');
  });

  it('prints the inline CSS of the list style functions.php registers, before the global styles', () => {
    const css = globalStyles();
    const checkmark = css.indexOf('ul.is-style-checkmark-list {');
    expect(checkmark).toBeGreaterThan(-1);
    expect(css).toContain('list-style-type: "\\2713";');
    expect(checkmark).toBeLessThan(css.indexOf(':root{'));
    expect(document.querySelector('ul.is-style-checkmark-list li')?.textContent).toBe(
      'Nets mended',
    );
  });

  it('links style.css, which holds rules beyond its header, after the global styles', () => {
    const link = document.querySelector('link#sections-style-css');
    expect(link?.getAttribute('href')).toBe('/wp-content/themes/sections/style.css?ver=2.1.0');
    const styles = [...document.head.querySelectorAll('style, link[rel="stylesheet"]')];
    expect(styles.indexOf(link as Element)).toBeGreaterThan(
      styles.findIndex((element) => element.id === 'global-styles-inline-css'),
    );
  });

  it('gives the editor the variations with their labels, and lists only colour partials as looks', async () => {
    const base = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/global-styles/themes/sections',
      session: admin,
    });
    const blocks = base.json().styles.blocks;
    expect(blocks['core/group'].variations['section-1'].title).toBe('Style 1');
    expect(blocks['core/paragraph'].variations['text-annotation'].title).toBe('Annotation');
    expect(blocks['core/list'].variations['checkmark-list'].title).toBe('Checkmark');
    const variations = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/global-styles/themes/sections/variations',
      session: admin,
    });
    expect(
      variations.json().map((v: { slug: string; title: string }) => [v.slug, v.title]),
    ).toEqual([['colors/dusk', 'Dusk']]);
  });

  it('lists the pattern category functions.php registers', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/block-patterns/categories',
      session: admin,
    });
    expect(response.json()).toContainEqual({
      name: 'sections_page',
      label: 'Pages',
      description: 'Whole pages made of sections.',
    });
  });
});
