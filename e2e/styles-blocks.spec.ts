import type { Locator } from '@playwright/test';
import { saveFromSidebar, sidebar } from './browse-page.js';
import { canvas } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/**
 * Styles → Blocks (issue #18 item 4): the Button block type's background colour, set once in
 * the Styles sidebar, changes every button of the canvas that keeps the block type's look (no
 * colour of its own, no Outline style) at once, then the public site once saved.
 */

test.use({ viewport: { width: 1400, height: 900 } });

const INDIGO = 'rgb(47, 75, 216)'; // Loom's button background (accent)
const MADDER = 'rgb(217, 88, 43)'; // accent-2

/** The buttons the block type's styles reach: filled, without a background of their own. */
const PLAIN_BUTTONS =
  '.wp-block-button:not(.is-style-outline) .wp-block-button__link:not(.has-background)';

async function expectEveryBackground(buttons: Locator, color: string): Promise<void> {
  await expect(buttons.first()).toHaveCSS('background-color', color, { timeout: 15_000 });
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await expect(buttons.nth(index)).toHaveCSS('background-color', color);
  }
}

test("the Button block type's background: every button of the canvas at once, saved, on the public site", async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/site-editor.php?p=%2Fwp_global_styles');
  const nav = sidebar(page);
  const buttons = canvas(page).locator(PLAIN_BUTTONS);
  await expectEveryBackground(buttons, INDIGO);

  await nav.getByRole('link', { name: 'Blocks', exact: true }).click();
  await expect(page).toHaveURL(/section=%2Fblocks(&|$)/);
  await expect(nav.getByRole('heading', { name: 'Blocks' })).toBeVisible();
  await nav.getByRole('searchbox', { name: 'Search' }).fill('Button');
  await expect(nav.getByRole('status')).toHaveText('2 results found.');
  await nav.getByRole('link', { name: 'Button', exact: true }).click();
  await expect(page).toHaveURL(/section=%2Fblocks%2Fcore%252Fbutton(&|$)/);
  await expect(nav.getByRole('heading', { name: 'Button' })).toBeVisible();

  await nav.getByRole('button', { name: 'Background Madder' }).click();
  await expect(nav.getByRole('button', { name: 'Background Madder' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectEveryBackground(buttons, MADDER);

  await saveFromSidebar(page);

  const site = await page.context().newPage();
  await site.goto('/');
  await expectEveryBackground(site.locator(PLAIN_BUTTONS), MADDER);
  await site.close();
});
