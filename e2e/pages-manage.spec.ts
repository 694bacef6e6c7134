import type { Page } from '@playwright/test';
import { restHeaders, restPost } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/** Manage pages (/pages, spec 2 §2): built-in views, page actions with their notices, the view in the URL. */

function managePagesUrl(extra: Record<string, string> = {}): string {
  return `/wp-admin/site-editor.php?${new URLSearchParams({ p: '/pages', ...extra })}`;
}

function content(page: Page) {
  return page.getByRole('region', { name: 'Editor content' });
}

function sidebar(page: Page) {
  return page.getByRole('region', { name: 'Navigation' });
}

function row(page: Page, title: string) {
  return content(page).getByRole('row').filter({ hasText: title });
}

function snackbar(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

async function createPage(page: Page, title: string, status = 'draft'): Promise<number> {
  const created = await restPost<{ id: number }>(page, '/wp/v2/pages', { title, status });
  return created.id;
}

async function openRowAction(page: Page, title: string, action: string) {
  await content(page)
    .getByRole('button', { name: `Actions: ${title}`, exact: true })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a draft goes through Drafts, All pages, Trash, Restore and Permanently delete', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const id = await createPage(page, 'Workshop schedule');
  await page.goto(managePagesUrl());

  await sidebar(page).getByRole('link', { name: 'Drafts' }).click();
  await expect(row(page, 'Workshop schedule')).toContainText('Draft');
  await expect(content(page).getByRole('link', { name: 'Workshop schedule' })).toHaveAttribute(
    'href',
    new RegExp(`p=%2Fpage%2F${id}&canvas=edit`),
  );

  // Published through the REST API: All pages shows it as Published.
  await restPost(page, `/wp/v2/pages/${id}`, { status: 'publish' });
  await sidebar(page).getByRole('link', { name: 'All pages' }).click();
  await expect(row(page, 'Workshop schedule')).toContainText('Published');

  await openRowAction(page, 'Workshop schedule', 'Move to Trash');
  await expect(snackbar(page, '"Workshop schedule" moved to the trash.')).toBeVisible();
  await expect(row(page, 'Workshop schedule')).toHaveCount(0);

  await sidebar(page).getByRole('link', { name: 'Trash' }).click();
  await expect(row(page, 'Workshop schedule')).toContainText('Trash');
  // Trashed pages cannot be edited: no link into the editor's Edit action.
  await content(page).getByRole('button', { name: 'Actions: Workshop schedule' }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Restore' }).click();
  await expect(snackbar(page, '"Workshop schedule" has been restored.')).toBeVisible();
  await expect(row(page, 'Workshop schedule')).toHaveCount(0);

  await sidebar(page).getByRole('link', { name: 'Drafts' }).click();
  await expect(row(page, 'Workshop schedule')).toContainText('Draft');

  await openRowAction(page, 'Workshop schedule', 'Move to Trash');
  // The first notice may still be up: this one is the last.
  await expect(snackbar(page, '"Workshop schedule" moved to the trash.').last()).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Trash' }).click();
  await openRowAction(page, 'Workshop schedule', 'Permanently delete');
  const confirm = page.getByRole('dialog', { name: 'Permanently delete' });
  await expect(confirm).toContainText('Delete "Workshop schedule"?');
  await confirm.getByRole('button', { name: 'Permanently delete' }).click();
  await expect(snackbar(page, '"Workshop schedule" permanently deleted.')).toBeVisible();
  await expect(row(page, 'Workshop schedule')).toHaveCount(0);

  const gone = await page.request.get(`/wp-json/wp/v2/pages/${id}?context=edit`, {
    headers: await restHeaders(page),
  });
  expect(gone.status()).toBe(404);
});

test('moves three selected pages to the trash at once', async ({ page, loginAs }) => {
  await loginAs('admin', '/wp-admin/');
  for (const title of ['Bulk one', 'Bulk two', 'Bulk three']) await createPage(page, title);
  await page.goto(managePagesUrl({ activeView: 'drafts' }));

  for (const title of ['Bulk one', 'Bulk two', 'Bulk three']) {
    const box = content(page).getByRole('checkbox', { name: `Select ${title}` });
    await box.click();
    await expect(box).toBeChecked();
  }
  await page
    .getByRole('group', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Move to Trash' })
    .click();
  await expect(snackbar(page, '3 pages moved to the trash.')).toBeVisible();
  await expect(content(page).getByRole('row').filter({ hasText: 'Bulk' })).toHaveCount(0);

  await sidebar(page).getByRole('link', { name: 'Trash' }).click();
  await expect(content(page).getByRole('row').filter({ hasText: 'Bulk' })).toHaveCount(3);
});

test('someone else already deleted the page: the error, and the list refreshed', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const id = await createPage(page, 'Short-lived');
  await page.request.delete(`/wp-json/wp/v2/pages/${id}`, { headers: await restHeaders(page) });
  await page.goto(managePagesUrl({ activeView: 'trash' }));
  await expect(row(page, 'Short-lived')).toBeVisible();

  await page.request.delete(`/wp-json/wp/v2/pages/${id}?force=true`, {
    headers: await restHeaders(page),
  });
  await content(page).getByRole('button', { name: 'Actions: Short-lived' }).click();
  await page.getByRole('menuitem', { name: 'Restore' }).click();
  // Spec 2 §8: the server's message is shown (its code is not unknown_error).
  await expect(snackbar(page, 'Invalid post ID.')).toBeVisible();
  await expect(row(page, 'Short-lived')).toHaveCount(0);
});

test('search is answered by the server and drives the item count', async ({ page, loginAs }) => {
  await loginAs('admin', '/wp-admin/');
  for (const title of ['Zebra crossing', 'Zebra stripes', 'Lion den']) {
    await createPage(page, title, 'publish');
  }
  const listReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wp/v2/pages?') && request.url().includes('_embed=author')) {
      listReads.push(request.url());
    }
  });
  await page.goto(managePagesUrl());
  // The first page of rows comes preloaded with the editor: no list request before the search.
  await expect(row(page, 'Lion den')).toBeVisible();
  expect(listReads).toEqual([]);
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/wp/v2/pages') && response.url().includes('search=zebra'),
  );
  await content(page).getByRole('searchbox', { name: 'Search pages' }).fill('zebra');
  const answer = await searched;
  expect(answer.headers()['x-wp-total']).toBe('2');
  await expect(content(page).getByText('2 items', { exact: true })).toBeVisible();
  await expect(row(page, 'Lion den')).toHaveCount(0);
  await expect(row(page, 'Zebra stripes')).toBeVisible();

  // The view is in the URL: a reload keeps the search.
  await expect(page).toHaveURL(/view=/);
  await page.reload();
  await expect(content(page).getByRole('searchbox', { name: 'Search pages' })).toHaveValue('zebra');
  await expect(content(page).getByText('2 items', { exact: true })).toBeVisible();
});

test('a broken view in the URL shows the default view with a notice', async ({ page, loginAs }) => {
  await loginAs('admin', '/wp-admin/');
  await createPage(page, 'Still listed', 'publish');
  const broken = JSON.stringify({
    type: 'table',
    filters: [{ field: 'status', operator: 'between', value: ['archived'] }],
  });
  await page.goto(managePagesUrl({ view: broken }));
  await expect(
    snackbar(page, 'The saved view could not be used; showing the default view.'),
  ).toBeVisible();
  await expect(row(page, 'Still listed')).toBeVisible();
  await expect(page).not.toHaveURL(/view=/);
});

test('the list layout shows the selected page beside the list, kept in the URL', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const lines = Array.from({ length: 40 }, (_, index) => `Line ${index + 1} of the preview.`);
  const previewed = await restPost<{ id: number }>(page, '/wp/v2/pages', {
    title: 'Previewed page',
    status: 'publish',
    content: lines
      .map((line) => `<!-- wp:paragraph -->\n<p>${line}</p>\n<!-- /wp:paragraph -->`)
      .join('\n\n'),
  });
  const other = await createPage(page, 'Other page', 'publish');
  await page.goto(managePagesUrl({ layout: 'list' }));
  const preview = page.getByRole('region', { name: 'Page preview' });
  const frame = preview.locator('iframe[name="editor-canvas"]').contentFrame();
  const item = (title: string) => content(page).getByRole('listitem', { name: title });
  await expect(preview).toContainText('Select a page to preview it.');

  // Moving through rows replaces the history entry; the location names the selected page.
  const entries = await page.evaluate(() => window.history.length);
  await item('Other page').click();
  await expect(page).toHaveURL(new RegExp(`postType=page&postId=${other}(&|$)`));
  await item('Previewed page').click();
  await expect(page).toHaveURL(new RegExp(`postType=page&postId=${previewed.id}(&|$)`));
  expect(await page.evaluate(() => window.history.length)).toBe(entries);
  await expect(frame.getByText('Line 1 of the preview.')).toBeVisible();
  // The list is the 380 px column; the preview fills the rest.
  const list = await content(page).boundingBox();
  const shown = await preview.boundingBox();
  if (list === null || shown === null) throw new Error('The list or its preview is not shown.');
  expect(Math.round(shown.x - list.x)).toBe(380);
  expect(Math.round(shown.x + shown.width)).toBe(Math.round(list.x + list.width));

  // A reload (or a shared link) shows the same row selected and its preview.
  await page.reload();
  await expect(item('Previewed page')).toHaveAttribute('aria-current', 'true');
  await expect(item('Other page')).not.toHaveAttribute('aria-current', 'true');
  await expect(frame.getByText('Line 1 of the preview.')).toBeVisible();

  // The preview scrolls like the page.
  const firstLine = frame.getByText('Line 1 of the preview.');
  await expect(firstLine).toBeInViewport();
  await expect(frame.getByText('Line 40 of the preview.')).not.toBeInViewport();
  await preview.hover();
  await page.mouse.wheel(0, 1500);
  await expect(firstLine).not.toBeInViewport();
  await expect(page).not.toHaveURL(/canvas=edit/);

  // A click on it opens the page in the editor; back returns to the list, the row still selected.
  await frame.getByText('Line 30 of the preview.').click();
  await expect(page).toHaveURL(/canvas=edit/);
  await expect(page.getByRole('region', { name: 'Editor top bar' })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/canvas=edit/);
  await expect(item('Previewed page')).toHaveAttribute('aria-current', 'true');
  await expect(frame.getByText('Line 1 of the preview.')).toBeAttached();

  // Enter on it opens the editor too; the editor's own way back keeps the row selected.
  await preview.getByRole('button', { name: 'Edit' }).press('Enter');
  await expect(page).toHaveURL(/canvas=edit/);
  await page.getByRole('link', { name: 'Open navigation' }).click();
  await expect(item('Previewed page')).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(new RegExp(`postId=${previewed.id}(&|$)`));

  // Trashing the previewed page takes it out of the location and the preview.
  await openRowAction(page, 'Previewed page', 'Move to Trash');
  await expect(item('Previewed page')).toHaveCount(0);
  await expect(page).not.toHaveURL(/postId=/);
  await expect(preview).toContainText('Select a page to preview it.');

  // The table has no preview: switching to it drops the page from the location.
  await item('Other page').click();
  await expect(page).toHaveURL(new RegExp(`postId=${other}(&|$)`));
  const table = content(page).getByRole('group', { name: 'Layout' }).getByRole('button', {
    name: 'Table',
  });
  await table.click();
  await expect(table).toHaveAttribute('aria-pressed', 'true');
  await expect(page).not.toHaveURL(/layout=list/);
  await expect(page).not.toHaveURL(/postId=/);
  await expect(preview).toHaveCount(0);
});

test('duplicates a page as a draft and makes a page the homepage', async ({ page, loginAs }) => {
  await loginAs('admin', '/wp-admin/');
  const id = await createPage(page, 'Services', 'publish');
  await page.goto(managePagesUrl());

  await openRowAction(page, 'Services', 'Duplicate');
  const dialog = page.getByRole('dialog', { name: 'Duplicate' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Services (Copy)');
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(snackbar(page, '"Services (Copy)" duplicated.')).toBeVisible();
  await expect(row(page, 'Services (Copy)')).toContainText('Draft');

  await openRowAction(page, 'Services', 'Set as homepage');
  const confirm = page.getByRole('dialog', { name: 'Set as homepage' });
  await expect(confirm).toContainText('Set "Services" as the site homepage?');
  await confirm.getByRole('button', { name: 'Set as homepage' }).click();
  await expect(snackbar(page, 'Homepage updated.')).toBeVisible();
  const settings = await page.request.get('/wp-json/wp/v2/settings', {
    headers: await restHeaders(page),
  });
  expect(await settings.json()).toMatchObject({ show_on_front: 'page', page_on_front: id });
  // The homepage cannot be made the homepage again.
  await content(page).getByRole('button', { name: 'Actions: Services', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Set as homepage' })).toHaveCount(0);
});

test('sorts by title and pages through the server', async ({ page, loginAs }) => {
  await loginAs('admin', '/wp-admin/');
  for (let index = 1; index <= 12; index += 1) {
    await createPage(page, `Paged ${String(index).padStart(2, '0')}`);
  }
  const view = JSON.stringify({
    type: 'table',
    search: 'Paged',
    perPage: 10,
    sort: { field: 'title', direction: 'asc' },
  });
  await page.goto(managePagesUrl({ activeView: 'drafts', view }));
  await expect(content(page).getByText('12 items', { exact: true })).toBeVisible();
  await expect(content(page).getByRole('row').filter({ hasText: 'Paged' })).toHaveCount(10);
  await expect(content(page).getByRole('row').filter({ hasText: 'Paged' }).first()).toContainText(
    'Paged 01',
  );
  await content(page).getByRole('button', { name: 'Next page' }).click();
  await expect(content(page).getByRole('row').filter({ hasText: 'Paged' })).toHaveCount(2);
  await expect(row(page, 'Paged 12')).toBeVisible();
});

test('a list read that never answers still lets the editor draw, with the list loading', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  // The Drafts list is not in the page's preload: hold every page-list request forever.
  await page.route('**/wp-json/wp/v2/pages?**', () => undefined);
  await page.goto(managePagesUrl({ activeView: 'drafts' }));
  await expect(sidebar(page).getByRole('link', { name: 'Drafts' })).toBeVisible();
  await expect(content(page).getByRole('heading', { name: 'Pages' })).toBeVisible();
  await expect(content(page).getByRole('row').filter({ hasText: 'Home' })).toHaveCount(0);
});
