import type { Page } from '@playwright/test';
import { sidebar } from './browse-page.js';
import { expect, test } from './fixtures.js';

/**
 * Spec 3 §2: 'Welcome to Styles' shows the first time a person opens the Styles area, pages
 * through its four pages and stays closed once closed (saved with the user's preferences); the
 * command palette finds the styles commands ('Customize CSS' opens the CSS screen, 'Learn about
 * styles' shows the guide again), and the Styles More menu reopens it too.
 */
test.use({ welcomeGuides: true });

const STYLES_URL = '/wp-admin/site-editor.php?p=%2Fwp_global_styles';

/** The Styles sidebar. */
/** Resolves when the editor has saved the user's preferences. */
function preferencesSaved(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/wp-json/wp/v2/users/me') && response.request().method() === 'POST',
  );
}

/** Runs a palette command found by its label. */
async function runCommand(page: Page, label: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox', { name: 'Search commands and settings' }).fill(label);
  await expect(palette.getByRole('option').first()).toHaveText(label);
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
}

test('Welcome to Styles shows once; the palette opens Customize CSS and Learn about styles reopens it', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(60_000);
  await loginAs('admin', STYLES_URL);
  // A new user meets 'Welcome to the site editor' first; Welcome to Styles follows it.
  const first = preferencesSaved(page);
  await page
    .getByRole('dialog', { name: 'Welcome to the site editor' })
    .getByRole('button', { name: 'Get started' })
    .click({ timeout: 15_000 });
  expect((await first).status()).toBe(200);
  const guide = page.getByRole('dialog');
  await expect(guide.getByRole('heading', { name: 'Welcome to Styles' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(guide.locator('svg.atelier-welcome-guide__image')).toBeVisible();
  await guide.getByRole('button', { name: 'Next' }).click();
  await expect(guide.getByRole('heading', { name: 'Set the design' })).toBeVisible();
  await guide.getByRole('button', { name: 'Next' }).click();
  await expect(guide.getByRole('heading', { name: 'Personalize blocks' })).toBeVisible();
  await guide.getByRole('button', { name: 'Previous' }).click();
  await expect(guide.getByRole('heading', { name: 'Set the design' })).toBeVisible();
  await guide.getByRole('button', { name: 'Page 4 of 4' }).click();
  await expect(guide.getByRole('heading', { name: 'Learn more' })).toBeVisible();
  await expect(guide.getByRole('button', { name: 'Next' })).toHaveCount(0);

  const saved = preferencesSaved(page);
  await guide.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await saved).status()).toBe(200);

  await page.reload();
  const nav = sidebar(page);
  await expect(nav.getByRole('heading', { name: 'Styles' })).toBeVisible({ timeout: 15_000 });
  await expect(nav.getByRole('button', { name: 'More' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await runCommand(page, 'Customize CSS');
  await expect(page).toHaveURL(/p=%2Fwp_global_styles.*section=%2Fcss(&|$)/);
  await expect(nav.getByRole('textbox', { name: 'Additional CSS' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await runCommand(page, 'Learn about styles');
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Welcome to Styles' }),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The More menu of the Styles root screen reopens it too.
  await nav.getByRole('button', { name: 'Back' }).click();
  await expect(nav.getByRole('heading', { name: 'Styles' })).toBeVisible();
  await nav.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Welcome Guide' }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Welcome to Styles' }),
  ).toBeVisible();

  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // From another screen, the command goes to the Styles area and shows the guide there.
  await runCommand(page, 'Pages');
  await expect(page).toHaveURL(/p=%2Fpage(&|$)/);
  await runCommand(page, 'Learn about styles');
  await expect(page).toHaveURL(/p=%2Fwp_global_styles(&|$)/);
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Welcome to Styles' }),
  ).toBeVisible();
  // It stays open once the Styles sidebar has arrived (arriving moves focus to its title).
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(1);
});
