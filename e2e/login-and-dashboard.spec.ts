import { expect, test } from './fixtures.js';

test('a wrong password shows the error and keeps the person on the form', async ({ page }) => {
  await page.goto('/wp-login.php');
  await page.getByLabel('Username or Email Address').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
  await expect(page.getByLabel('Username or Email Address')).toHaveValue('admin');
});

test('the site editor sends a visitor to log in and back again', async ({ page }) => {
  await page.goto('/wp-admin/site-editor.php?p=%2Fwp_template');
  await expect(page).toHaveURL(/\/wp-login\.php\?redirect_to=/);
  await page.getByLabel('Username or Email Address').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/wp-admin\/site-editor\.php\?p=%2Fwp_template$/);
});

test('the editor role is refused the site editor with a clear page', async ({ page, loginAs }) => {
  await loginAs('editor');
  const response = await page.goto('/wp-admin/site-editor.php');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('alert')).toHaveText(
    'Sorry, you are not allowed to edit theme options on this site.',
  );
  await expect(page.getByRole('link', { name: 'Go to the Dashboard' })).toBeVisible();
});

test('the dashboard shows the site, the themes and the user, and logs out', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await expect(page).toHaveURL(/\/wp-admin\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Atelier Demo' })).toBeVisible();
  await expect(page.getByText('Howdy, Site Admin')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Themes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the Site Editor' })).toHaveAttribute(
    'href',
    '/wp-admin/site-editor.php',
  );

  await page.getByRole('link', { name: 'Log Out' }).click();
  await expect(page.getByRole('status')).toHaveText('You are now logged out.');
  await page.goto('/wp-admin/');
  await expect(page).toHaveURL(/\/wp-login\.php/);
});

test('the public site shows the site title, linking home', async ({ page }) => {
  await page.goto('/about/');
  await expect(page).toHaveTitle('About – Atelier Demo');
  await page.getByRole('banner').getByRole('link', { name: 'Atelier Demo' }).click();
  await expect(page).toHaveURL(/\/$/);
});
