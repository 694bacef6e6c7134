import { sidebar } from './browse-page.js';
import { block, canvas, editUrl, restGet, restPost, save, storedTemplate } from './canvas-page.js';
import { expect, test } from './fixtures.js';

// Spec 1 §2.12: 'Choose a pattern' with Skip, for an empty template with no edits once the welcome
// guides are off (the fixtures turn them off), and for a new page. Issue 20, point 4.

const browseUrl = (path: string) => `/wp-admin/site-editor.php?${new URLSearchParams({ p: path })}`;

test("a new custom template offers 'Choose a pattern'; the chosen pattern fills it and is saved", async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', browseUrl('/wp_template'));
  await page.getByRole('button', { name: 'Add template' }).click();
  await page
    .getByRole('dialog', { name: 'Add template' })
    .getByRole('button', { name: /^Custom template/ })
    .click();
  const custom = page.getByRole('dialog', { name: 'Create custom template' });
  await custom.getByLabel('Name').fill('Landing');
  await custom.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/canvas=edit/);

  // Created empty (the guide is off): the editor asks how to start it.
  const id = 'loom//wp-custom-template-landing';
  expect(await storedTemplate(page, id)).toBe('');
  const chooser = page.getByRole('dialog', { name: 'Choose a pattern' });
  await expect(chooser).toBeVisible({ timeout: 15_000 });
  await expect(chooser.getByRole('button', { name: 'Skip' })).toBeVisible();
  // Each choice is a live preview of its blocks.
  await expect(chooser.locator('iframe[title="Preview: Fallback content"]')).toBeVisible();
  await chooser.getByRole('button', { name: 'Fallback content' }).click();
  await expect(chooser).toBeHidden();

  // What shows in its place today (the lookup's content) now fills it, as one edit to save.
  const lookup = await restGet<{ content: { raw: string } }>(
    page,
    '/wp/v2/templates/lookup?slug=wp-custom-template-landing&is_custom=true&context=edit',
  );
  expect(lookup.content.raw).toContain('<!-- wp:');
  await expect(block(page, 'core/template-part').first()).toBeVisible();
  await save(page);
  expect(await storedTemplate(page, id)).not.toBe('');
  expect(await storedTemplate(page, id)).toContain('<!-- wp:template-part');

  // Not empty any more: reopening it asks nothing.
  await page.reload();
  await expect(block(page, 'core/template-part').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog', { name: 'Choose a pattern' })).toHaveCount(0);
});

test('Skip leaves an existing empty template empty, and the modal does not come back for it', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/');
  // An empty template written by another tool (or an earlier Skip in WordPress).
  const created = await restPost<{ id: string }>(page, '/wp/v2/templates', {
    slug: 'front-page',
    title: 'Front Page',
    status: 'publish',
    content: '',
  });
  await page.goto(editUrl(`/wp_template/${created.id}`));

  const chooser = page.getByRole('dialog', { name: 'Choose a pattern' });
  await expect(chooser).toBeVisible({ timeout: 15_000 });
  // Its fallback content first, then the theme's patterns for front pages.
  await expect(chooser.getByRole('button', { name: 'Fallback content' })).toBeVisible();
  await expect(chooser.getByRole('button', { name: 'Hero with image' })).toBeVisible();
  await chooser.getByRole('button', { name: 'Skip' }).click();
  await expect(chooser).toBeHidden();

  // Still empty: nothing but the appender, nothing to save.
  await expect(canvas(page).getByRole('button', { name: 'Add default block' })).toBeVisible();
  await expect(canvas(page).locator('[data-block]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  expect(await storedTemplate(page, created.id)).toBe('');

  // Back to the list and in again, then a reload: it does not ask again for this template.
  await page.getByRole('link', { name: 'Open navigation' }).click();
  await expect(page).not.toHaveURL(/canvas=edit/);
  await page.goto(editUrl(`/wp_template/${created.id}`));
  await expect(canvas(page).getByRole('button', { name: 'Add default block' })).toBeVisible({
    timeout: 15_000,
  });
  await page.reload();
  await expect(canvas(page).getByRole('button', { name: 'Add default block' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('dialog', { name: 'Choose a pattern' })).toHaveCount(0);
});

test("a new page offers 'Choose a pattern' with the theme's page patterns; the choice fills it", async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', browseUrl('/page'));
  await sidebar(page).getByRole('button', { name: 'Draft a new page' }).click();
  const draft = page.getByRole('dialog', { name: 'Draft a new page' });
  await draft.getByLabel('Page title').fill('Our story');
  await draft.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/canvas=edit/);

  const chooser = page.getByRole('dialog', { name: 'Choose a pattern' });
  await expect(chooser).toBeVisible({ timeout: 15_000 });
  await expect(chooser.locator('iframe[title="Preview: About page"]')).toBeVisible();
  await chooser.getByRole('button', { name: 'About page' }).click();
  await expect(chooser).toBeHidden();
  await expect(block(page, 'core/heading', 'A small studio with long threads')).toBeVisible();

  await save(page);
  const id = new URL(page.url()).searchParams.get('p')?.replace('/page/', '');
  const stored = await restGet<{ content: { raw: string }; status: string }>(
    page,
    `/wp/v2/pages/${id}?context=edit`,
  );
  expect(stored.content.raw).toContain('A small studio with long threads');
});

test("'Choose a template' (a page's template) shows each template drawn live", async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const pages = await restGet<{ id: number; slug: string }[]>(page, '/wp/v2/pages?per_page=100');
  const about = pages.find((item) => item.slug === 'about');
  expect(about).toBeDefined();
  await page.goto(editUrl(`/page/${about?.id}`));
  const summary = page
    .getByRole('region', { name: 'Editor settings' })
    .getByRole('region', { name: 'Summary' });
  const templateButton = summary.getByRole('button', { name: /^Change template: / });
  await expect(templateButton).toHaveText('Pages', { timeout: 15_000 });
  await templateButton.click();
  await page.getByRole('menuitem', { name: 'Change template' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a template' });
  // The default (the theme's Pages template) and each other one, drawn as the site shows them.
  for (const title of ['Default template', 'Pages', 'Page without title']) {
    const preview = chooser.locator(`iframe[title="Preview: ${title}"]`);
    await expect(preview).toBeVisible();
    await expect(preview.contentFrame().locator('.wp-site-blocks > *').first()).toBeAttached();
  }
});
