import { expect, test } from './fixtures.js';

test('the site editor previews another theme’s templates without activating it', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/site-editor.php?p=%2Fwp_template&wp_theme_preview=quarry');
  const templates = page
    .getByRole('region', { name: 'Navigation' })
    .getByRole('list', { name: 'Templates' });
  // Quarry has no front page template and no custom templates; Loom, the active theme, has both.
  await expect(templates.getByRole('link', { name: 'Blog Home' })).toBeVisible();
  await expect(templates.getByRole('link', { name: 'Front Page' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Post with sidebar' })).toHaveCount(0);

  await page.goto('/wp-admin/site-editor.php?p=%2Fwp_template');
  await expect(page.getByRole('link', { name: 'Front Page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post with sidebar' })).toBeVisible();
});
