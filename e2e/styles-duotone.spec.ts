import { saveFromSidebar, sidebar } from './browse-page.js';
import { block, canvas, editUrl, restHeaders, restPost, save } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/**
 * Duotone filters (issue #18 item 4): Styles › Blocks › Image › Filters gives every image the
 * theme's 'Ink and linen' duotone (the canvas at once, the public site once saved); the block
 * toolbar's 'Apply duotone filter' gives one image its own, undone with Undo, then saved.
 */

test.use({ viewport: { width: 1400, height: 900 } });

const INK = 'url("#wp-duotone-ink-linen")';
const INDIGO_WELD = 'url("#wp-duotone-indigo-weld")';
const HERO_ALT = 'Coloured threads flowing across a blush background';

test('Styles › Blocks › Image › Filters: a duotone preset on every image, canvas and site', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/site-editor.php?p=%2Fwp_global_styles');
  const nav = sidebar(page);
  const hero = canvas(page).getByRole('img', { name: HERO_ALT });
  await expect(hero).toBeVisible({ timeout: 15_000 });
  await expect(hero).toHaveCSS('filter', 'none');

  await nav.getByRole('link', { name: 'Blocks' }).click();
  await nav.getByRole('searchbox', { name: 'Search' }).fill('Image');
  await nav.getByRole('link', { name: 'Image', exact: true }).click();
  await expect(nav.getByRole('heading', { name: 'Image' })).toBeVisible();
  const filters = nav.getByRole('region', { name: 'Filters' });
  const duotone = filters.getByRole('group', { name: 'Duotone' });
  // Loom turns the default duotones off: its own two only.
  await expect(duotone.getByRole('button', { name: /^Duotone / })).toHaveCount(2);
  await duotone.getByRole('button', { name: 'Duotone Ink and linen' }).click();
  await expect(duotone.getByRole('button', { name: 'Duotone Ink and linen' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(hero).toHaveCSS('filter', INK);

  await saveFromSidebar(page);
  const site = await page.context().newPage();
  await site.goto('/');
  await expect(site.getByRole('img', { name: HERO_ALT })).toHaveCSS('filter', INK);
  await site.close();
});

const SLUG = 'wp-custom-template-gallery';
const CONTENT = [
  '<!-- wp:paragraph -->',
  '<p>Our threads, up close.</p>',
  '<!-- /wp:paragraph -->',
  '<!-- wp:image {"sizeSlug":"large"} -->',
  '<figure class="wp-block-image size-large"><img src="/wp-content/themes/loom/assets/images/threads.svg" alt="Threads up close"/></figure>',
  '<!-- /wp:image -->',
].join('\n');

test("the block toolbar's 'Apply duotone filter': one image's own duotone, undone, saved", async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/');
  const created = await page.request.post('/wp-json/wp/v2/templates', {
    headers: await restHeaders(page),
    data: { slug: SLUG, title: 'Gallery', content: CONTENT },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const gallery = await restPost<{ link: string }>(page, '/wp/v2/pages', {
    title: 'Gallery',
    status: 'publish',
    template: SLUG,
  });

  await page.goto(editUrl(`/wp_template/${id}`));
  const image = block(page, 'core/image').getByRole('img', { name: 'Threads up close' });
  await expect(image).toBeVisible({ timeout: 15_000 });
  const before = await image.evaluate((element) => getComputedStyle(element).filter);

  await image.click();
  const toolbar = canvas(page).getByRole('toolbar', { name: 'Block tools' });
  await toolbar.getByRole('button', { name: 'Apply duotone filter' }).click();
  const menu = canvas(page).getByRole('menu', { name: 'Apply duotone filter' });
  await expect(menu.getByRole('menuitemradio')).toHaveText([
    'Unset',
    'Ink and linen',
    'Indigo and weld',
  ]);
  await menu.getByRole('menuitemradio', { name: 'Indigo and weld' }).click();
  await expect(image).toHaveCSS('filter', INDIGO_WELD);

  // Undo takes it away in one step.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(image).toHaveCSS('filter', before);

  // Chosen again, saved: the public page's image has it.
  await toolbar.getByRole('button', { name: 'Apply duotone filter' }).click();
  await menu.getByRole('menuitemradio', { name: 'Indigo and weld' }).click();
  await expect(image).toHaveCSS('filter', INDIGO_WELD);
  await save(page);
  await page.goto(new URL(gallery.link).pathname);
  await expect(page.getByRole('img', { name: 'Threads up close' })).toHaveCSS(
    'filter',
    INDIGO_WELD,
  );
});
