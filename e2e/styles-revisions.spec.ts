import type { Page } from '@playwright/test';
import { saveFromSidebar, sidebar } from './browse-page.js';
import { canvas, restGet, restPost } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/**
 * Styles → Revisions end to end (issue #18 item 6): two saved style changes are listed with what
 * they changed; selecting the older one shows it in the canvas without editing; Apply (after the
 * confirmation, as there are unsaved edits) makes it the user's styles, and once saved the public
 * site shows it; the theme's defaults come back with 'Reset to defaults'.
 */

test.use({ viewport: { width: 1400, height: 900 } });

const OLDER = 'rgb(192, 255, 238)';
const NEWER = 'rgb(170, 0, 0)';
const UNSAVED = 'rgb(18, 52, 86)';

interface LinkedRecord {
  _links: Record<string, { href: string; count?: number }[] | undefined>;
}

/** The id of the active theme's user global styles record. */
async function userStylesId(page: Page): Promise<string> {
  const [theme] = await restGet<LinkedRecord[]>(page, '/wp/v2/themes?status=active');
  const href = theme?._links['wp:user-global-styles']?.[0]?.href ?? '';
  return href.split('/').pop() ?? '';
}

test('revisions: listed with their changes, the older one previewed, applied, saved; defaults', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const id = await userStylesId(page);
  // Two saved changes of the body text colour, through the REST API as the admin.
  await restPost(page, `/wp/v2/global-styles/${id}`, { styles: { color: { text: '#c0ffee' } } });
  await restPost(page, `/wp/v2/global-styles/${id}`, { styles: { color: { text: '#aa0000' } } });
  const record = await restGet<LinkedRecord>(page, `/wp/v2/global-styles/${id}`);
  const count = record._links['version-history']?.[0]?.count ?? 0;
  expect(count).toBeGreaterThanOrEqual(2);

  await page.goto('/wp-admin/site-editor.php?p=%2Fwp_global_styles');
  const nav = sidebar(page);
  const body = canvas(page).locator('body');
  await expect(canvas(page).locator('h2').first()).toBeVisible({ timeout: 15_000 });
  await expect(body).toHaveCSS('color', NEWER);

  // An unsaved edit first (Colors → Text), so Apply will ask.
  await nav.getByRole('link', { name: 'Colors' }).click();
  await nav.getByText('Text', { exact: true }).first().click();
  await nav.getByRole('textbox', { name: 'Custom text color' }).fill('#123456');
  await expect(body).toHaveCSS('color', UNSAVED);
  await nav.getByRole('button', { name: 'Back' }).click();

  await nav.getByRole('button', { name: 'Revisions' }).click();
  await expect(page).toHaveURL(/section=%2Frevisions(&|$)/);
  await expect(nav.getByRole('heading', { name: `Revisions (${count})` })).toBeVisible();
  const entries = nav.getByRole('listitem');
  await expect(entries.first()).toContainText('Unsaved changes');
  await expect(entries.nth(1)).toContainText('a few seconds ago');
  await expect(entries.nth(1)).toContainText('Colors');
  await expect(entries.last()).toContainText('Default styles');

  // The older saved change: shown in the canvas, nothing edited yet.
  await entries.nth(2).getByRole('button').first().click();
  await expect(body).toHaveCSS('color', OLDER);
  await nav.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply' });
  await expect(
    dialog.getByText('Any unsaved changes will be lost when you apply this revision.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(nav.getByRole('heading', { name: 'Styles' })).toBeVisible();
  await expect(body).toHaveCSS('color', OLDER);
  await saveFromSidebar(page);

  const site = await page.context().newPage();
  await site.goto('/');
  await expect(site.locator('body')).toHaveCSS('color', OLDER);

  // The defaults: the parent entry, applied at once (nothing unsaved), then saved.
  await nav.getByRole('button', { name: 'Revisions' }).click();
  await expect(nav.getByRole('heading', { name: `Revisions (${count + 1})` })).toBeVisible();
  await entries
    .last()
    .getByRole('button', { name: /Default styles/ })
    .click();
  await nav.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(nav.getByRole('heading', { name: 'Styles' })).toBeVisible();
  await expect(body).not.toHaveCSS('color', OLDER);
  const themeColour = await body.evaluate((element) => getComputedStyle(element).color);
  expect([OLDER, NEWER, UNSAVED]).not.toContain(themeColour);
  await saveFromSidebar(page);
  await site.reload();
  await expect(site.locator('body')).toHaveCSS('color', themeColour);
  await site.close();
});
