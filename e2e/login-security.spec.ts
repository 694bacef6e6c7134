import { ADMIN_PASSWORD, EDITOR_PASSWORD } from './atelier-server.js';
import { expect, test } from './fixtures.js';

test('a redirect_to hiding another host behind a tab keeps the person on the site', async ({
  page,
  server,
}) => {
  await page.goto('/wp-login.php?redirect_to=%2F%09%2Fevil.example%2F');
  await page.getByLabel('Username or Email Address').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(`${server.url}/wp-admin/`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a log-in form posted from another site does not log the visitor in', async ({
  page,
  server,
}) => {
  // The visitor has seen the real form (so holds a login token cookie)…
  await page.goto('/wp-login.php');
  // …then opens a page on another site that posts the attacker's credentials to the login.
  await page.route('http://attacker.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${server.url}/wp-login.php">
<input name="log" value="editor"><input name="pwd" value="${EDITOR_PASSWORD}">
<input name="login_token" value="${'a'.repeat(43)}"><button>Win a prize</button></form>`,
    }),
  );
  await page.goto('http://attacker.test/');
  await page.getByRole('button', { name: 'Win a prize' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Cookies are blocked or not supported by your browser. You must enable cookies to use Atelier.',
  );
  await page.goto('/wp-admin/');
  await expect(page).toHaveURL(/\/wp-login\.php/);
});
