import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from './helpers/test-app.js';

function headStyleIds(html: string): string[] {
  const { document } = new JSDOM(html).window;
  return [...document.head.querySelectorAll('style')].map((style) => style.id);
}

describe.each(testDialects())('the public page cascade (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it.each([
    ['the home page', '/', 200],
    ['search', '/?s=garden', 200],
    ['a missing page', '/no-such-page/', 404],
  ])(
    'prints the block library, then global styles, then block supports on %s',
    async (_name, url, status) => {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      const ids = headStyleIds(response.body);
      const library = ids.indexOf('wp-block-library-inline-css');
      const global = ids.indexOf('global-styles-inline-css');
      expect(library).toBe(0);
      expect(global).toBeGreaterThan(library);
      const supports = ids.indexOf('core-block-supports-inline-css');
      if (supports !== -1) expect(supports).toBeGreaterThan(global);
    },
  );

  it('ends the block library with the screen-reader rules, after the search label’s', async () => {
    const response = await t.request({ method: 'GET', url: '/?s=garden' });
    const { document } = new JSDOM(response.body).window;
    const library = document.getElementById('wp-block-library-inline-css')?.textContent ?? '';
    expect(library.indexOf('.screen-reader-text{')).toBeGreaterThan(
      library.indexOf('.wp-block-search__label{'),
    );
  });

  it('gives the body WordPress’s classes and a skip link to <main>', async () => {
    const response = await t.request({ method: 'GET', url: '/no-such-page/' });
    const { document } = new JSDOM(response.body).window;
    expect(document.body.className).toBe('error404 wp-embed-responsive wp-theme-loom');
    const link = document.querySelector('a.skip-link');
    expect(link?.textContent).toBe('Skip to content');
    expect(link?.nextElementSibling?.className).toBe('wp-site-blocks');
    const target = link?.getAttribute('href')?.slice(1) ?? '';
    expect(document.getElementById(target)?.tagName).toBe('MAIN');
  });
});
