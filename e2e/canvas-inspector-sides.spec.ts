import type { Locator, Page } from '@playwright/test';
import { block, blogPath, openHomeTemplate, save } from './canvas-page.js';
import { expect, test } from './fixtures.js';

// Wide enough for Loom's fluid spacing presets to reach their maximum, in the canvas (with the
// settings sidebar open) and on the public page: Large is 44px, X-Large 64px.
test.use({ viewport: { width: 1400, height: 900 } });

async function selectJournalGroup(page: Page): Promise<Locator> {
  await block(page, 'core/heading', 'The journal').click();
  await page
    .getByRole('region', { name: 'Editor footer' })
    .getByRole('button', { name: 'Group' })
    .last()
    .click();
  const settings = page.getByRole('region', { name: 'Editor settings' });
  await expect(settings.getByRole('heading', { name: 'Group', level: 2 })).toBeVisible();
  return settings;
}

/** Where a box sits in its own document: the page, or the canvas frame's viewport. */
async function offsetIn(target: Locator, frame?: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox();
  const origin = frame === undefined ? { x: 0, y: 0 } : await frame.boundingBox();
  if (box === null || origin === null) throw new Error('not laid out');
  return { x: box.x - origin.x, y: box.y - origin.y };
}

test('padding of one side and a left border: canvas, undo, then the public page', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const settings = await selectJournalGroup(page);
  const group = block(page, 'core/group', 'The journal').last();

  const padding = settings.getByRole('group', { name: 'Padding', exact: true });
  const unlink = padding.getByRole('button', { name: 'Unlink sides' });
  await expect(unlink).toHaveAttribute('aria-pressed', 'true');
  await unlink.click();
  await expect(padding.getByRole('button', { name: 'Link sides' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const top = padding.getByRole('group', { name: 'Top padding', exact: true });
  await top.getByRole('button', { name: 'Large', exact: true }).click();
  await expect(group).toHaveCSS('padding-top', '44px');
  await expect(group).toHaveCSS('padding-bottom', '0px');
  await expect(group).toHaveCSS('padding-left', '0px');

  // Another value for the same side, then undo: the previous one is back.
  await top.getByRole('button', { name: 'X-Large', exact: true }).click();
  await expect(group).toHaveCSS('padding-top', '64px');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(group).toHaveCSS('padding-top', '44px');
  await expect(top.getByRole('button', { name: 'Large', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const border = settings.getByRole('region', { name: 'Border' });
  await border.getByRole('button', { name: 'Unlink sides' }).click();
  const left = border.getByRole('group', { name: 'Left border', exact: true });
  await left.getByRole('textbox', { name: 'Left border width' }).fill('4px');
  await left.getByRole('button', { name: 'Left border color Madder' }).click();
  await expect(group).toHaveCSS('border-left-width', '4px');
  await expect(group).toHaveCSS('border-left-style', 'solid');
  await expect(group).toHaveCSS('border-left-color', 'rgb(217, 88, 43)');
  await expect(group).toHaveCSS('border-top-width', '0px');
  // The style the width needed was filled in (spec 3 §4).
  await expect(left.getByRole('combobox', { name: 'Left border style' })).toHaveValue('solid');

  await save(page);

  await page.goto(await blogPath(page));
  const publicGroup = page.getByRole('heading', { name: 'The journal', level: 1 }).locator('..');
  await expect(publicGroup).toHaveCSS('padding-top', '44px');
  await expect(publicGroup).toHaveCSS('padding-bottom', '0px');
  await expect(publicGroup).toHaveCSS('border-left-width', '4px');
  await expect(publicGroup).toHaveCSS('border-left-style', 'solid');
  await expect(publicGroup).toHaveCSS('border-left-color', 'rgb(217, 88, 43)');
  await expect(publicGroup).toHaveCSS('border-right-width', '0px');
});

test('the canvas lays the page out like the public site: same inset and height above the heading', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const frame = page.locator('iframe[name="editor-canvas"]');
  const heading = block(page, 'core/heading', 'The journal');
  const blog = await blogPath(page);

  const compare = async () => {
    const frameBox = await frame.boundingBox();
    if (frameBox === null) throw new Error('no canvas frame');
    const inCanvas = await offsetIn(heading, frame);
    const site = await page.context().newPage();
    await site.setViewportSize({ width: Math.round(frameBox.width), height: 900 });
    await site.goto(blog);
    const onSite = await offsetIn(site.getByRole('heading', { name: 'The journal', level: 1 }));
    await site.close();
    expect(Math.abs(inCanvas.x - onSite.x)).toBeLessThanOrEqual(3);
    expect(Math.abs(inCanvas.y - onSite.y)).toBeLessThanOrEqual(3);
    return inCanvas.x;
  };

  // With the settings sidebar open the frame is narrower than the page.
  await expect(page.getByRole('region', { name: 'Editor settings' })).toBeVisible();
  await compare();

  // Closed, the frame is as wide as the window: the wide column is centred, 100px in.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Editor settings' })).toHaveCount(0);
  await expect.poll(async () => (await frame.boundingBox())?.width).toBeGreaterThan(1350);
  expect(await compare()).toBeGreaterThan(90);
});
