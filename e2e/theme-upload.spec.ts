import { readFile } from 'node:fs/promises';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { editUrl, restGet, restPost } from './canvas-page.js';
import { expect, test } from './fixtures.js';

const EDIT = 'Woven right here on this site';

test('the admin exports the theme, uploads the zip on the dashboard, sees it listed and activates it', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin');
  // The site's work: a line added to the front page template.
  const front = await restGet<{ content: { raw: string } }>(
    page,
    '/wp/v2/templates/loom//front-page?context=edit',
  );
  await restPost(page, '/wp/v2/templates/loom//front-page', {
    content: `<!-- wp:paragraph -->\n<p>${EDIT}</p>\n<!-- /wp:paragraph -->\n\n${front.content.raw}`,
  });

  // Options → Export downloads the theme as WordPress lays it out.
  await page.goto(editUrl('/wp_template/loom//home'));
  const options = page.getByRole('button', { name: 'Options', exact: true });
  await expect(options).toBeVisible({ timeout: 15_000 });
  await options.click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('loom.zip');
  const exported = new Uint8Array(await readFile(await download.path()));
  expect(Object.keys(unzipSync(exported))).toContain('style.css');

  // Dashboard → Add New Theme → Upload Theme: the export as it is replaces the active Loom.
  await page.goto('/wp-admin/');
  await page.getByRole('link', { name: 'Add New Theme' }).click();
  await expect(page.getByRole('heading', { name: 'Add Themes' })).toBeVisible();
  await page.getByRole('link', { name: 'Upload Theme' }).click();
  await page.getByLabel('Theme zip file').setInputFiles({
    name: 'loom.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(exported),
  });
  await page.getByRole('button', { name: 'Install Now' }).click();
  await expect(
    page.getByRole('heading', { name: 'Installing theme from uploaded file: loom.zip' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'This theme is already installed.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Replace active with uploaded' }).click();
  await expect(page.getByRole('status')).toContainText('Theme updated successfully.');

  // The same export under a new name is a new theme: installed, listed, activated.
  const files = unzipSync(exported);
  files['style.css'] = strToU8(
    new TextDecoder()
      .decode(files['style.css'])
      .replace(/Theme Name:\s*Loom/, 'Theme Name: Loom Remix'),
  );
  await page.goto('/wp-admin/theme-install.php?upload');
  await page.getByLabel('Theme zip file').setInputFiles({
    name: 'loom-remix.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zipSync(files)),
  });
  await page.getByRole('button', { name: 'Install Now' }).click();
  await expect(page.getByRole('status')).toContainText('Theme installed successfully.');
  await page.getByRole('link', { name: 'Return to Themes page' }).click();
  const card = page.getByRole('listitem').filter({ hasText: 'Loom Remix' });
  await expect(card.getByRole('heading', { name: 'Loom Remix' })).toBeVisible();
  await card.getByRole('link', { name: 'Activate Loom Remix' }).click();
  await expect(page.getByRole('status')).toHaveText('New theme activated.');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Loom Remix' }).getByText('Active'),
  ).toBeVisible();

  // The site renders the edit from the new theme's files.
  await page.goto('/');
  await expect(page.getByText(EDIT)).toBeVisible();
});

test('a file that is not a theme zip is refused with the reason, and nothing is listed', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/theme-install.php?upload');
  await page.getByLabel('Theme zip file').setInputFiles({
    name: 'notes.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zipSync({ 'readme.txt': strToU8('Not a theme') })),
  });
  await page.getByRole('button', { name: 'Install Now' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'The package could not be installed. The theme is missing the style.css stylesheet.',
  );
  await expect(page.getByRole('alert')).toContainText('Theme installation failed.');
  await page.getByRole('link', { name: 'Return to Themes page' }).click();
  await expect(page.getByRole('heading', { name: 'Themes' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'readme' })).toHaveCount(0);
});
