import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  block,
  blogPath,
  editUrl,
  restGet,
  restPost,
  save,
  storedTemplate,
} from './canvas-page.js';
import { expect, test } from './fixtures.js';

/**
 * The Patterns area end to end (issue #16): a pattern made on the Patterns screen, found, edited
 * where a template uses it and on the site, then duplicated, renamed, exported, imported again and
 * deleted; a template part made in the footer area; a customised theme part cleared.
 */

function sidebar(page: Page) {
  return page.getByRole('region', { name: 'Navigation' });
}

function content(page: Page) {
  return page.getByRole('region', { name: 'Editor content' });
}

function card(page: Page, title: string) {
  return content(page)
    .getByRole('list', { name: 'Items' })
    .getByRole('listitem', { name: title, exact: true });
}

function patternsUrl(categoryType?: string, categoryId?: string): string {
  const params = new URLSearchParams({ p: '/patterns' });
  if (categoryType !== undefined && categoryId !== undefined) {
    params.set('categoryType', categoryType);
    params.set('categoryId', categoryId);
  }
  return `/wp-admin/site-editor.php?${params}`;
}

async function runCardAction(page: Page, title: string, action: string): Promise<void> {
  await card(page, title)
    .getByRole('button', { name: `Actions: ${title}` })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

interface StoredPattern {
  id: number;
  title: { raw: string };
  content: { raw: string };
  wp_pattern_sync_status: string;
}

async function storedPatterns(page: Page): Promise<StoredPattern[]> {
  return restGet<StoredPattern[]>(page, '/wp/v2/blocks?context=edit&per_page=100');
}

test('a synced pattern: made in a new category, found, edited where it is used, duplicated, renamed, exported, imported and deleted', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(180_000);
  await loginAs('admin', patternsUrl());

  // Make it from the Patterns screen: a name, a new category, synced.
  await sidebar(page).getByRole('button', { name: 'Add New Pattern' }).click();
  await page.getByRole('menuitem', { name: 'Add new pattern' }).click();
  const create = page.getByRole('dialog', { name: 'Add pattern' });
  await create.getByRole('textbox', { name: 'Name' }).fill('Opening hours');
  await create.getByRole('combobox', { name: 'Categories' }).fill('Studio');
  await create.getByRole('combobox', { name: 'Categories' }).press('Enter');
  await expect(create.getByRole('switch', { name: 'Synced' })).toBeChecked();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('"Opening hours" synced pattern created.')).toBeVisible();

  // It opens in the edit canvas, empty: write its text and save.
  await expect(page).toHaveURL(/p=%2Fwp_block%2F\d+&canvas=edit/);
  const [made] = (await storedPatterns(page)).filter((p) => p.title.raw === 'Opening hours');
  expect(made?.wp_pattern_sync_status).toBe('');
  const appender = page
    .frameLocator('iframe[name="editor-canvas"]')
    .getByRole('button', { name: 'Add default block' });
  await appender.click({ timeout: 15_000 });
  await page.keyboard.type('Open Tuesday to Saturday.');
  await save(page);

  // The home template uses it (as if placed there earlier).
  const home = await storedTemplate(page, 'loom//home');
  await restPost(page, '/wp/v2/templates/loom//home', {
    content: `<!-- wp:block {"ref":${made?.id}} /-->\n${home}`,
  });

  // Found under My patterns and under its category.
  await page.goto(patternsUrl());
  await sidebar(page).getByRole('link', { name: 'My patterns 1' }).click();
  await expect(card(page, 'Opening hours')).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Studio 1' }).click();
  await expect(content(page).getByRole('heading', { name: 'Studio' })).toBeVisible();
  await expect(card(page, 'Opening hours')).toBeVisible();

  // Edited from the list: the template that uses it and the public site show the change.
  await content(page).getByRole('link', { name: 'Opening hours' }).click();
  const text = block(page, 'core/paragraph', 'Open Tuesday to Saturday.');
  await text.click({ timeout: 15_000 });
  await page.keyboard.press('End');
  await page.keyboard.type(' Closed Mondays.');
  await save(page);
  await page.goto(editUrl('/wp_template/loom//home'));
  await expect(block(page, 'core/block').locator('[data-type="core/paragraph"]')).toHaveText(
    'Open Tuesday to Saturday. Closed Mondays.',
    { timeout: 15_000 },
  );
  await page.goto(await blogPath(page));
  await expect(page.getByText('Open Tuesday to Saturday. Closed Mondays.')).toBeVisible();

  // Duplicate it, then rename the copy.
  await page.goto(patternsUrl('pattern', 'my-patterns'));
  await runCardAction(page, 'Opening hours', 'Duplicate');
  const duplicate = page.getByRole('dialog', { name: 'Duplicate pattern' });
  await expect(duplicate.getByRole('textbox', { name: 'Name' })).toHaveValue(
    'Opening hours (Copy)',
  );
  await duplicate.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('"Opening hours (Copy)" duplicated.')).toBeVisible();
  await expect(card(page, 'Opening hours (Copy)')).toBeVisible();

  await runCardAction(page, 'Opening hours (Copy)', 'Rename');
  const rename = page.getByRole('dialog', { name: 'Rename' });
  const name = rename.getByRole('textbox', { name: 'Name' });
  await name.fill('   ');
  await expect(rename.getByRole('button', { name: 'Save' })).toBeDisabled();
  await name.fill('Holiday hours');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Pattern renamed.')).toBeVisible();
  await expect(card(page, 'Holiday hours')).toBeVisible();

  // Export it as JSON: the file WordPress imports.
  const downloading = page.waitForEvent('download');
  await runCardAction(page, 'Holiday hours', 'Export as JSON');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('holiday-hours.json');
  const path = await download.path();
  const exported = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  expect(exported).toMatchObject({ __file: 'wp_block', title: 'Holiday hours' });
  expect(String(exported.content)).toContain('Closed Mondays.');

  // Delete it (with the confirmation), then import the exported file again.
  await runCardAction(page, 'Holiday hours', 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete' });
  await expect(confirm.getByText('Are you sure you want to delete "Holiday hours"?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('"Holiday hours" deleted.')).toBeVisible();
  await expect(card(page, 'Holiday hours')).toHaveCount(0);

  await sidebar(page).getByRole('button', { name: 'Add New Pattern' }).click();
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Import pattern from JSON' }).click();
  // As the person's browser saved it: under its suggested name.
  await (await choosing).setFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/json',
    buffer: await readFile(path),
  });
  await expect(page.getByText('Imported "Holiday hours" from JSON.')).toBeVisible();
  await expect(card(page, 'Holiday hours')).toBeVisible();
  const imported = (await storedPatterns(page)).find((p) => p.title.raw === 'Holiday hours');
  expect(imported?.content.raw).toContain('Closed Mondays.');

  // A file that is not JSON: the server's message, nothing made.
  await sidebar(page).getByRole('button', { name: 'Add New Pattern' }).click();
  const choosingAgain = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Import pattern from JSON' }).click();
  await (await choosingAgain).setFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a pattern'),
  });
  await expect(page.getByText('Invalid JSON file')).toBeVisible();
  expect(await storedPatterns(page)).toHaveLength(2);
});

test('a template part made in the footer area is listed there; a customised theme part is cleared after the confirmation', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(120_000);
  await loginAs('admin', patternsUrl('wp_template_part', 'footer'));
  await expect(sidebar(page).getByRole('link', { name: 'Footer 1' })).toBeVisible();

  await sidebar(page).getByRole('button', { name: 'Add New Pattern' }).click();
  await page.getByRole('menuitem', { name: 'Add new template part' }).click();
  const create = page.getByRole('dialog', { name: 'Create template part' });
  await create.getByRole('textbox', { name: 'Name' }).fill('Slim footer');
  await create.getByRole('radio', { name: /^Footer/ }).check();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/p=%2Fwp_template_part%2Floom%2F%2Fslim-footer&canvas=edit/);

  await page.goto(patternsUrl('wp_template_part', 'footer'));
  await expect(sidebar(page).getByRole('link', { name: 'Footer 2' })).toBeVisible();
  await expect(card(page, 'Slim footer')).toBeVisible();

  // Customise the theme's header, then clear the customizations from the Header area.
  await restPost(page, '/wp/v2/template-parts/loom//header', {
    content: '<!-- wp:paragraph --><p>A header of my own.</p><!-- /wp:paragraph -->',
  });
  await page.goto(patternsUrl('wp_template_part', 'header'));
  await runCardAction(page, 'Header', 'Clear customizations');
  const confirm = page.getByRole('dialog', { name: 'Clear customizations' });
  await expect(
    confirm.getByText('Are you sure you want to clear these customizations?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Clear customizations' }).click();
  await expect(page.getByText('"Header" reverted.')).toBeVisible();
  const header = await restGet<{ source: string; content: { raw: string } }>(
    page,
    '/wp/v2/template-parts/loom//header?context=edit',
  );
  expect(header.source).toBe('theme');
  expect(header.content.raw).not.toContain('A header of my own.');
});
