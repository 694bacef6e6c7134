import { saveFromSidebar, sidebar } from './browse-page.js';
import { canvas } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/**
 * Browse styles (issue #18 item 2): a full variation and a colour partial of the Loom theme
 * change the canvas at once, are saved with the Save button and change the public site; Default
 * brings the theme's own look back.
 */

test.use({ viewport: { width: 1400, height: 900 } });

const LINEN = 'rgb(250, 248, 245)'; // Loom's base colour
const CREAM = 'rgb(251, 249, 239)'; // Meadow's base colour
const SAND = 'rgb(247, 237, 226)'; // the Terracotta partial's base colour
const UMBER = 'rgb(59, 34, 24)'; // the Terracotta partial's contrast colour
const ZOOMED_OUT = 'matrix(0.45, 0, 0, 0.45, 0, 0)';

test('a variation and a colour partial: canvas at once, saved, on the public site; Default again', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/site-editor.php?p=%2Fwp_global_styles');
  const nav = sidebar(page);
  const body = canvas(page).locator('body');
  await expect(body).toHaveCSS('background-color', LINEN, { timeout: 15_000 });

  await nav.getByRole('link', { name: 'Browse styles' }).click();
  await expect(page).toHaveURL(/section=%2Fvariations(&|$)/);
  await expect(nav.getByRole('heading', { name: 'Browse styles' })).toBeVisible();
  const full = nav.getByRole('list', { name: 'Style variations' });
  const byName = (name: string) => full.getByRole('button', { name, exact: true });
  await expect(byName('Default')).toHaveAttribute('aria-pressed', 'true');
  // The whole page shows, zoomed out, while the screen is open.
  await expect(body).toHaveCSS('transform', ZOOMED_OUT);

  // A full variation: the canvas changes at once.
  await byName('Meadow').click();
  await expect(body).toHaveCSS('background-color', CREAM);
  await expect(byName('Meadow')).toHaveAttribute('aria-pressed', 'true');
  await expect(byName('Default')).toHaveAttribute('aria-pressed', 'false');

  // A colour partial replaces only the colours.
  await expect(nav.getByRole('heading', { name: 'Colors' })).toBeVisible();
  const colors = nav.getByRole('list', { name: 'Colors variations' });
  await colors.getByRole('button', { name: 'Terracotta' }).click();
  await expect(body).toHaveCSS('background-color', SAND);
  await expect(body).toHaveCSS('color', UMBER);
  await expect(colors.getByRole('button', { name: 'Terracotta' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(byName('Meadow')).toHaveAttribute('aria-pressed', 'false');

  await saveFromSidebar(page);
  const site = await page.context().newPage();
  await site.goto('/');
  await expect(site.locator('body')).toHaveCSS('background-color', SAND);
  await expect(site.locator('body')).toHaveCSS('color', UMBER);

  // Default: the theme's own look, in the canvas and, once saved, on the site.
  await byName('Default').click();
  await expect(body).toHaveCSS('background-color', LINEN);
  await expect(byName('Default')).toHaveAttribute('aria-pressed', 'true');
  await saveFromSidebar(page);
  await site.reload();
  await expect(site.locator('body')).toHaveCSS('background-color', LINEN);
  await site.close();

  // Leaving the screen restores the canvas's size.
  await nav.getByRole('button', { name: 'Back' }).click();
  await expect(nav.getByRole('heading', { name: 'Styles', exact: true })).toBeVisible();
  await expect(body).toHaveCSS('transform', 'none');
});
