import { block, editUrl } from './canvas-page.js';
import { expect, test } from './fixtures.js';
import { networkQuiet } from './network-quiet.js';

test('opening a template in the editor shows its blocks without a REST round trip', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  const restCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wp-json/')) restCalls.push(request.url());
  });
  await page.goto(editUrl('/wp_template/loom//index'));
  await expect(block(page, 'core/template-part').first()).toBeVisible();
  await networkQuiet(page);
  expect(restCalls).toEqual([]);
});

test('the Templates screen lists the templates without a REST round trip', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  const restCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wp-json/')) restCalls.push(request.url());
  });
  await page.goto('/wp-admin/site-editor.php?p=%2Fwp_template');
  await expect(page.getByRole('link', { name: 'Blog Home' })).toBeVisible();
  await networkQuiet(page);
  expect(restCalls).toEqual([]);
});
