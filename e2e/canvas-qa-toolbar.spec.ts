import type { Locator, Page } from '@playwright/test';
import { block, canvas, editUrl, openHomeTemplate } from './canvas-page.js';
import { expect, test } from './fixtures.js';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not visible');
  return box;
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function toolbarOf(page: Page): Locator {
  return canvas(page).getByRole('toolbar', { name: 'Block tools' });
}

test('in zoom-out the block toolbar sits next to the selected block, at a readable size', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', editUrl('/wp_template/loom//404'));
  const lead = block(page, 'core/paragraph', 'The page you were looking for');
  await expect(lead).toBeVisible({ timeout: 15_000 });
  await lead.click();
  await expect(toolbarOf(page)).toBeVisible();

  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(canvas(page).locator('html')).toHaveClass(/is-zoomed-out/);
  await lead.click();
  await expect(lead).toHaveClass(/is-selected/);
  const toolbar = toolbarOf(page);
  await expect(toolbar).toBeVisible();
  // Beside the block, level with its top edge (WordPress's zoom-out toolbar), where it covers
  // nothing: not the block, not the heading above, not the search form below.
  await expect
    .poll(async () => Math.abs((await boxOf(toolbar)).y - (await boxOf(lead)).y))
    .toBeLessThanOrEqual(4);
  const bar = await boxOf(toolbar);
  for (const other of [
    lead,
    block(page, 'core/heading', 'Lost the thread'),
    block(page, 'core/search'),
  ]) {
    expect(overlap(bar, await boxOf(other))).toBe(false);
  }
  // Readable: its buttons at their normal size, not scaled down with the canvas.
  const moveUp = await boxOf(toolbar.getByRole('button', { name: 'Move up' }));
  expect(moveUp.height).toBeGreaterThanOrEqual(40);
  expect(moveUp.width).toBeGreaterThanOrEqual(36);
});

test('the toolbar does not cover the heading above the selected paragraph', async ({
  page,
  loginAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHomeTemplate(page, loginAs);
  const heading = block(page, 'core/heading', 'The journal');
  const intro = block(page, 'core/paragraph', 'Notes on craft');
  await intro.click();
  const toolbar = toolbarOf(page);
  await expect(toolbar).toBeVisible();
  await expect.poll(async () => overlap(await boxOf(toolbar), await boxOf(heading))).toBe(false);
  // Nor the selected paragraph's own text.
  expect(overlap(await boxOf(toolbar), await boxOf(intro))).toBe(false);
});

test('at 800 px with List View open the toolbar stays inside the canvas', async ({
  page,
  loginAs,
}) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await openHomeTemplate(page, loginAs);
  await page.getByRole('button', { name: 'Document Overview' }).click();
  const intro = block(page, 'core/paragraph', 'Notes on craft');
  await intro.click();
  const toolbar = toolbarOf(page);
  await expect(toolbar).toBeVisible();
  const frame = await boxOf(page.locator('iframe[name="editor-canvas"]'));
  await expect
    .poll(async () => {
      const bar = await boxOf(toolbar);

      return bar.x >= frame.x - 1 && bar.x + bar.width <= frame.x + frame.width + 1;
    })
    .toBe(true);
});

test('toolbar buttons are icons with names, tooltips and a pressed state', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const intro = block(page, 'core/paragraph', 'Notes on craft');
  await intro.click();
  const toolbar = toolbarOf(page);
  for (const name of ['Drag', 'Move up', 'Move down', 'Options', 'Bold', 'Italic', 'Link']) {
    const button = toolbar.getByRole('button', { name, exact: true });
    await expect(button.locator('svg')).toBeVisible();
    await expect(button).toHaveText('');
    await expect(button).toHaveAttribute('title', new RegExp(`^${name}`));
  }
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute(
    'title',
    'Bold (Ctrl+B)',
  );
  await expect(toolbar.getByRole('button', { name: 'Move up' })).toHaveAttribute(
    'title',
    'Move up (Ctrl+Shift+Alt+T)',
  );

  // Select a word and make it bold: the Bold button shows it is on.
  const bold = toolbar.getByRole('button', { name: 'Bold' });
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  // Select the last word with the keyboard, as a person would.
  await intro.click();
  await page.keyboard.press('End');
  for (let step = 0; step < 'making.'.length; step += 1)
    await page.keyboard.press('Shift+ArrowLeft');
  await bold.click();
  await expect(intro.locator('strong')).toHaveCount(1);
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('the Options menu shows shortcuts right-aligned, apart from the labels', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  await block(page, 'core/paragraph', 'Notes on craft').click();
  const toolbar = toolbarOf(page);
  await toolbar.getByRole('button', { name: 'Options' }).click();
  const menu = toolbar.getByRole('menu', { name: 'Options' });
  const duplicate = menu.getByRole('menuitem', { name: 'Duplicate' });
  const shortcut = duplicate.getByText('Ctrl+Shift+D', { exact: true });
  await expect(shortcut).toBeVisible();
  // Right-aligned: the shortcut ends at the item's right edge (its padding), well apart from the
  // label's text; and muted: a grey, not the label's colour.
  const layout = await duplicate.evaluate((item) => {
    const hint = Array.from(item.querySelectorAll('span')).find(
      (span) => span.textContent === 'Ctrl+Shift+D',
    );
    const label = Array.from(item.querySelectorAll('span')).find(
      (span) => span.textContent === 'Duplicate',
    );
    if (hint === undefined || label === undefined) return null;
    const text = document.createRange();
    text.selectNodeContents(label);
    const view = item.ownerDocument.defaultView;
    return {
      itemRight: item.getBoundingClientRect().right,
      hintLeft: hint.getBoundingClientRect().left,
      hintRight: hint.getBoundingClientRect().right,
      labelEnd: text.getBoundingClientRect().right,
      labelColour: view?.getComputedStyle(label).color,
      hintColour: view?.getComputedStyle(hint).color,
    };
  });
  expect(layout).not.toBeNull();
  if (layout === null) return;
  expect(layout.itemRight - layout.hintRight).toBeLessThanOrEqual(12);
  expect(layout.hintLeft - layout.labelEnd).toBeGreaterThanOrEqual(16);
  expect(layout.hintColour).not.toBe(layout.labelColour);
});

test('a paragraph’s text is aligned from the block toolbar, in the canvas and on the site', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const intro = block(page, 'core/paragraph', 'Notes on craft');
  await intro.click();
  const toolbar = toolbarOf(page);
  await toolbar.getByRole('button', { name: 'Align text' }).click();
  await toolbar
    .getByRole('menu', { name: 'Align text' })
    .getByRole('menuitemradio', { name: 'Align text center' })
    .click();
  await expect(intro).toHaveCSS('text-align', 'center');
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

  await page.goto('/blog/');
  await expect(page.getByText('Notes on craft, colour and slow making.')).toHaveCSS(
    'text-align',
    'center',
  );
});
