import type { Page } from '@playwright/test';
import { block, canvas, openHomeTemplate, save } from './canvas-page.js';
import { expect, test } from './fixtures.js';

const HEADER_PART =
  '/wp-admin/site-editor.php?p=%2Fwp_template_part%2Floom%2F%2Fheader&canvas=edit';

/** Collects the `beforeunload` prompts the page asks for, accepting each one. */
function leavePrompts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.type());
    void dialog.accept();
  });
  return seen;
}

test('leaving with unsaved changes asks first; once saved it does not', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const prompts = leavePrompts(page);
  const heading = block(page, 'core/heading', 'The journal');
  await heading.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' today');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();

  await page.reload();
  await expect.poll(() => prompts).toEqual(['beforeunload']);
  await expect(block(page, 'core/heading', 'The journal')).toBeVisible({ timeout: 15_000 });

  // The reload dropped the edit: make it again, save, and reload without a prompt.
  await block(page, 'core/heading', 'The journal').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' today');
  await save(page);
  await page.reload();
  await expect(block(page, 'core/heading', 'The journal today')).toBeVisible({ timeout: 15_000 });
  expect(prompts).toEqual(['beforeunload']);
});

test('the canvas of a template part follows the resize handle dragged with the mouse', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', HEADER_PART);
  const frame = page.locator('iframe[name="editor-canvas"]');
  await expect(block(page, 'core/site-title').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Editor settings' })).toBeVisible();
  const handle = page.getByRole('separator', { name: 'Drag to resize' });

  // At full width the handle sits beside the canvas, not under the settings sidebar: hovering
  // reaches it (Playwright refuses to hover an element another one covers).
  await frame.hover();
  await handle.hover();
  const start = await frame.boundingBox();
  const grip = await handle.boundingBox();
  if (start === null || grip === null) throw new Error('The canvas or its handle is not shown');
  const x = grip.x + grip.width / 2;
  const y = grip.y + grip.height / 2;

  await page.mouse.down();
  await page.mouse.move(x - 200, y, { steps: 10 });
  await page.mouse.up();
  // The frame stays centred: it narrows on both sides, its edge under the pointer.
  await expect
    .poll(async () => Math.round((await frame.boundingBox())?.width ?? 0))
    .toBeGreaterThanOrEqual(Math.round(start.width) - 402);
  const narrowed = await frame.boundingBox();
  expect(narrowed?.width).toBeLessThanOrEqual(start.width - 398);
  expect(Math.abs((narrowed?.x ?? 0) + (narrowed?.width ?? 0) - (x - 200))).toBeLessThan(16);

  // Dragging far past the minimum stops at 320 px.
  const again = await handle.boundingBox();
  if (again === null) throw new Error('The handle is gone');
  await page.mouse.move(again.x + again.width / 2, again.y + again.height / 2);
  await page.mouse.down();
  await page.mouse.move(again.x - 600, again.y + again.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect.poll(async () => (await frame.boundingBox())?.width).toBe(320);

  // The keyboard still resizes it.
  await handle.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(async () => (await frame.boundingBox())?.width).toBe(420);
});

test('the top toolbar does not cover the top of the canvas', async ({ page, loginAs }) => {
  await openHomeTemplate(page, loginAs);
  await page.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Top toolbar' }).click();
  await page.keyboard.press('Escape');
  await block(page, 'core/heading', 'The journal').click();
  const toolbar = canvas(page).getByRole('toolbar', { name: 'Block tools' });
  await expect(toolbar).toBeVisible();
  await canvas(page)
    .locator('html')
    .evaluate((html) => html.scrollTo(0, 0));

  const frame = await page.locator('iframe[name="editor-canvas"]').boundingBox();
  const bar = await toolbar.boundingBox();
  const siteTitle = await block(page, 'core/site-title').first().boundingBox();
  if (frame === null || bar === null || siteTitle === null) throw new Error('Nothing to measure');
  // Docked at the top of the canvas…
  expect(Math.abs(bar.y - frame.y)).toBeLessThan(2);
  // …above the site header, which stays in sight and can be clicked.
  expect(siteTitle.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  const header = block(page, 'core/site-title').first();
  await header.click();
  await expect(header).toHaveClass(/is-selected/);
});

test('view mode names the record in the title and keeps its id when editing starts', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/site-editor.php?p=%2Fwp_template%2Floom%2F%2Fhome');
  await expect(page).toHaveTitle('Blog Home ‹ Atelier Demo ‹ Editor — Atelier', {
    timeout: 15_000,
  });
  // A click on the canvas preview enters edit mode.
  await page
    .getByRole('region', { name: 'Editor content' })
    .getByRole('button', { name: 'Edit', exact: true })
    .click();
  await expect(page).toHaveURL(/[?&]canvas=edit/);
  expect(new URL(page.url()).searchParams.get('p')).toBe('/wp_template/loom//home');
  await expect(page).toHaveTitle('Blog Home ‹ Atelier Demo ‹ Editor — Atelier');
  await expect(block(page, 'core/heading', 'The journal')).toBeVisible({ timeout: 15_000 });
});

test('notices appear beside List View, not over it', async ({ page, loginAs }) => {
  await openHomeTemplate(page, loginAs);
  await page.getByRole('button', { name: 'Document Overview' }).click();
  const listView = page.getByRole('region', { name: 'List View' });
  await expect(listView).toBeVisible();
  await block(page, 'core/heading', 'The journal').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' today');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const notice = page.getByText('Site updated.');
  await expect(notice).toBeVisible();
  const panel = await listView.boundingBox();
  const snackbar = await notice.boundingBox();
  if (panel === null || snackbar === null) throw new Error('Nothing to measure');
  expect(snackbar.x).toBeGreaterThanOrEqual(panel.x + panel.width);
});
