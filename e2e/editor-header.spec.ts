import type { Page } from '@playwright/test';
import { block, editUrl, openCustomTemplate, openHomeTemplate } from './canvas-page.js';
import { expect, test } from './fixtures.js';

function header(page: Page) {
  return page.getByRole('region', { name: 'Editor top bar' });
}

function canvasWidth(page: Page) {
  return async () => (await page.locator('iframe[name="editor-canvas"]').boundingBox())?.width;
}

/** Chooses a device in the header's View menu. */
async function previewOn(page: Page, device: 'Desktop' | 'Tablet' | 'Mobile') {
  await header(page).getByRole('button', { name: 'View', exact: true }).click();
  await page.getByRole('menuitemradio', { name: device }).click();
}

test('one header row holds the editing tools around the document title and type', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const bar = header(page);
  await expect(bar.getByRole('button', { name: 'Blog Home · Template' })).toBeVisible();
  for (const name of ['Block Inserter', 'Document Overview', 'Undo', 'Redo', 'Zoom out']) {
    await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
  }
  for (const name of ['View', 'Settings', 'Options']) {
    await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(bar.getByRole('region', { name: 'Editor publish' })).toHaveText('Saved');
  await expect(bar.getByRole('link', { name: 'Open navigation' })).toBeVisible();
  // Nothing to undo yet; the toggles say whether their panel is open.
  await expect(bar.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
  await expect(bar.getByRole('button', { name: 'Block Inserter' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await bar.getByRole('button', { name: 'Block Inserter' }).click();
  await expect(bar.getByRole('button', { name: 'Block Inserter' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('region', { name: 'Block Library' })).toBeVisible();

  // Every control sits in one row of 60–64 px.
  const box = await bar.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(60);
  expect(box?.height).toBeLessThanOrEqual(65);

  await page.goto(editUrl('/wp_template_part/loom//header'));
  await expect(header(page).getByRole('button', { name: /· Template Part$/ })).toBeVisible();
});

test('the View menu previews the canvas on a tablet and back on the desktop', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const desktopWidth = await canvasWidth(page)();
  await previewOn(page, 'Tablet');
  await expect.poll(canvasWidth(page)).toBe(780);
  await header(page).getByRole('button', { name: 'View', exact: true }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Tablet' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('menuitemradio', { name: 'Desktop' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByRole('menuitem', { name: 'View site' })).toHaveAttribute(
    'target',
    '_blank',
  );
  // Escape closes the menu and gives focus back to its button.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'View', exact: true })).toBeFocused();

  // The keyboard works the menu: Enter opens it on the first item, arrows move, Enter chooses.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'Desktop' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Tablet' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitemradio', { name: 'Desktop' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(canvasWidth(page)).toBe(desktopWidth);
});

test('the Settings toggle closes and opens the sidebar and says whether it is open', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const settings = header(page).getByRole('button', { name: 'Settings', exact: true });
  const sidebar = page.getByRole('region', { name: 'Editor settings' });
  await expect(sidebar).toBeVisible();
  await expect(settings).toHaveAttribute('aria-pressed', 'true');
  await settings.click();
  await expect(sidebar).toHaveCount(0);
  await expect(settings).toHaveAttribute('aria-pressed', 'false');
  await settings.click();
  await expect(sidebar).toBeVisible();
  await expect(settings).toHaveAttribute('aria-pressed', 'true');
  // primary+shift+comma is the same command.
  await page.keyboard.press('Control+Shift+Comma');
  await expect(settings).toHaveAttribute('aria-pressed', 'false');
});

test('the document bar opens the command palette, which renames a custom template', async ({
  page,
  loginAs,
}) => {
  await openCustomTemplate(page, loginAs, { slug: 'landing', title: 'Landing' });
  await header(page).getByRole('button', { name: 'Landing · Template' }).click();
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(
    palette.getByRole('combobox', { name: 'Search commands and settings' }),
  ).toBeFocused();
  await page.keyboard.type('rename');
  await page.keyboard.press('Enter');
  await expect(palette).toHaveCount(0);

  const dialog = page.getByRole('dialog', { name: 'Rename template' });
  await dialog.getByRole('textbox', { name: 'Template title' }).fill('Journal');
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(header(page).getByRole('button', { name: 'Journal · Template' })).toBeVisible();
  const publish = page.getByRole('region', { name: 'Editor publish' });
  await expect(publish).toHaveText('Save');

  // One undo step takes the rename back.
  await header(page).getByRole('button', { name: 'Undo' }).click();
  await expect(header(page).getByRole('button', { name: 'Landing · Template' })).toBeVisible();
  await expect(publish).toHaveText('Saved');
});

test('a theme template is not renamed from the palette (spec 1 §4.3)', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  await header(page).getByRole('button', { name: 'Blog Home · Template' }).click();
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await page.keyboard.type('rename');
  await expect(palette.getByRole('option')).toHaveCount(0);
});

test('what is typed while the palette is still loading goes into its search field', async ({
  page,
  loginAs,
}) => {
  // The palette's code arrives only once the person has typed (a slow network, a busy machine).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/OpenPalette-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openHomeTemplate(page, loginAs);
  await header(page).getByRole('button', { name: 'Blog Home · Template' }).click();
  await page.keyboard.type('templ');
  release();
  const search = page
    .getByRole('dialog', { name: 'Command palette' })
    .getByRole('combobox', { name: 'Search commands and settings' });
  await expect(search).toHaveValue('templ');
  await expect(search).toBeFocused();
  await page.keyboard.type('ates');
  await expect(search).toHaveValue('templates');
});

test('primary+k opens the palette in view mode: to Templates, then edit the shown template', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/site-editor.php');
  await expect(page.getByRole('region', { name: 'Navigation' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const search = palette.getByRole('combobox', { name: 'Search commands and settings' });
  await search.fill('templates');
  // Only the screens: toggles need the canvas and are not offered here.
  await expect(palette.getByRole('option')).toHaveText(['Templates']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle(/^Templates ‹/);
  await expect(page).toHaveURL(/p=%2Fwp_template(&|$)/);

  await page
    .getByRole('region', { name: 'Navigation' })
    .getByRole('link', { name: 'Blog Home' })
    .click();
  await expect(page.getByRole('region', { name: 'Editor top bar' })).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await search.fill('settings sidebar');
  await expect(palette.getByText('No results found.')).toBeVisible();
  await search.fill('edit template');
  await page.keyboard.press('Enter');
  await expect(header(page).getByRole('button', { name: 'Blog Home · Template' })).toBeVisible();
  await expect(page).toHaveURL(/canvas=edit/);
});

test('Open navigation goes back to view mode and the next edit starts on the desktop', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  await previewOn(page, 'Mobile');
  await expect.poll(canvasWidth(page)).toBe(360);
  await header(page).getByRole('link', { name: 'Open navigation' }).click();
  await expect(page.getByRole('region', { name: 'Navigation' })).toBeVisible();
  await expect(page).not.toHaveURL(/canvas=edit/);

  await page
    .getByRole('region', { name: 'Editor content' })
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(block(page, 'core/heading', 'The journal')).toBeVisible();
  await header(page).getByRole('button', { name: 'View', exact: true }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Desktop' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('at 700 px the header still fits in one row, icons kept', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 700, height: 800 });
  await openHomeTemplate(page, loginAs);
  const bar = header(page);
  for (const name of [
    'Block Inserter',
    'Document Overview',
    'Undo',
    'View',
    'Settings',
    'Options',
  ]) {
    await expect(bar.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await expect(bar.getByRole('region', { name: 'Editor publish' })).toBeInViewport({ ratio: 1 });
  await expect(bar.getByRole('button', { name: /Blog Home/ })).toBeInViewport({ ratio: 1 });
  expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const box = await bar.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(65);
});
