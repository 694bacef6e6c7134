import { block, canvas, editUrl } from './canvas-page.js';
import { expect, test } from './fixtures.js';
import { networkQuiet } from './network-quiet.js';

test('opening a template in the editor shows its blocks without a REST round trip', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  const restCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wp-json/')) restCalls.push(request.url());
  });
  await page.goto(editUrl('/wp_template/loom//index'));
  await expect(block(page, 'core/template-part').first()).toBeVisible();
  await networkQuiet(page);
  expect(restCalls).toEqual([]);
});

test('the Templates screen lists the templates without a REST round trip', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  const restCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wp-json/')) restCalls.push(request.url());
  });
  await page.goto('/wp-admin/site-editor.php?p=%2Fwp_template');
  await expect(page.getByRole('link', { name: 'Blog Home' })).toBeVisible();
  await networkQuiet(page);
  expect(restCalls).toEqual([]);
});

test("the canvas draws its blocks before the theme's font files, then takes the theme's fonts", async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  // The font files answer only when the test says: the first blocks must not wait for them.
  let releaseFonts = () => {};
  const fontsReleased = new Promise<void>((release) => {
    releaseFonts = release;
  });
  const fontRequests: string[] = [];
  await page.route('**/*.woff2', async (route) => {
    fontRequests.push(route.request().url());
    await fontsReleased;
    await route.continue();
  });
  await page.goto(editUrl('/wp_template/loom//index'));
  const heading = canvas(page).getByRole('heading').first();
  await expect(heading).toBeVisible();
  // Loom sets its headings in Bricolage Grotesque and its text in Figtree.
  await expect(heading).toHaveCSS('font-family', /Bricolage Grotesque/);
  await expect.poll(() => fontRequests.length).toBeGreaterThan(0);
  releaseFonts();
  await expect
    .poll(() =>
      heading.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replace(/"/g, ''))
          .sort(),
      ),
    )
    .toEqual(['Bricolage Grotesque', 'Figtree']);
});

test("the footer's social icons show as empty boxes until their glyphs load, then the glyphs, in the same place", async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  // The glyphs' chunk answers only when the test says: the blocks must not wait for it.
  let releaseGlyphs = () => {};
  const glyphsReleased = new Promise<void>((release) => {
    releaseGlyphs = release;
  });
  let glyphRequests = 0;
  await page.route('**/service-icons-*.js', async (route) => {
    glyphRequests += 1;
    await glyphsReleased;
    await route.continue();
  });
  await page.goto(editUrl('/wp_template/loom//index'));
  const github = block(page, 'core/social-link').filter({ hasText: 'GitHub' });
  await expect(github).toBeAttached();
  await expect(github.getByRole('link')).toHaveAttribute('href', 'https://github.com/');
  const icon = github.locator('svg');
  await expect(icon).toHaveAttribute('width', '24');
  await expect(icon.locator('path')).toHaveCount(0);
  await expect.poll(() => glyphRequests).toBeGreaterThan(0);
  // Its size, not its place: the theme's fonts arrive after the first screen too and may move it.
  const size = async () => {
    const box = await github.boundingBox();
    return box === null ? null : { width: box.width, height: box.height };
  };
  const before = await size();
  expect(before?.width).toBeGreaterThan(0);
  releaseGlyphs();
  await expect(icon.locator('path')).toHaveCount(1);
  expect(await size()).toEqual(before);
});
