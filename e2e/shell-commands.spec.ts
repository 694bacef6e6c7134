import type { Page } from '@playwright/test';
import { sidebar } from './browse-page.js';
import { editUrl, restPost } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/**
 * Issue #20, point 3: the command palette (primary+k) from view mode — a screen command, a
 * navigation command, a template found by its title, recently used first — and its context
 * rules: 'Reset template' only for a customised theme template, 'Delete template' only for one
 * made in the editor.
 */

/** The open palette. */
function palette(page: Page) {
  return page.getByRole('dialog', { name: 'Command palette' });
}

/** Opens the palette and types into its search field. */
async function search(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await palette(page).getByRole('combobox', { name: 'Search commands and settings' }).fill(query);
}

test('from view mode: Open styles, Pages, a template by its title, then recent items first', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/site-editor.php');
  const nav = sidebar(page);
  await expect(nav.getByRole('heading', { name: 'Design' })).toBeVisible({ timeout: 15_000 });

  await search(page, 'open styles');
  await palette(page).getByRole('option', { name: 'Open styles' }).click();
  await expect(palette(page)).toBeHidden();
  await expect(nav.getByRole('heading', { name: 'Styles' })).toBeVisible();
  await expect(page).toHaveURL(/p=%2Fwp_global_styles(&|$)/);

  await search(page, 'Pages');
  await expect(palette(page).getByRole('option').first()).toHaveText('Pages');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/p=%2Fpage(&|$)/);
  await expect(nav.getByRole('heading', { name: 'Pages' })).toBeVisible();

  // Records are found by title once something is typed, with their kind beside them.
  await search(page, 'blog home');
  const found = palette(page).getByRole('option', { name: 'Blog Home, Template' });
  await expect(found).toBeVisible();
  await found.click();
  await expect(page).toHaveURL(/p=%2Fwp_template%2Floom%2F%2Fhome(&|$)/);
  await expect(page).not.toHaveURL(/canvas=edit/);
  await expect(nav.getByRole('heading', { name: 'Blog Home' })).toBeVisible();

  // The empty palette lists the recently used first, the template included.
  await page.keyboard.press('Control+k');
  const options = palette(page).getByRole('option');
  await expect(options.nth(0)).toHaveAccessibleName('Blog Home, Template');
  await expect(options.nth(1)).toHaveText('Pages');
  await expect(options.nth(2)).toHaveText('Open styles');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
});

test('context rules: no Reset for a template with no theme file; Delete for one made in the editor', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/site-editor.php');
  await restPost(page, '/wp/v2/templates', {
    slug: 'wp-custom-template-landing',
    title: 'Landing',
    status: 'publish',
    content: '<!-- wp:paragraph --><p>Landing</p><!-- /wp:paragraph -->',
  });

  // A theme template nobody changed: neither Reset nor Delete.
  await page.goto(editUrl('/wp_template/loom//home'));
  await expect(page.getByRole('button', { name: 'Options', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await search(page, 'template');
  await expect(palette(page).getByRole('option', { name: 'Reset template' })).toHaveCount(0);
  await expect(palette(page).getByRole('option', { name: 'Delete template' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Made in the editor: no theme file to reset to, so Delete and no Reset.
  await page.goto(editUrl('/wp_template/loom//wp-custom-template-landing'));
  await expect(page.getByRole('button', { name: 'Options', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await search(page, 'template');
  const remove = palette(page).getByRole('option', { name: 'Delete template', exact: true });
  await expect(remove).toBeVisible();
  await expect(palette(page).getByRole('option', { name: 'Reset template' })).toHaveCount(0);
  await remove.click();
  await expect(page.getByText('"Landing" deleted.')).toBeVisible();
  await expect(page).toHaveURL(/p=%2Fwp_template(&|$)/);

  // A theme template once customised: Reset, and still no Delete.
  await restPost(page, '/wp/v2/templates/loom//archive', {
    content: '<!-- wp:paragraph --><p>Changed</p><!-- /wp:paragraph -->',
  });
  await page.goto(editUrl('/wp_template/loom//archive'));
  await expect(page.getByRole('button', { name: 'Options', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await search(page, 'template');
  await expect(palette(page).getByRole('option', { name: 'Reset template' })).toBeVisible();
  await expect(palette(page).getByRole('option', { name: 'Delete template' })).toHaveCount(0);
});
