import type { Page } from '@playwright/test';
import { block, blogPath, canvas, openHomeTemplate, save } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/** Chooses a device in the header's View menu. */
async function previewOn(page: Page, device: 'Desktop' | 'Tablet' | 'Mobile'): Promise<void> {
  await page.getByRole('button', { name: 'View', exact: true }).click();
  await page.getByRole('menuitemradio', { name: device }).click();
}

test('colour a group from the inspector: the canvas shows it, and the public site after saving', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const settings = page.getByRole('region', { name: 'Editor settings' });
  await expect(settings.getByRole('tab', { name: 'Template' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await block(page, 'core/heading', 'The journal').click();
  await expect(settings.getByRole('tab', { name: 'Block' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(settings.getByRole('heading', { name: 'Heading', level: 2 })).toBeVisible();
  await expect(settings.getByRole('group', { name: 'Heading level' })).toBeVisible();

  // The footer breadcrumbs lead to the group around the heading.
  const footer = page.getByRole('region', { name: 'Editor footer' });
  await footer.getByRole('button', { name: 'Group' }).last().click();
  await expect(settings.getByRole('heading', { name: 'Group', level: 2 })).toBeVisible();
  await expect(settings.getByRole('group', { name: 'Heading level' })).toHaveCount(0);

  await settings.getByRole('button', { name: 'Background Blush' }).click();
  const group = block(page, 'core/group', 'The journal').last();
  await expect(group).toHaveClass(/has-accent-5-background-color/);
  await expect(group).toHaveCSS('background-color', 'rgb(246, 217, 204)');

  await settings.getByRole('textbox', { name: 'Custom text color' }).fill('#123456');
  await expect(group).toHaveCSS('color', 'rgb(18, 52, 86)');

  await save(page);

  await page.goto(await blogPath(page));
  const publicGroup = page.locator('.wp-block-group.has-accent-5-background-color');
  await expect(publicGroup).toContainText('The journal');
  await expect(publicGroup).toHaveCSS('background-color', 'rgb(246, 217, 204)');
  await expect(publicGroup).toHaveCSS('color', 'rgb(18, 52, 86)');
});

test('the settings sidebar toggles with its button and primaryShift+comma', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  await expect(page).toHaveTitle(/^Blog Home ‹ .+ ‹ Editor — Atelier$/);
  const settings = page.getByRole('region', { name: 'Editor settings' });
  await expect(settings).toBeVisible();
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(settings).toHaveCount(0);
  await page.keyboard.press('Control+Shift+Comma');
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('region', { name: 'Areas' })).toContainText('header');
});

test('code editor round trip: edit the markup, exit, the canvas shows it, save, reload', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  await page.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('menuitemradio', { name: 'Code editor' }).click();
  await expect(page.getByRole('heading', { name: 'Editing code' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Code editor selected' })).toBeAttached();
  const code = page.getByPlaceholder('Start writing with text or HTML');
  const markup = await code.inputValue();
  expect(markup).toContain('<h1 class="wp-block-heading">The journal</h1>');
  await code.fill(markup.replace('The journal</h1>', 'The code journal</h1>'));

  await page.getByRole('button', { name: 'Exit code editor' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Visual editor selected' }),
  ).toBeAttached();
  await expect(block(page, 'core/heading', 'The code journal')).toBeVisible();

  // secondary+m goes back to the code editor and returns.
  await page.keyboard.press('Control+Shift+Alt+KeyM');
  await expect(page.getByRole('heading', { name: 'Editing code' })).toBeVisible();
  await page.keyboard.press('Control+Shift+Alt+KeyM');
  await expect(page.getByRole('heading', { name: 'Editing code' })).toHaveCount(0);

  await save(page);
  await page.reload();
  await expect(block(page, 'core/heading', 'The code journal')).toBeVisible();
});

test('device preview and zoom-out', async ({ page, loginAs }) => {
  await openHomeTemplate(page, loginAs);
  const frame = page.locator('iframe[name="editor-canvas"]');
  await previewOn(page, 'Tablet');
  await expect.poll(async () => (await frame.boundingBox())?.width).toBe(780);
  await previewOn(page, 'Mobile');
  await expect.poll(async () => (await frame.boundingBox())?.width).toBe(360);

  // A whole template is not resized (spec 1 §4.7): only parts and patterns, in focus mode.
  await expect(page.getByRole('separator', { name: 'Drag to resize' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(page.getByRole('button', { name: 'Zoom out' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(canvas(page).locator('html')).toHaveClass(/is-zoomed-out/);
  await expect(page.getByRole('region', { name: 'Editor footer' })).toHaveCount(0);
  await page.getByRole('button', { name: 'View', exact: true }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Desktop' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('menuitemradio', { name: 'Tablet' }).click();
  await expect(canvas(page).locator('html')).not.toHaveClass(/is-zoomed-out/);
});

test('a template part is resized in focus mode with the handle and the arrow keys', async ({
  page,
  loginAs,
}) => {
  await loginAs(
    'admin',
    '/wp-admin/site-editor.php?p=%2Fwp_template_part%2Floom%2F%2Fheader&canvas=edit',
  );
  const frame = page.locator('iframe[name="editor-canvas"]');
  await previewOn(page, 'Mobile');
  await expect.poll(async () => (await frame.boundingBox())?.width).toBe(360);
  const handle = page.getByRole('separator', { name: 'Drag to resize' });
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await frame.boundingBox())?.width).toBe(380);
  await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(async () => (await frame.boundingBox())?.width).toBe(320);
});

test('distraction free closes the panels and its notice undoes it', async ({ page, loginAs }) => {
  await openHomeTemplate(page, loginAs);
  const settings = page.getByRole('region', { name: 'Editor settings' });
  const listView = page.getByRole('region', { name: 'List View' });
  await page.getByRole('button', { name: 'Document Overview' }).click();
  await expect(settings).toBeVisible();
  await expect(listView).toBeVisible();

  await page.keyboard.press('Control+Shift+Backslash');
  await expect(page.getByText('Distraction free mode activated.')).toBeVisible();
  await expect(settings).toHaveCount(0);
  await expect(listView).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Editor footer' })).toHaveCount(0);
  // The header stays hidden until the pointer comes to it (the click above left it there).
  const header = page.getByRole('region', { name: 'Editor top bar' });
  await page.getByRole('region', { name: 'Editor content' }).hover();
  await expect(header).toHaveCSS('opacity', '0');
  await header.hover();
  await expect(header).toHaveCSS('opacity', '1');

  await page.getByRole('button', { name: 'Undo' }).last().click();
  await expect(settings).toBeVisible();
  await expect(listView).toBeVisible();
  await page.getByRole('button', { name: 'Options' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Distraction free' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
});

test('command palette, keyboard shortcuts help and region navigation', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  await page.getByRole('button', { name: 'Settings', exact: true }).focus();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox', { name: 'Search commands and settings' }).fill('keyboard');
  await page.keyboard.press('Enter');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Switch between visual editor and code editor.');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  await page.keyboard.press('Shift+Alt+KeyH');
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');

  await page.keyboard.press('Control+Backquote');
  await expect(page.getByRole('region', { name: 'Editor content' })).toBeFocused();
  await page.keyboard.press('Control+Backquote');
  await expect(page.getByRole('region', { name: 'Editor settings' })).toBeFocused();
  await page.keyboard.press('Control+Shift+Backquote');
  await expect(page.getByRole('region', { name: 'Editor content' })).toBeFocused();
});

test('an invalid block shows a warning; Attempt recovery and Convert to HTML fix it', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  await page.keyboard.press('Control+Shift+Alt+KeyM');
  const code = page.getByPlaceholder('Start writing with text or HTML');
  const broken = (text: string) =>
    `<!-- wp:paragraph {"align":"center"} -->\n<p>${text}</p>\n<!-- /wp:paragraph -->\n\n`;
  await code.fill(broken('Mended') + broken('Kept as HTML') + (await code.inputValue()));
  await page.getByRole('button', { name: 'Exit code editor' }).click();

  const warnings = canvas(page).getByRole('alert');
  await expect(warnings).toHaveCount(2);
  await expect(warnings.first()).toContainText(
    'This block contains unexpected or invalid content.',
  );
  await warnings.first().getByRole('button', { name: 'Attempt recovery' }).click();
  await expect(block(page, 'core/paragraph', 'Mended')).toHaveClass(/has-text-align-center/);
  await expect(warnings).toHaveCount(1);

  await warnings.getByRole('button', { name: 'Convert to HTML' }).click();
  await expect(warnings).toHaveCount(0);
  await expect(block(page, 'core/html')).toHaveCount(1);
});

test('inspector controls: heading level, font size, border and CSS class, each change one undo step', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const settings = page.getByRole('region', { name: 'Editor settings' });
  await block(page, 'core/heading', 'The journal').click();
  await settings.getByRole('button', { name: 'Heading 2' }).click();
  await expect(canvas(page).locator('h2', { hasText: 'The journal' })).toBeVisible();
  await settings
    .getByRole('group', { name: 'Font size' })
    .getByRole('button', { name: 'Small', exact: true })
    .click();
  await expect(block(page, 'core/heading', 'The journal')).toHaveClass(/has-small-font-size/);

  await page
    .getByRole('region', { name: 'Editor footer' })
    .getByRole('button', { name: 'Group' })
    .last()
    .click();
  const group = block(page, 'core/group', 'The journal').last();
  await settings.getByRole('textbox', { name: 'Border width' }).pressSequentially('3px');
  await expect(group).toHaveCSS('border-top-width', '3px');
  await expect(group).toHaveCSS('border-top-style', 'solid');

  await settings
    .getByRole('textbox', { name: 'Additional CSS class(es)' })
    .pressSequentially('is-craft');
  await expect(group).toHaveClass(/\bis-craft\b/);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(group).not.toHaveClass(/is-craft/);
  await expect(group).toHaveCSS('border-top-width', '3px');
});

/** A 1×1 PNG. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('image settings: upload through the media endpoint, then alternative text', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  await block(page, 'core/heading', 'The journal').click();
  await page.getByRole('button', { name: 'Block Inserter' }).click();
  const library = page.getByRole('region', { name: 'Block Library' });
  await library.getByRole('searchbox', { name: 'Search' }).fill('image');
  await library.getByRole('button', { name: 'Image', exact: true }).click();

  const settings = page.getByRole('region', { name: 'Editor settings' });
  await expect(settings.getByRole('heading', { name: 'Image', level: 2 })).toBeVisible();
  await settings.getByLabel('Upload image').setInputFiles({
    name: 'loom.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  const image = block(page, 'core/image').locator('img');
  await expect(image).toHaveAttribute('src', /\/wp-content\/uploads\/.*loom.*\.png$/);

  await settings.getByRole('textbox', { name: 'Alternative text' }).fill('A loom at rest');
  await expect(image).toHaveAttribute('alt', 'A loom at rest');

  await settings.getByRole('button', { name: 'Media Library' }).click();
  await expect(
    settings.getByRole('list', { name: 'Media Library' }).getByRole('listitem'),
  ).not.toHaveCount(0);
});

test('navigation settings: create a new menu for the header navigation', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  await block(page, 'core/navigation').first().click();
  const settings = page.getByRole('region', { name: 'Editor settings' });
  await expect(settings.getByRole('heading', { name: 'Navigation', level: 2 })).toBeVisible();
  const menu = settings.getByRole('combobox', { name: 'Choose menu' });
  await settings.getByRole('button', { name: 'Create new menu' }).click();
  await expect(menu.locator('option:checked')).toHaveText('Header navigation');
  await expect(menu).not.toHaveValue('');

  // The header part holds the navigation block: it is the record to save.
  await page.getByRole('button', { name: 'Review 1 change…' }).click();
  await expect(page.getByRole('dialog')).toContainText('Header');
});
