import type { Page } from '@playwright/test';
import { restGet, restPost } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/** A page with a pull quote, a separator and a button, as blocks a person would insert. */
const CONTENT = [
  '<!-- wp:pullquote -->',
  '<figure class="wp-block-pullquote"><blockquote><p>Slow cloth lasts.</p><cite>Ada</cite></blockquote></figure>',
  '<!-- /wp:pullquote -->',
  '<!-- wp:separator -->',
  '<hr class="wp-block-separator has-alpha-channel-opacity"/>',
  '<!-- /wp:separator -->',
  '<!-- wp:buttons -->',
  '<div class="wp-block-buttons"><!-- wp:button -->',
  '<div class="wp-block-button"><a class="wp-block-button__link wp-element-button">Visit the studio</a></div>',
  '<!-- /wp:button --></div>',
  '<!-- /wp:buttons -->',
].join('\n');

interface LinkedRecord {
  _links: Record<string, { href: string }[] | undefined>;
}

/** Publishes the page and gives the user's global styles a separator without border. */
async function setUp(page: Page): Promise<string> {
  const created = await restPost<{ link: string }>(page, '/wp/v2/pages', {
    title: 'Cascade',
    slug: 'cascade',
    status: 'publish',
    content: CONTENT,
  });
  const [theme] = await restGet<LinkedRecord[]>(page, '/wp/v2/themes?status=active');
  const id = theme?._links['wp:user-global-styles']?.[0]?.href.split('/').pop() ?? '';
  await restPost(page, `/wp/v2/global-styles/${id}`, {
    styles: { blocks: { 'core/separator': { border: { width: '0px', style: 'none' } } } },
  });
  return new URL(created.link).pathname;
}

/** A computed style of the first element matching the selector. */
async function computed(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

test('theme.json wins over the core block defaults on the public site', async ({
  page,
  loginAs,
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/');
  const path = await setUp(page);

  const visitor = await browser.newContext({ baseURL: server.url });
  try {
    const guest = await visitor.newPage();
    await guest.goto(path);
    await expect(guest.getByText('Slow cloth lasts.')).toBeVisible();

    // Loom pads the pull quote with its spacing preset 50; the core default (3em) comes first and
    // loses.
    const presetPadding = await guest.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.paddingTop = 'var(--wp--preset--spacing--50)';
      document.body.append(probe);
      const value = getComputedStyle(probe).paddingTop;
      probe.remove();
      return value;
    });
    expect(await computed(guest, '.wp-block-pullquote', 'padding-top')).toBe(presetPadding);
    // Loom's 0px border shorthand removes the core 4px top and bottom lines.
    expect(await computed(guest, '.wp-block-pullquote', 'border-top-width')).toBe('0px');
    expect(await computed(guest, '.wp-block-pullquote', 'border-bottom-width')).toBe('0px');

    // The user's styles removed the separator's border: no core 2px line is left.
    expect(await computed(guest, '.wp-block-separator', 'border-top-width')).toBe('0px');

    // Loom's own button radius (999px) wins; without global styles the core pill (9999px) shows.
    // A button without a URL is an <a> without href: found by its text, as a visitor sees it.
    const button = guest.getByText('Visit the studio');
    await expect(button).toHaveCSS('border-top-left-radius', '999px');
    await guest.evaluate(() => document.getElementById('global-styles-inline-css')?.remove());
    await expect(button).toHaveCSS('border-top-left-radius', '9999px');
  } finally {
    await visitor.close();
  }
});

test('search and 404 pages do not scroll sideways at 1280×800', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const url of ['/?s=indigo', '/no-such-page/']) {
    await page.goto(url);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, url).toBeLessThanOrEqual(clientWidth);
  }
  // The search form's hidden label stays one pixel wide, as WordPress's screen-reader text.
  await page.goto('/?s=indigo');
  await expect(page.locator('.wp-block-search__label').first()).toHaveCSS('width', '1px');
});
