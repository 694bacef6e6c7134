import type { Page } from '@playwright/test';
import { block, canvas, restGet, restPost } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/** The editor's sidebar, where the screens live. */
function sidebar(page: Page) {
  return page.getByRole('region', { name: 'Navigation' });
}

/** The site editor in view mode at an in-app path. */
function viewUrl(path: string): string {
  return `/wp-admin/site-editor.php?${new URLSearchParams({ p: path })}`;
}

/** Checks the sidebar of a record route: its title, its Edit button, and no 'Not found'. */
async function expectRecordSidebar(page: Page, title: string): Promise<void> {
  const nav = sidebar(page);
  await expect(nav.getByRole('heading', { name: title, level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(nav.getByRole('heading', { name: 'Not found' })).toBeHidden();
  await expect(nav.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
}

test('a page opens at /page/{id} with its details beside its canvas', async ({ page, loginAs }) => {
  await loginAs('admin', '/wp-admin/site-editor.php');
  const created = await restPost<{ id: number; link: string }>(page, '/wp/v2/pages', {
    title: 'Opening hours',
    status: 'publish',
    excerpt: 'When the workshop is open.',
    content: '<!-- wp:paragraph --><p>Monday to Friday, nine to five.</p><!-- /wp:paragraph -->',
  });

  await page.goto(viewUrl(`/page/${created.id}`));
  await expectRecordSidebar(page, 'Opening hours');
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: created.link })).toBeVisible();
  await expect(nav.getByText('When the workshop is open.')).toBeVisible();
  const details = nav.getByRole('region', { name: 'Details' });
  await expect(details.getByText('Time to read')).toBeVisible();
  await expect(details.getByText('< 1 min')).toBeVisible();
  await expect(details.getByText('Words')).toBeVisible();
  await expect(nav.getByText('Last modified')).toBeVisible();
  await expect(block(page, 'core/paragraph', 'Monday to Friday')).toBeVisible({ timeout: 15_000 });

  // Edit opens the same page in edit mode; Back from view mode leads to the pages.
  await nav.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/canvas=edit/);
  await expect(page.getByRole('region', { name: 'Editor top bar' })).toBeVisible();
  await page.goBack();
  await sidebar(page).getByRole('button', { name: 'Back' }).click();
  await expect(sidebar(page).getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
});

test('a page that does not exist leads back to the pages', async ({ page, loginAs }) => {
  await loginAs('admin', viewUrl('/page/987654'));
  await expect(sidebar(page).getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\?p=%2Fpage$/);
});

test('a template part opens at /wp_template_part/{theme//slug}', async ({ page, loginAs }) => {
  await loginAs('admin', '/wp-admin/site-editor.php');
  const part = await restGet<{ title: { rendered: string } }>(
    page,
    '/wp/v2/template-parts/loom//header?context=edit',
  );
  await page.goto(viewUrl('/wp_template_part/loom//header'));
  await expectRecordSidebar(page, part.title.rendered);
  await expect(canvas(page).locator('[data-type]').first()).toBeVisible({ timeout: 15_000 });
  await sidebar(page).getByRole('button', { name: 'Back' }).click();
  await expect(sidebar(page).getByRole('heading', { name: 'Patterns', level: 1 })).toBeVisible();
});

test('a pattern opens at /wp_block/{id} with its sync status', async ({ page, loginAs }) => {
  await loginAs('admin', '/wp-admin/site-editor.php');
  const pattern = await restPost<{ id: number }>(page, '/wp/v2/blocks', {
    title: 'Call to action',
    status: 'publish',
    wp_pattern_sync_status: 'unsynced',
    content: '<!-- wp:paragraph --><p>Book a visit today.</p><!-- /wp:paragraph -->',
  });
  await page.goto(viewUrl(`/wp_block/${pattern.id}`));
  await expectRecordSidebar(page, 'Call to action');
  const details = sidebar(page).getByRole('region', { name: 'Details' });
  await expect(details.getByText('Not synced')).toBeVisible();
  await expect(block(page, 'core/paragraph', 'Book a visit today.')).toBeVisible({
    timeout: 15_000,
  });
});

for (const prefix of ['/navigation/wp_navigation', '/wp_navigation']) {
  test(`a navigation menu opens at ${prefix}/{id}`, async ({ page, loginAs }) => {
    await loginAs('admin', '/wp-admin/site-editor.php');
    const menu = await restPost<{ id: number }>(page, '/wp/v2/navigation', {
      title: 'Footer links',
      status: 'draft',
      content:
        '<!-- wp:navigation-link {"label":"Contact","url":"https://example.com/contact"} /-->',
    });
    await page.goto(viewUrl(`${prefix}/${menu.id}`));
    await expectRecordSidebar(page, 'Footer links (Draft)');
    await expect(canvas(page).getByText('Contact')).toBeVisible({ timeout: 15_000 });
    await sidebar(page).getByRole('button', { name: 'Back' }).click();
    // The Navigation area: its list, or (with one menu) that menu's screen in place.
    await expect(page).toHaveURL(/\?p=%2Fnavigation$/);
    await expect(
      sidebar(page).getByRole('heading', {
        name: /^(Navigation|Footer links \(Draft\))$/,
        level: 1,
      }),
    ).toBeVisible();
  });
}
