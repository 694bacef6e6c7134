import type { Page } from '@playwright/test';
import {
  block,
  canvas,
  editUrl,
  restGet,
  restHeaders,
  restPost,
  save,
  storedTemplate,
} from './canvas-page.js';
import { expect, test } from './fixtures.js';

interface PageRecord {
  id: number;
  title: { raw: string };
  content: { raw: string };
}

/** Creates a published page through the REST API, with one paragraph. */
async function createPage(page: Page, title: string, text: string): Promise<PageRecord> {
  return restPost<PageRecord>(page, '/wp/v2/pages', {
    title,
    status: 'publish',
    content: `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`,
  });
}

test("a page is edited inside its template: the template's header around it, locked", async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const site = await restGet<{ title: string }>(page, '/wp/v2/settings');
  const created = await createPage(page, 'Visit us', 'Open every day.');
  const templateBefore = await storedTemplate(page, 'loom//page');

  await page.goto(editUrl(`/page/${created.id}`));
  const frame = canvas(page);
  const paragraph = frame.getByRole('document', { name: 'Block: Paragraph' });
  await expect(paragraph).toHaveText('Open every day.', { timeout: 15_000 });

  // The page template's header part (site title) is drawn around the content, dimmed.
  const header = frame.locator('header.wp-block-template-part');
  await expect(header.getByText(site.title, { exact: true })).toBeVisible();
  await expect(header).toHaveCSS('opacity', '0.5');
  await expect(frame.locator('footer.wp-block-template-part')).toBeVisible();

  // Clicking the header selects nothing and makes nothing editable.
  await header.getByText(site.title, { exact: true }).click();
  await expect(frame.locator('.is-selected')).toHaveCount(0);
  await expect(header.locator('[contenteditable="true"]')).toHaveCount(0);
  await expect(page.getByRole('toolbar', { name: 'Block tools' })).toHaveCount(0);
  // A double click there asks whether to edit the template instead (Cancel stays on the page).
  await header.getByText(site.title, { exact: true }).dblclick();
  const question = page.getByRole('dialog', { name: 'Edit template' });
  await expect(question).toContainText('part of a template');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);

  // The title and the paragraph are the page's, editable in place.
  const title = frame.getByRole('textbox', { name: 'Add title' });
  await expect(title).toHaveText('Visit us');
  await title.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' soon');
  await page.keyboard.press('Enter');
  await expect(title).toHaveText('Visit us soon');
  await paragraph.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Closed on Mondays.');
  await expect(paragraph).toHaveText('Open every day. Closed on Mondays.');
  // Selecting the page's block keeps the Page tab (spec 1 §2.9); List View lists the page's blocks.
  const settings = page.getByRole('region', { name: 'Editor settings' });
  await expect(settings.getByRole('tab', { name: 'Page' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: 'Document Overview' }).click();
  const tree = page.getByRole('tree', { name: 'Block navigation structure' });
  await expect(tree.getByRole('treeitem')).toHaveCount(1);
  await expect(tree.getByRole('treeitem', { name: 'Paragraph' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await save(page);

  const stored = await restGet<PageRecord>(page, `/wp/v2/pages/${created.id}?context=edit`);
  expect(stored.title.raw).toBe('Visit us soon');
  expect(stored.content.raw).toContain('<p>Open every day. Closed on Mondays.</p>');
  expect(await storedTemplate(page, 'loom//page')).toBe(templateBefore);
});

test("'Edit template' opens the page's template; 'Back to page' returns to the page", async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const created = await createPage(page, 'Our studio', 'A room with a view.');
  await page.goto(editUrl(`/page/${created.id}`));
  const frame = canvas(page);
  const paragraph = frame.getByRole('document', { name: 'Block: Paragraph' });
  await expect(paragraph).toHaveText('A room with a view.', { timeout: 15_000 });
  const top = page.getByRole('region', { name: 'Editor top bar' });
  await expect(top.getByRole('button', { name: 'Our studio · Page' })).toBeVisible();

  await top.getByRole('button', { name: 'Edit template' }).click();
  await expect(top.getByRole('button', { name: 'Pages · Template' })).toBeVisible();
  await expect(page).toHaveURL(/p=%2Fwp_template%2Floom%2F%2Fpage/);
  // The template itself is edited now: its blocks are selectable; the page's content is at most
  // a preview, no longer an editable block.
  await expect(paragraph.filter({ hasText: 'A room with a view.' })).toHaveCount(0);
  await expect(block(page, 'core/template-part').first()).toBeVisible();

  await top.getByRole('button', { name: 'Back to page' }).click();
  await expect(top.getByRole('button', { name: 'Our studio · Page' })).toBeVisible();
  await expect(paragraph).toHaveText('A room with a view.');
  await expect(top.getByRole('button', { name: 'Back to page' })).toHaveCount(0);

  // The same ways through the command palette.
  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').fill('Edit template');
  await palette.getByRole('option', { name: 'Edit template' }).click();
  await expect(top.getByRole('button', { name: 'Pages · Template' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  await palette.getByRole('combobox').fill('Back to page');
  await palette.getByRole('option', { name: 'Back to page' }).click();
  await expect(top.getByRole('button', { name: 'Our studio · Page' })).toBeVisible();
});

/** A 1×1 PNG. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test("the page's featured image is chosen where the template shows it", async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const upload = await page.request.post('/wp-json/wp/v2/media', {
    headers: await restHeaders(page),
    multipart: { file: { name: 'terrace.png', mimeType: 'image/png', buffer: PIXEL_PNG } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const image = (await upload.json()) as { id: number; source_url: string };
  const created = await createPage(page, 'Terrace', 'Seats outside.');

  await page.goto(editUrl(`/page/${created.id}`));
  const frame = canvas(page);
  const placeholder = frame.getByRole('group', { name: 'Featured image' });
  await expect(placeholder).toBeVisible({ timeout: 15_000 });
  await placeholder.getByRole('button', { name: 'Media Library' }).click();
  await placeholder.getByRole('button', { name: /^Select .*terrace/ }).click();
  await expect(frame.locator('.wp-block-post-featured-image img')).toHaveAttribute(
    'src',
    image.source_url,
  );
  await save(page);
  const stored = await restGet<{ featured_media: number }>(
    page,
    `/wp/v2/pages/${created.id}?context=edit`,
  );
  expect(stored.featured_media).toBe(image.id);
});

test('the view-mode preview of a page shows its template as the site will, not faded', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const created = await createPage(page, 'Opening hours', 'Nine to five.');
  await page.goto(`/wp-admin/site-editor.php?p=/page/${created.id}`);
  const frame = canvas(page);
  await expect(frame.getByText('Nine to five.')).toBeVisible({ timeout: 15_000 });
  await expect(frame.locator('header.wp-block-template-part')).toHaveCSS('opacity', '1');
});
