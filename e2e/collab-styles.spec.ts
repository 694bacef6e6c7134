import type { Page } from '@playwright/test';
import { saveFromSidebar, sidebar } from './browse-page.js';
import { canvas, restGet } from './canvas-page.js';
import { ADMIN_NAME, CO_EDITOR, expect, test } from './collab-fixtures.js';

// Two people in the Styles area at once (issue #23): the global styles record is co-edited like
// a page. Co-editing is on by default; these tests say so, so that they hold if it changes.
test.use({ serverEnv: { ATELIER_COLLAB: 'on' }, viewport: { width: 1400, height: 900 } });
test.describe.configure({ timeout: 90_000 });

const COLORS = '/wp-admin/site-editor.php?p=%2Fwp_global_styles&section=%2Fcolors';
const COFFEE = 'rgb(192, 255, 238)';

interface LinkedRecord {
  _links: Record<string, { href: string }[] | undefined>;
}

/** The id of the active theme's user global styles record. */
async function userStylesId(page: Page): Promise<string> {
  const [theme] = await restGet<LinkedRecord[]>(page, '/wp/v2/themes?status=active');
  const href = theme?._links['wp:user-global-styles']?.[0]?.href ?? '';
  return href.split('/').pop() ?? '';
}

test.beforeEach(async ({ loginAs }) => {
  await loginAs('admin', '/wp-admin/');
});

test('one changes the text colour: the other sees it in the canvas and the sidebar; one Save for both', async ({
  page,
  coEditor,
}) => {
  const id = await userStylesId(page);
  const revisionsBefore = await restGet<unknown[]>(page, `/wp/v2/global-styles/${id}/revisions`);
  for (const person of [page, coEditor]) {
    await person.goto(COLORS);
    await expect(sidebar(person).getByRole('heading', { name: 'Colors' })).toBeVisible();
    await expect(canvas(person).locator('body')).toBeVisible({ timeout: 20_000 });
  }
  // Each sees the other among the people styling the site.
  await expect(
    sidebar(page).getByRole('img', { name: `${CO_EDITOR.name} is editing` }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(
    sidebar(coEditor).getByRole('img', { name: `${ADMIN_NAME} is editing` }),
  ).toBeVisible();

  // The admin sets a custom text colour; the second person sees it without a reload.
  await sidebar(page).getByText('Text', { exact: true }).first().click();
  await sidebar(page).getByRole('textbox', { name: 'Custom text color' }).fill('#c0ffee');
  await expect(canvas(page).locator('body')).toHaveCSS('color', COFFEE);
  await expect(canvas(coEditor).locator('body')).toHaveCSS('color', COFFEE);
  await sidebar(coEditor).getByText('Text', { exact: true }).first().click();
  await expect(sidebar(coEditor).getByRole('textbox', { name: 'Custom text color' })).toHaveValue(
    '#c0ffee',
  );

  // Both have it to save; the second person saves, and neither has anything left to save.
  await expect(sidebar(page).getByRole('button', { name: /Review \d+ changes?/ })).toBeVisible();
  await saveFromSidebar(coEditor);
  for (const person of [page, coEditor]) {
    await expect(sidebar(person).getByRole('button', { name: /Review \d+ changes?/ })).toHaveCount(
      0,
    );
  }

  // Saved once, with the colour: one more revision, and the public site shows it.
  const revisions = await restGet<unknown[]>(page, `/wp/v2/global-styles/${id}/revisions`);
  expect(revisions).toHaveLength(revisionsBefore.length + 1);
  const site = await page.context().newPage();
  await site.goto('/');
  await expect(site.locator('body')).toHaveCSS('color', COFFEE);
  await site.close();
});
