import type { Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures.js';

const NOTICE = 'Looking for template parts? Find them in "Patterns".';
const AREAS = ['Navigation', 'Styles', 'Pages', 'Templates', 'Patterns'];

/** The editor's sidebar, where the screens live. */
function sidebar(page: Page) {
  return page.getByRole('region', { name: 'Navigation' });
}

test('Design lists the five areas, the dashboard link and the notice', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/site-editor.php');
  const nav = sidebar(page);
  await expect(nav.getByRole('heading', { name: 'Design' })).toBeVisible();
  await expect(page).toHaveTitle('Design ‹ Atelier Demo ‹ Editor — Atelier');
  await expect(nav.getByRole('list').first().getByRole('link')).toHaveText(AREAS);
  await expect(nav.getByText(NOTICE)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Go to the Dashboard' })).toHaveAttribute(
    'href',
    '/wp-admin/index.php',
  );
  await expect(page.getByRole('region', { name: 'Editor content' })).toBeVisible();
});

test('the dismissed notice stays dismissed after a reload and in another browser', async ({
  page,
  loginAs,
  browser,
  server,
}) => {
  await loginAs('admin', '/wp-admin/site-editor.php');
  const nav = sidebar(page);
  await expect(nav.getByText(NOTICE)).toBeVisible();

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/wp-json/wp/v2/users/me') && response.request().method() === 'POST',
  );
  await nav.getByRole('button', { name: 'Dismiss' }).click();
  await expect(nav.getByText(NOTICE)).toBeHidden();
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(nav.getByRole('heading', { name: 'Design' })).toBeVisible();
  await expect(nav.getByText(NOTICE)).toBeHidden();

  const elsewhere = await browser.newContext({ baseURL: server.url });
  try {
    const otherPage = await elsewhere.newPage();
    await logIn(otherPage, 'admin', '/wp-admin/site-editor.php');
    const otherNav = sidebar(otherPage);
    await expect(otherNav.getByRole('heading', { name: 'Design' })).toBeVisible();
    await expect(otherNav.getByText(NOTICE)).toBeHidden();
  } finally {
    await elsewhere.close();
  }
});

test('browser back and forward move between Design and Templates', async ({ page, loginAs }) => {
  await loginAs('admin', '/wp-admin/site-editor.php');
  const nav = sidebar(page);

  await nav.getByRole('link', { name: 'Templates' }).click();
  await expect(nav.getByRole('heading', { name: 'Templates' })).toBeVisible();
  await expect(page).toHaveURL(/\/wp-admin\/site-editor\.php\?p=%2Fwp_template$/);
  await expect(page).toHaveTitle('Templates ‹ Atelier Demo ‹ Editor — Atelier');

  // Same-document history moves: what counts is the screen shown, not the page's 'load' (the
  // preview frame's resources may still be arriving on a busy machine).
  await page.goBack({ waitUntil: 'commit' });
  await expect(nav.getByRole('heading', { name: 'Design' })).toBeVisible();
  await expect(page).toHaveURL(/\/wp-admin\/site-editor\.php$/);

  await page.goForward({ waitUntil: 'commit' });
  await expect(nav.getByRole('heading', { name: 'Templates' })).toBeVisible();
  await expect(page).toHaveURL(/\?p=%2Fwp_template$/);

  await nav.getByRole('button', { name: 'Back' }).click();
  await expect(nav.getByRole('heading', { name: 'Design' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Templates' })).toBeFocused();
});

test('each area opens its own screen and keeps the theme preview', async ({ page, loginAs }) => {
  await loginAs('admin', '/wp-admin/site-editor.php?wp_theme_preview=loom');
  const nav = sidebar(page);
  await expect(nav.getByRole('heading', { name: 'Design' })).toBeVisible();

  for (const area of AREAS) {
    await nav.getByRole('link', { name: area }).click();
    await expect(nav.getByRole('heading', { name: area })).toBeVisible();
    await expect(page).toHaveURL(/[?&]wp_theme_preview=loom(&|$)/);
    await nav.getByRole('button', { name: 'Back' }).click();
    await expect(nav.getByRole('heading', { name: 'Design' })).toBeVisible();
    await expect(page).toHaveURL(/\?wp_theme_preview=loom$/);
  }
});

test('a narrow screen shows one list area', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 600, height: 800 });
  await loginAs('admin', '/wp-admin/site-editor.php');
  await expect(sidebar(page).getByRole('heading', { name: 'Design' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Editor content' })).toHaveCount(0);
});
