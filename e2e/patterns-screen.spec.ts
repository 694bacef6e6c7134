import type { Page } from '@playwright/test';
import { restPost } from './canvas-page.js';
import { expect, test } from './fixtures.js';
import { networkQuiet } from './network-quiet.js';

/** The Patterns screen (/patterns, spec 2 §2): categories with counts, lists, search, sync filter. */

function sidebar(page: Page) {
  return page.getByRole('region', { name: 'Navigation' });
}

function content(page: Page) {
  return page.getByRole('region', { name: 'Editor content' });
}

function cards(page: Page) {
  return content(page).getByRole('list', { name: 'Items' }).getByRole('listitem');
}

async function createPattern(
  page: Page,
  title: string,
  fields: { sync?: 'unsynced'; category?: number } = {},
): Promise<number> {
  const created = await restPost<{ id: number }>(page, '/wp/v2/blocks', {
    title,
    status: 'publish',
    content: `<!-- wp:paragraph --><p>${title} text</p><!-- /wp:paragraph -->`,
    wp_pattern_sync_status: fields.sync ?? '',
    wp_pattern_category: fields.category === undefined ? [] : [fields.category],
  });
  return created.id;
}

test('a person finds patterns by category, template-part area, search and sync status', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const term = await restPost<{ id: number }>(page, '/wp/v2/wp_pattern_category', {
    name: 'Spring sale',
    description: 'Offers for the spring.',
  });
  await createPattern(page, 'Sale banner', { category: term.id });
  await createPattern(page, 'Sale banner wide', { category: term.id, sync: 'unsynced' });
  await createPattern(page, 'Newsletter signup', { sync: 'unsynced' });

  await page.goto('/wp-admin/site-editor.php?p=%2Fpatterns');
  await expect(
    sidebar(page).getByText('Manage what patterns are available when editing the site.'),
  ).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'My patterns 3' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Spring sale 2' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: /^All patterns \d+$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(content(page).getByRole('heading', { name: 'All patterns' })).toBeVisible();
  // Theme patterns are listed too, locked.
  await expect(
    content(page).getByRole('img', { name: 'This pattern cannot be edited.' }).first(),
  ).toBeVisible();

  // A person's category: its header, its patterns, live previews of them.
  await sidebar(page).getByRole('link', { name: 'Spring sale 2' }).click();
  await expect(content(page).getByRole('heading', { name: 'Spring sale' })).toBeVisible();
  await expect(content(page).getByText('Offers for the spring.')).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  await expect(
    content(page)
      .frameLocator('iframe[title="Preview: Sale banner wide"]')
      .getByText('Sale banner wide text'),
  ).toBeVisible();
  await expect(content(page).getByRole('link', { name: 'Sale banner wide' })).toHaveAttribute(
    'href',
    /p=%2Fwp_block%2F\d+&canvas=edit/,
  );

  // Search ranks an exact title first; a word found nowhere in the category finds nothing.
  const search = content(page).getByRole('searchbox', { name: 'Search patterns' });
  await search.fill('sale banner');
  await expect(cards(page).first()).toHaveAccessibleName('Sale banner');
  await search.fill('newsletter');
  await expect(content(page).getByText('No results', { exact: true })).toBeVisible();

  // Another category starts from the default view again.
  await sidebar(page).getByRole('link', { name: 'My patterns 3' }).click();
  await expect(content(page).getByRole('heading', { name: 'My patterns' })).toBeVisible();
  await expect(content(page).getByRole('searchbox', { name: 'Search patterns' })).toHaveValue('');
  await expect(cards(page)).toHaveCount(3);

  // Sync status: Not synced.
  await content(page).getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: 'Sync status' }).click();
  await page.getByRole('radio', { name: 'Not synced' }).check();
  await page.keyboard.press('Escape');
  await expect(cards(page)).toHaveCount(2);
  await expect(content(page).getByRole('link', { name: 'Sale banner', exact: true })).toHaveCount(
    0,
  );

  // A template-part area lists its parts, each the part itself in its preview.
  await sidebar(page)
    .getByRole('link', { name: /^Footer \d+$/ })
    .click();
  await expect(content(page).getByRole('heading', { name: 'Footer' })).toBeVisible();
  await expect(content(page).getByRole('link', { name: 'Footer' })).toHaveAttribute(
    'href',
    /p=%2Fwp_template_part%2F.+%2F%2Ffooter&canvas=edit/,
  );
  await expect(content(page).locator('iframe[title="Preview: Footer"]')).toBeVisible();
});

test("deleting a person's category from the list header goes to All patterns and keeps its patterns", async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const term = await restPost<{ id: number }>(page, '/wp/v2/wp_pattern_category', {
    name: 'Autumn',
  });
  await createPattern(page, 'Harvest table', { category: term.id });
  await page.goto(
    `/wp-admin/site-editor.php?${new URLSearchParams({ p: '/patterns', categoryType: 'pattern', categoryId: 'autumn' })}`,
  );
  await expect(content(page).getByRole('heading', { name: 'Autumn' })).toBeVisible();
  await content(page).getByRole('button', { name: 'Actions', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete' });
  await expect(
    dialog.getByText(
      'Are you sure you want to delete the category "Autumn"? The patterns will not be deleted.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(content(page).getByRole('heading', { name: 'All patterns' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: /^Autumn/ })).toHaveCount(0);
  await expect(content(page).getByRole('link', { name: 'Harvest table' })).toBeVisible();
});

test("'Manage all of my patterns' shows the person's patterns in a table", async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  await createPattern(page, 'Opening hours');
  await page.goto('/wp-admin/site-editor.php?p=%2Fpatterns');
  await sidebar(page).getByRole('link', { name: 'Manage all of my patterns' }).click();
  await expect(content(page).getByRole('heading', { name: 'My patterns' })).toBeVisible();
  await expect(content(page).getByRole('table')).toBeVisible();
  await expect(content(page).getByRole('link', { name: 'Opening hours' })).toBeVisible();
});

test('opening Patterns draws its categories and previews without a REST round trip', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  await createPattern(page, 'Opening hours');
  const restCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wp-json/')) restCalls.push(request.url());
  });
  await page.goto('/wp-admin/site-editor.php?p=%2Fpatterns');
  await expect(sidebar(page).getByRole('link', { name: 'My patterns 1' })).toBeVisible();
  await expect(
    content(page)
      .frameLocator('iframe[title="Preview: Opening hours"]')
      .getByText('Opening hours text'),
  ).toBeVisible();
  await networkQuiet(page);
  expect(restCalls).toEqual([]);
});
