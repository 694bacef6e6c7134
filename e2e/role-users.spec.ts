import { expect, test } from './fixtures.js';
import { createUserWithRole } from './role-users.js';

test('createUserWithRole makes a user who can log in with that role', async ({
  page,
  request,
  baseURL,
}) => {
  const { username, password } = await createUserWithRole(request, baseURL ?? '', 'author');
  const again = await createUserWithRole(request, baseURL ?? '', 'author');
  expect(again.username).not.toBe(username);
  await page.goto('/wp-login.php');
  await page.getByLabel('Username or Email Address').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/wp-login.php'));
  const nonce = (
    await (await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()
  ).trim();
  const me = await page.request.get('/wp-json/wp/v2/users/me?context=edit', {
    headers: { 'X-WP-Nonce': nonce },
  });
  expect(await me.json()).toMatchObject({ username, roles: ['author'] });
});
