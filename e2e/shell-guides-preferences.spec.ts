import type { Page } from '@playwright/test';
import { sidebar } from './browse-page.js';
import { editUrl } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/**
 * Issue #20, points 1 and 2: the welcome guides a new user meets (spec 1 §2.11), each once per
 * user and reopened from More → Welcome Guide; the More menu's groups and the Preferences
 * dialog, whose 'Show button text labels' puts names on the header's icon buttons for good.
 */

/** Resolves when the editor has saved the user's preferences. */
function preferencesSaved(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/wp-json/wp/v2/users/me') && response.request().method() === 'POST',
  );
}

test.describe('a new user', () => {
  test.use({ welcomeGuides: true });

  test('sees Welcome to the site editor once, Editing a template on the first edit, and reopens them from More', async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    await loginAs('admin', '/wp-admin/site-editor.php');
    const welcome = page.getByRole('dialog', { name: 'Welcome to the site editor' });
    await expect(welcome).toBeVisible({ timeout: 15_000 });
    await expect(welcome).toContainText('using blocks');
    // The picture is drawn in the page: no image is loaded from anywhere.
    await expect(welcome.locator('svg.atelier-welcome-guide__image')).toBeVisible();
    await expect(welcome.locator('img')).toHaveCount(0);
    const saved = preferencesSaved(page);
    await welcome.getByRole('button', { name: 'Get started' }).click();
    await expect(welcome).toBeHidden();
    expect((await saved).status()).toBe(200);

    await page.reload();
    await expect(sidebar(page).getByRole('heading', { name: 'Design' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The first template edited: 'Editing a template', ended with Continue.
    await page.goto(editUrl('/wp_template/loom//home'));
    const template = page.getByRole('dialog', { name: 'Editing a template' });
    await expect(template).toBeVisible({ timeout: 15_000 });
    await expect(template).toContainText('may affect other pages');
    const savedAgain = preferencesSaved(page);
    await template.getByRole('button', { name: 'Continue' }).click();
    await expect(template).toBeHidden();
    expect((await savedAgain).status()).toBe(200);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Options', exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // More → Welcome Guide: the site editor's guide again, then the template's.
    await page.getByRole('button', { name: 'Options', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Welcome Guide' }).click();
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: 'Get started' }).click();
    await expect(template).toBeVisible();
    await template.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('the More menu has its View, Editor and Tools groups; button text labels stay on after a reload', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', editUrl('/wp_template/loom//home'));
  const options = page.getByRole('button', { name: 'Options', exact: true });
  await expect(options).toBeVisible({ timeout: 15_000 });

  await options.click();
  const menu = page.getByRole('menu');
  for (const name of ['Top toolbar', 'Distraction free', 'Spotlight mode']) {
    await expect(menu.getByRole('menuitemcheckbox', { name })).toBeVisible();
  }
  await expect(menu.getByRole('menuitemradio', { name: 'Visual editor' })).toBeChecked();
  await expect(menu.getByRole('menuitemradio', { name: 'Code editor' })).not.toBeChecked();
  for (const name of [
    'Export',
    'Keyboard shortcuts',
    'Welcome Guide',
    'Copy all blocks',
    'Help',
    'Preferences',
  ]) {
    await expect(menu.getByRole('menuitem', { name })).toBeVisible();
  }

  await menu.getByRole('menuitem', { name: 'Preferences' }).click();
  const preferences = page.getByRole('dialog', { name: 'Preferences' });
  await expect(preferences.getByRole('group', { name: 'Welcome guides' })).toBeVisible();
  await expect(
    preferences.getByRole('checkbox', { name: 'Welcome to the site editor' }),
  ).not.toBeChecked();
  const labels = preferences.getByRole('checkbox', { name: 'Show button text labels' });
  await expect(labels).not.toBeChecked();
  const saved = preferencesSaved(page);
  await labels.click();
  await expect(labels).toBeChecked();
  expect((await saved).status()).toBe(200);
  await preferences.getByRole('button', { name: 'Close' }).click();
  await expect(preferences).toBeHidden();

  const header = page.getByRole('region', { name: 'Editor top bar' });
  const settings = header.getByRole('button', { name: 'Settings', exact: true });
  const shownText = () =>
    settings.evaluate((element) => getComputedStyle(element, '::after').content);
  await expect.poll(shownText).toBe('"Settings"');
  await expect(settings.locator('svg')).toBeHidden();

  await page.reload();
  await expect(settings).toBeVisible({ timeout: 15_000 });
  await expect.poll(shownText).toBe('"Settings"');
  await expect(settings.locator('svg')).toBeHidden();
  await options.click();
  await page.getByRole('menuitem', { name: 'Preferences' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Preferences' }).getByRole('checkbox', {
      name: 'Show button text labels',
    }),
  ).toBeChecked();
});
