import type { Page } from '@playwright/test';
import { restGet, restHeaders, restPost } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/** The editor's sidebar, where the screens live. */
function sidebar(page: Page) {
  return page.getByRole('region', { name: 'Navigation' });
}

/** The site editor in view mode at an in-app path. */
function viewUrl(path: string): string {
  return `/wp-admin/site-editor.php?${new URLSearchParams({ p: path })}`;
}

interface RestPage {
  id: number;
  status: string;
  title: { raw: string };
}

/** A 1×1 PNG. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads an image through the media endpoint, as the logged-in user. */
async function uploadImage(page: Page, altText: string): Promise<{ id: number }> {
  const response = await page.request.post('/wp-json/wp/v2/media', {
    headers: await restHeaders(page),
    multipart: {
      file: { name: 'loom.png', mimeType: 'image/png', buffer: PIXEL_PNG },
      alt_text: altText,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: number };
}

test('the Pages screen lists the front page first and a child page under its parent', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/site-editor.php');
  const studio = await restPost<RestPage>(page, '/wp/v2/pages', {
    title: 'Studio',
    status: 'publish',
    menu_order: 10,
  });
  await restPost(page, '/wp/v2/pages', { title: 'Team', status: 'draft', parent: studio.id });
  const notFound = await restGet<{ title: { rendered: string } }>(
    page,
    '/wp/v2/templates/loom//404?context=edit',
  );

  await page.goto(viewUrl('/page'));
  const nav = sidebar(page);
  const pages = nav.getByRole('list', { name: 'Pages', exact: true });
  await expect(pages.getByRole('link').first()).toHaveText('Home', { timeout: 15_000 });
  await expect(pages.getByRole('link').nth(1)).toHaveText('Blog');
  const team = nav.getByRole('list', { name: 'Pages under Studio' }).getByRole('link', {
    name: 'Team',
  });
  await expect(team).toBeVisible();
  await expect(nav.getByRole('link', { name: notFound.title.rendered })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Manage all pages' })).toBeVisible();

  // Each page is a link a keyboard reaches; Enter opens its details.
  await team.focus();
  await expect(team).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(nav.getByRole('region', { name: 'Details' }).getByText('Studio')).toBeVisible();
});

test("'Draft a new page' with an empty title opens a draft called 'No title' in the editor", async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', viewUrl('/page'));
  await sidebar(page).getByRole('button', { name: 'Draft a new page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Draft a new page' });
  await expect(dialog.getByLabel('Page title')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Create draft' }).click();

  await expect(page).toHaveURL(/canvas=edit/);
  const topBar = page.getByRole('region', { name: 'Editor top bar' });
  await expect(topBar.getByText('No title')).toBeVisible({ timeout: 15_000 });
  const id = new URL(page.url()).searchParams.get('p')?.replace('/page/', '');
  expect(id).toMatch(/^\d+$/);
  const created = await restGet<RestPage & { slug: string }>(
    page,
    `/wp/v2/pages/${id}?context=edit`,
  );
  expect(created.status).toBe('draft');
  expect(created.title.raw).toBe('No title');
});

test("a page's details show its status, template, parent, time to read, excerpt and image", async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/site-editor.php');
  const studio = await restPost<RestPage>(page, '/wp/v2/pages', {
    title: 'Studio',
    status: 'publish',
  });
  const image = await uploadImage(page, 'The big loom');
  const hours = await restPost<RestPage>(page, '/wp/v2/pages', {
    title: 'Opening hours',
    status: 'pending',
    parent: studio.id,
    template: 'page-no-title',
    featured_media: image.id,
    excerpt: 'When the workshop is open, and when it is not.',
    content: `<!-- wp:paragraph --><p>${'open '.repeat(600)}</p><!-- /wp:paragraph -->`,
  });

  await page.goto(viewUrl(`/page/${hours.id}`));
  const nav = sidebar(page);
  await expect(nav.getByRole('heading', { name: 'Opening hours', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(nav.getByRole('img', { name: 'The big loom' })).toBeVisible();
  await expect(nav.getByText('When the workshop is open, and when it is not.')).toBeVisible();
  const details = nav.getByRole('region', { name: 'Details' });
  const value = (label: string) =>
    details
      .locator('div')
      .filter({ has: page.getByRole('term').getByText(label, { exact: true }) });
  await expect(value('Status')).toContainText('Pending');
  await expect(value('Template')).toContainText('Page without title');
  await expect(value('Parent')).toContainText('Studio');
  await expect(value('Time to read')).toContainText('3 mins');
  await expect(value('Words')).toContainText('600');
  await expect(nav.getByText('Last modified')).toBeVisible();
});

test("'Move to Trash' from the details' actions trashes the page and returns to /page", async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/site-editor.php');
  const offer = await restPost<RestPage>(page, '/wp/v2/pages', {
    title: 'Summer offer',
    status: 'publish',
  });
  await page.goto(viewUrl(`/page/${offer.id}`));
  const nav = sidebar(page);
  await expect(nav.getByRole('heading', { name: 'Summer offer', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await nav.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Move to Trash' }).click();

  await expect(page).toHaveURL(/\?p=%2Fpage$/);
  await expect(nav.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
  const pages = nav.getByRole('list', { name: 'Pages', exact: true });
  await expect(pages.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Summer offer' })).toBeHidden();
  const trashed = await restGet<RestPage>(page, `/wp/v2/pages/${offer.id}?context=edit`);
  expect(trashed.status).toBe('trash');
});

test('/page/999999 leads back to the Pages screen', async ({ page, loginAs }) => {
  await loginAs('admin', viewUrl('/page/999999'));
  await expect(sidebar(page).getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\?p=%2Fpage$/);
});
