import type { Page } from '@playwright/test';
import { sidebar } from './browse-page.js';
import { canvas, restGet, restPost } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/**
 * Styles → Revisions → 'Compare with current styles' end to end (issue #18 point 6, the visual
 * diff): an older saved revision and the current styles drawn side by side on the front page,
 * the changed value listed, then stacked under a swipe divider moved with the keyboard; the
 * canvas comes back when compare is turned off.
 */

test.use({ viewport: { width: 1400, height: 900 } });

const OLDER = 'rgb(192, 255, 238)';
const NEWER = 'rgb(170, 0, 0)';

interface LinkedRecord {
  _links: Record<string, { href: string; count?: number }[] | undefined>;
}

/** The id of the active theme's user global styles record. */
async function userStylesId(page: Page): Promise<string> {
  const [theme] = await restGet<LinkedRecord[]>(page, '/wp/v2/themes?status=active');
  const href = theme?._links['wp:user-global-styles']?.[0]?.href ?? '';
  return href.split('/').pop() ?? '';
}

/** The body of a compare pane's frame ('Selected revision' or 'Current styles'). */
function paneBody(page: Page, label: string) {
  return page
    .getByRole('region', { name: label })
    .frameLocator(`iframe[title="Preview: ${label}"]`)
    .locator('body');
}

test('revisions compare: the older revision beside the current styles, its change listed, then swiped', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/');
  const id = await userStylesId(page);
  // Two saved changes of the body text colour, through the REST API as the admin.
  await restPost(page, `/wp/v2/global-styles/${id}`, { styles: { color: { text: '#c0ffee' } } });
  await restPost(page, `/wp/v2/global-styles/${id}`, { styles: { color: { text: '#aa0000' } } });

  await page.goto('/wp-admin/site-editor.php?p=%2Fwp_global_styles');
  const nav = sidebar(page);
  await expect(canvas(page).locator('h2').first()).toBeVisible({ timeout: 15_000 });
  await expect(canvas(page).locator('body')).toHaveCSS('color', NEWER);

  await nav.getByRole('button', { name: 'Revisions' }).click();
  const entries = nav.getByRole('listitem');
  await expect(entries.first()).toContainText('a few seconds ago');
  const compare = nav.getByRole('button', { name: 'Compare with current styles' });
  // The newest revision is the styles in use: nothing to compare.
  await expect(compare).toBeHidden();

  await entries.nth(1).getByRole('button').first().click();
  await expect(canvas(page).locator('body')).toHaveCSS('color', OLDER);
  await compare.click();
  await expect(compare).toHaveAttribute('aria-pressed', 'true');

  // Side by side: the same page with each stylesheet, and the value that differs.
  await expect(page.getByRole('button', { name: 'Side by side' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(paneBody(page, 'Selected revision')).toHaveCSS('color', OLDER, { timeout: 15_000 });
  await expect(paneBody(page, 'Current styles')).toHaveCSS('color', NEWER);
  await expect(paneBody(page, 'Selected revision').locator('h2').first()).toBeVisible();
  const changes = page.getByRole('region', { name: 'Changes' });
  await expect(changes.getByRole('listitem')).toHaveText(['Text › Color: #c0ffee → #aa0000']);

  // Swipe: stacked, the divider a slider the keyboard moves.
  await page.getByRole('button', { name: 'Swipe' }).click();
  const slider = page.getByRole('slider', { name: 'Swipe position' });
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '55');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '45');
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('region', { name: 'Selected revision' })).toHaveCSS(
    'clip-path',
    'inset(0px 0% 0px 0px)',
  );
  await expect(paneBody(page, 'Current styles')).toHaveCSS('color', NEWER);

  // Off again: the canvas (showing the selected revision) is back in the main area.
  await compare.click();
  await expect(compare).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('slider', { name: 'Swipe position' })).toBeHidden();
  await expect(canvas(page).locator('body')).toHaveCSS('color', OLDER);

  // Leaving Revisions turns compare off: coming back shows the canvas, the toggle unpressed.
  await compare.click();
  await expect(page.getByRole('region', { name: 'Changes' })).toBeVisible();
  await nav.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('region', { name: 'Changes' })).toBeHidden();
  await expect(canvas(page).locator('body')).toHaveCSS('color', NEWER);
  await nav.getByRole('button', { name: 'Revisions' }).click();
  await entries.nth(1).getByRole('button').first().click();
  await expect(compare).toHaveAttribute('aria-pressed', 'false');
  await expect(canvas(page).locator('body')).toHaveCSS('color', OLDER);
});
