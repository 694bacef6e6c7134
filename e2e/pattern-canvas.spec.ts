import type { Page } from '@playwright/test';
import {
  block,
  blogPath,
  canvas,
  editUrl,
  openHomeTemplate,
  restGet,
  restHeaders,
  restPost,
  save,
} from './canvas-page.js';
import { expect, test } from './fixtures.js';

const INTRO = 'Notes on craft, colour and slow making.';

/** The site editor in view mode at an in-app path. */
function viewUrl(path: string): string {
  return `/wp-admin/site-editor.php?${new URLSearchParams({ p: path })}`;
}

/** The editor's sidebar, where the detail screens live. */
function sidebar(page: Page) {
  return page.getByRole('region', { name: 'Navigation' });
}

interface StoredPattern {
  id: number;
  title: { raw: string };
  content: { raw: string };
  wp_pattern_category: number[];
}

/** The person's pattern with this title, as the REST API stores it. */
async function patternNamed(page: Page, title: string): Promise<StoredPattern> {
  const patterns = await restGet<StoredPattern[]>(page, '/wp/v2/blocks?context=edit&per_page=100');
  const found = patterns.find((pattern) => pattern.title.raw === title);
  if (found === undefined) throw new Error(`No pattern named ${title}`);
  return found;
}

/**
 * A published synced pattern and a template whose content `layout` builds from the pattern's
 * `wp:block` comment; both made through the REST API.
 */
async function templateUsingPattern(
  page: Page,
  names: { pattern: string; template: string; slug: string },
  patternContent: string,
  layout: (usage: string) => string,
): Promise<{ patternId: number; templateId: string }> {
  const pattern = await restPost<{ id: number }>(page, '/wp/v2/blocks', {
    title: names.pattern,
    status: 'publish',
    content: patternContent,
  });
  const template = await restPost<{ id: string }>(page, '/wp/v2/templates', {
    slug: names.slug,
    title: names.template,
    content: layout(`<!-- wp:block {"ref":${pattern.id}} /-->`),
  });
  return { patternId: pattern.id, templateId: template.id };
}

test('a synced pattern made from blocks: its screen, edited once, changed in the template and on the site, detached, inserted again', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(120_000);
  await openHomeTemplate(page, loginAs);
  const toolbar = canvas(page).getByRole('toolbar', { name: 'Block tools' });

  // Select the intro and make it a synced pattern in a new category from the block menu.
  await block(page, 'core/paragraph', 'Notes on craft').click();
  await toolbar.getByRole('button', { name: 'Options' }).click();
  await toolbar.getByRole('menuitem', { name: 'Create pattern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create pattern' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Journal intro');
  await dialog.getByRole('combobox', { name: 'Categories' }).fill('Studio notes');
  await dialog.getByRole('combobox', { name: 'Categories' }).press('Enter');
  await expect(dialog.getByRole('switch', { name: 'Synced' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('"Journal intro" synced pattern created.')).toBeVisible();
  const reference = canvas(page).locator('[data-type="core/block"]');
  await expect(reference.locator('[data-type="core/paragraph"]')).toHaveText(INTRO);
  await save(page);

  const pattern = await patternNamed(page, 'Journal intro');
  const categories = await restGet<{ id: number; name: string }[]>(
    page,
    '/wp/v2/wp_pattern_category?per_page=100',
  );
  const studio = categories.find((category) => category.name === 'Studio notes');
  expect(studio).toBeDefined();
  expect(pattern.wp_pattern_category).toEqual([studio?.id]);
  const template = await restGet<{ content: { raw: string } }>(
    page,
    '/wp/v2/templates/loom//home?context=edit',
  );
  expect(template.content.raw).toContain(`<!-- wp:block {"ref":${pattern.id}} /-->`);

  // The pattern's own screen: its title, 'Synced', Edit; its text edited in the canvas.
  await page.goto(viewUrl(`/wp_block/${pattern.id}`));
  const nav = sidebar(page);
  await expect(nav.getByRole('heading', { name: 'Journal intro', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(nav.getByRole('region', { name: 'Details' }).getByText('Synced')).toBeVisible();
  await nav.getByRole('button', { name: 'Edit', exact: true }).click();
  const text = block(page, 'core/paragraph', 'Notes on craft');
  await expect(text).toBeVisible({ timeout: 15_000 });
  await text.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Every week.');
  await save(page);

  // The template that uses it shows the change, and so does the public site.
  await page.goto(editUrl('/wp_template/loom//home'));
  await expect(reference.locator('[data-type="core/paragraph"]')).toHaveText(
    `${INTRO} Every week.`,
    { timeout: 15_000 },
  );
  await page.goto(await blogPath(page));
  await expect(page.getByText(`${INTRO} Every week.`)).toBeVisible();

  // Detach: the template holds a copy of the blocks; the pattern stays as it is.
  await page.goto(editUrl('/wp_template/loom//home'));
  await reference.locator('[data-type="core/paragraph"]').click({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Document Overview' }).click();
  await page
    .getByRole('tree', { name: 'Block navigation structure' })
    .getByRole('button', { name: 'Journal intro', exact: true })
    .click();
  await toolbar.getByRole('button', { name: 'Options' }).click();
  await toolbar.getByRole('menuitem', { name: 'Detach' }).click();
  await expect(reference).toHaveCount(0);
  await expect(block(page, 'core/paragraph', `${INTRO} Every week.`)).toBeVisible();
  await save(page);
  const detached = await restGet<{ content: { raw: string } }>(
    page,
    '/wp/v2/templates/loom//home?context=edit',
  );
  expect(detached.content.raw).not.toContain('wp:block');
  expect(detached.content.raw).toContain(`${INTRO} Every week.`);
  expect((await patternNamed(page, 'Journal intro')).content.raw).toContain('Every week.');

  // The inserter's 'My patterns' offers it again; a synced one goes in as a reference.
  await block(page, 'core/heading', 'The journal').click();
  await page.getByRole('button', { name: 'Block Inserter' }).click();
  const library = page.getByRole('region', { name: 'Block Library' });
  await library.getByRole('tab', { name: 'Patterns' }).click();
  await library.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'My patterns' });
  await library.getByRole('button', { name: 'Journal intro' }).click();
  await expect(reference.locator('[data-type="core/paragraph"]')).toHaveText(
    `${INTRO} Every week.`,
  );
});

test('a synced pattern that was deleted says so where a template used it', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const { patternId, templateId } = await templateUsingPattern(
    page,
    { pattern: 'Opening hours', template: 'Hours', slug: 'hours' },
    '<!-- wp:paragraph --><p>Open every day.</p><!-- /wp:paragraph -->',
    (usage) => `<!-- wp:paragraph --><p>Our hours.</p><!-- /wp:paragraph -->${usage}`,
  );
  const removed = await page.request.delete(`/wp-json/wp/v2/blocks/${patternId}?force=true`, {
    headers: await restHeaders(page),
  });
  expect(removed.ok()).toBe(true);
  await page.goto(editUrl(`/wp_template/${templateId}`));
  await expect(block(page, 'core/paragraph', 'Our hours.')).toBeVisible({ timeout: 15_000 });
  await expect(block(page, 'core/block')).toHaveText('Block has been deleted or is unavailable.');
});

test('a synced pattern placed twice: a click selects one copy, a change shows in both', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/');
  const { templateId } = await templateUsingPattern(
    page,
    { pattern: 'Opening hours', template: 'Hours twice', slug: 'hours-twice' },
    '<!-- wp:paragraph --><p>Open every day.</p><!-- /wp:paragraph -->',
    (usage) => `${usage}<!-- wp:paragraph --><p>Between.</p><!-- /wp:paragraph -->${usage}`,
  );
  await page.goto(editUrl(`/wp_template/${templateId}`));
  const copies = block(page, 'core/paragraph', 'Open every day.');
  await expect(copies).toHaveCount(2, { timeout: 15_000 });

  // The second copy alone is selected: the first keeps its look.
  await copies.nth(1).click();
  await expect(copies.nth(1)).toHaveClass(/is-selected/);
  await expect(copies.nth(0)).not.toHaveClass(/is-selected/);

  // Typing there edits the one pattern, which both copies show.
  await page.keyboard.press('End');
  await page.keyboard.type(' Closed on Sundays.');
  await expect(block(page, 'core/paragraph', 'Open every day. Closed on Sundays.')).toHaveCount(2);
  await expect(copies.nth(0)).not.toHaveClass(/is-selected/);
});

test('a synced pattern inside itself says so instead of drawing itself forever', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/');
  const start = '<!-- wp:paragraph --><p>Loop start.</p><!-- /wp:paragraph -->';
  const { patternId, templateId } = await templateUsingPattern(
    page,
    { pattern: 'Looping', template: 'Looping', slug: 'looping' },
    start,
    (usage) => `<!-- wp:paragraph --><p>Before the loop.</p><!-- /wp:paragraph -->${usage}`,
  );
  // Another tool wrote the pattern into itself.
  await restPost(page, `/wp/v2/blocks/${patternId}`, {
    content: `${start}<!-- wp:block {"ref":${patternId}} /-->`,
  });
  await page.goto(editUrl(`/wp_template/${templateId}`));
  await expect(block(page, 'core/paragraph', 'Loop start.')).toHaveCount(1, { timeout: 15_000 });
  await expect(canvas(page).getByText('Block cannot be rendered inside itself.')).toHaveCount(1);

  // The rest of the template still edits.
  await block(page, 'core/paragraph', 'Before the loop.').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Still editable.');
  await expect(block(page, 'core/paragraph', 'Before the loop. Still editable.')).toBeVisible();

  // The pattern's own editor shows it once, then the message.
  await page.goto(editUrl(`/wp_block/${patternId}`));
  await expect(block(page, 'core/paragraph', 'Loop start.')).toHaveCount(1, { timeout: 15_000 });
  await expect(canvas(page).getByText('Block cannot be rendered inside itself.')).toHaveCount(1);
});

test("a template part's screen shows its area", async ({ page, loginAs }) => {
  await loginAs('admin', viewUrl('/wp_template_part/loom//footer'));
  const nav = sidebar(page);
  await expect(nav.getByRole('heading', { name: 'Footer', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  const details = nav.getByRole('region', { name: 'Details' });
  await expect(details.getByText('Area')).toBeVisible();
  await expect(details.getByText('Footer')).toBeVisible();
  await nav.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/categoryType=wp_template_part&categoryId=footer/);
});

test('while a pattern is edited, the palette renames it and duplicates it, and the copy opens', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const pattern = await restPost<{ id: number }>(page, '/wp/v2/blocks', {
    title: 'Opening hours',
    status: 'publish',
    wp_pattern_sync_status: 'unsynced',
    content: '<!-- wp:paragraph --><p>Open every day.</p><!-- /wp:paragraph -->',
  });
  await page.goto(editUrl(`/wp_block/${pattern.id}`));
  await expect(block(page, 'core/paragraph', 'Open every day.')).toBeVisible({ timeout: 15_000 });
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const search = palette.getByRole('combobox', { name: 'Search commands and settings' });

  await page.keyboard.press('Control+k');
  await search.fill('rename pattern');
  await expect(palette.getByRole('option')).toHaveText(['Rename pattern']);
  await page.keyboard.press('Enter');
  const rename = page.getByRole('dialog', { name: 'Rename pattern' });
  await rename.getByRole('textbox').fill('Hours');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await save(page);

  await page.keyboard.press('Control+k');
  await search.fill('duplicate pattern');
  await page.keyboard.press('Enter');
  const duplicate = page.getByRole('dialog', { name: 'Duplicate pattern' });
  await expect(duplicate.getByRole('textbox', { name: 'Name' })).toHaveValue('Hours (Copy)');
  await expect(duplicate.getByRole('switch', { name: 'Synced' })).not.toBeChecked();
  await duplicate.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('"Hours (Copy)" duplicated.')).toBeVisible();
  const copy = await patternNamed(page, 'Hours (Copy)');
  await expect(page).toHaveURL(new RegExp(`p=%2Fwp_block%2F${copy.id}&canvas=edit`));
  await expect(block(page, 'core/paragraph', 'Open every day.')).toBeVisible();
  expect(copy.content.raw).toContain('Open every day.');
  expect((await patternNamed(page, 'Hours')).id).toBe(pattern.id);
});

test('an unsynced pattern made from blocks leaves them in place; a part made from blocks gets a free name', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const toolbar = canvas(page).getByRole('toolbar', { name: 'Block tools' });
  await block(page, 'core/paragraph', 'Notes on craft').click();
  await toolbar.getByRole('button', { name: 'Options' }).click();
  await toolbar.getByRole('menuitem', { name: 'Create pattern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create pattern' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Loose intro');
  await dialog.getByRole('switch', { name: 'Synced' }).uncheck();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('"Loose intro" pattern created.')).toBeVisible();
  await expect(block(page, 'core/block')).toHaveCount(0);
  await expect(block(page, 'core/paragraph', INTRO)).toBeVisible();
  expect((await patternNamed(page, 'Loose intro')).content.raw).toContain(INTRO);

  // 'Header' is taken (case aside): the new part is 'header 2'.
  await block(page, 'core/paragraph', INTRO).click();
  await toolbar.getByRole('button', { name: 'Options' }).click();
  await toolbar.getByRole('menuitem', { name: 'Create template part' }).click();
  const part = page.getByRole('dialog', { name: 'Create template part' });
  await part.getByRole('textbox', { name: 'Name' }).fill('header');
  await part.getByRole('button', { name: 'Create' }).click();
  await expect(block(page, 'core/template-part').filter({ hasText: INTRO })).toBeVisible();
  const parts = await restGet<{ id: string; title: { raw: string } }[]>(
    page,
    '/wp/v2/template-parts?context=edit',
  );
  expect(parts.find((item) => item.title.raw === 'header 2')?.id).toBe('loom//header-2');
});
