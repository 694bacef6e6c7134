import type { Page } from '@playwright/test';
import { restGet, restPost } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/** Custom views of Manage pages (spec 2 §4): create, change, rename and delete a person's view. */

const MANAGE_PAGES = `/wp-admin/site-editor.php?${new URLSearchParams({ p: '/pages' })}`;

function sidebar(page: Page) {
  return page.getByRole('region', { name: 'Navigation' });
}

function content(page: Page) {
  return page.getByRole('region', { name: 'Editor content' });
}

function customViews(page: Page) {
  return sidebar(page).getByRole('region', { name: 'Custom Views' });
}

function layoutButton(page: Page, name: 'Table' | 'Grid') {
  return content(page).getByRole('group', { name: 'Layout' }).getByRole('button', { name });
}

/** Waits for the custom view's record to be saved (its content or title). */
function viewSaved(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/wp\/v2\/wp_dataviews\/\d+/.test(response.url()) &&
      response.ok(),
  );
}

/**
 * Reloads the screen and waits until the custom views of the sidebar have been read: they come
 * with the page (preloaded), and the screen's first render draws them with 'All pages'.
 */
async function reloadWithViews(page: Page) {
  await page.reload();
  const preloaded = await page.locator('#atelier-editor-bootstrap').textContent();
  expect(preloaded).toContain('/wp/v2/wp_dataviews?');
  await expect(sidebar(page).getByRole('link', { name: 'All pages' })).toBeVisible();
}

test('creates, changes, renames and deletes a custom view of the pages', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  await restPost(page, '/wp/v2/pages', { title: 'Draft notes', status: 'draft' });
  await page.goto(MANAGE_PAGES);

  await customViews(page).getByRole('button', { name: 'Add new view' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add new view' });
  const create = addDialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await addDialog.getByLabel('Name').fill('   ');
  await expect(create).toBeDisabled();
  await addDialog.getByLabel('Name').fill('My drafts');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(addDialog).toBeHidden();

  const myDrafts = customViews(page).getByRole('link', { name: 'My drafts' });
  await expect(myDrafts).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/isCustom=true/);
  await expect(layoutButton(page, 'Table')).toHaveAttribute('aria-pressed', 'true');

  // Changing the view saves it into the custom view, not into the URL.
  const saved = viewSaved(page);
  await layoutButton(page, 'Grid').click();
  await saved;
  await expect(page).not.toHaveURL(/layout=/);

  await page.reload();
  await expect(myDrafts).toHaveAttribute('aria-current', 'page');
  await expect(layoutButton(page, 'Grid')).toHaveAttribute('aria-pressed', 'true');
  await expect(content(page).getByRole('listitem', { name: 'Draft notes' })).toBeVisible();

  // A built-in view is a view of its own: the custom view's change stays there.
  await sidebar(page).getByRole('link', { name: 'All pages' }).click();
  await expect(layoutButton(page, 'Table')).toHaveAttribute('aria-pressed', 'true');
  await myDrafts.click();
  await expect(layoutButton(page, 'Grid')).toHaveAttribute('aria-pressed', 'true');

  await customViews(page).getByRole('button', { name: 'Actions: My drafts' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Rename' });
  const name = renameDialog.getByLabel('Name');
  await expect(name).toHaveValue('My drafts');
  await name.fill('');
  await expect(renameDialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await name.fill('Drafts to finish');
  await renameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(renameDialog).toBeHidden();
  const renamed = customViews(page).getByRole('link', { name: 'Drafts to finish' });
  await expect(renamed).toBeVisible();
  await expect(myDrafts).toHaveCount(0);

  await page.reload();
  await expect(renamed).toHaveAttribute('aria-current', 'page');

  await customViews(page).getByRole('button', { name: 'Actions: Drafts to finish' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Delete "Drafts to finish"?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(renamed).toHaveCount(0);
  // Deleting the open view returns to the default view.
  await expect(page).not.toHaveURL(/isCustom/);
  await expect(layoutButton(page, 'Table')).toHaveAttribute('aria-pressed', 'true');

  await reloadWithViews(page);
  await expect(sidebar(page).getByRole('link', { name: 'All pages' })).toBeVisible();
  await expect(customViews(page).getByRole('link')).toHaveCount(0);
});

test('a custom view whose stored JSON is broken opens as the default view and can be deleted', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  await restPost(page, '/wp/v2/pages', { title: 'Listed anyway', status: 'publish' });
  const terms = await restGet<{ id: number }[]>(page, '/wp/v2/wp_dataviews_type?slug=page');
  const term =
    terms[0] ??
    (await restPost<{ id: number }>(page, '/wp/v2/wp_dataviews_type', { name: 'page' }));
  // The server refuses content that is not JSON, except an empty one: the broken record that
  // REST can make.
  await restPost(page, '/wp/v2/wp_dataviews', {
    title: 'Broken view',
    status: 'publish',
    wp_dataviews_type: [term.id],
    content: '',
  });

  await page.goto(MANAGE_PAGES);
  await customViews(page).getByRole('link', { name: 'Broken view' }).click();
  await expect(
    page.getByText('The view "Broken view" could not be read. The default view is shown instead.'),
  ).toBeVisible();
  await expect(layoutButton(page, 'Table')).toHaveAttribute('aria-pressed', 'true');
  await expect(content(page).getByRole('row').filter({ hasText: 'Listed anyway' })).toBeVisible();

  await customViews(page).getByRole('button', { name: 'Actions: Broken view' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Delete "Broken view"?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(customViews(page).getByRole('link', { name: 'Broken view' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/isCustom/);

  await reloadWithViews(page);
  await expect(sidebar(page).getByRole('link', { name: 'All pages' })).toBeVisible();
  await expect(customViews(page).getByRole('link', { name: 'Broken view' })).toHaveCount(0);
});
