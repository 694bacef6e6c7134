import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { block, blogPath, canvas, openHomeTemplate, save } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/** A real 600×400 PNG: the server makes 150×150 thumbnail and 300×200 medium sizes from it. */
async function landscapePng(): Promise<Buffer> {
  return sharp({
    create: { width: 600, height: 400, channels: 3, background: { r: 180, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
}

async function insertBlock(page: Page, search: string, title: string): Promise<void> {
  await block(page, 'core/heading', 'The journal').click();
  await page.getByRole('button', { name: 'Block Inserter' }).click();
  const library = page.getByRole('region', { name: 'Block Library' });
  await library.getByRole('searchbox', { name: 'Search' }).fill(search);
  await library.getByRole('button', { name: title, exact: true }).click();
}

/** The element's rendered height, in CSS pixels. */
async function heightOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('The element is not rendered');
  return box.height;
}

test('image resolution: Medium shows the medium file, in the canvas and on the public site', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  await insertBlock(page, 'image', 'Image');
  const settings = page.getByRole('region', { name: 'Editor settings' });
  await settings.getByLabel('Upload image').setInputFiles({
    name: 'landscape.png',
    mimeType: 'image/png',
    buffer: await landscapePng(),
  });
  const image = block(page, 'core/image').locator('img');
  await expect(image).toHaveAttribute('src', /\/landscape[^/]*\.png$/);
  await expect(image).not.toHaveAttribute('src', /-\d+x\d+\.png$/);

  await settings.getByRole('combobox', { name: 'Resolution' }).selectOption('Medium');
  await expect(block(page, 'core/image')).toHaveClass(/\bsize-medium\b/);
  await expect(image).toHaveAttribute('src', /landscape[^/]*-300x200\.png$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);

  await settings.getByRole('combobox', { name: 'Resolution' }).selectOption('Thumbnail');
  await expect(image).toHaveAttribute('src', /landscape[^/]*-150x150\.png$/);
  await settings.getByRole('combobox', { name: 'Resolution' }).selectOption('Medium');
  await expect(image).toHaveAttribute('src', /landscape[^/]*-300x200\.png$/);

  await save(page);
  await page.goto(await blogPath(page));
  const publicImage = page.locator('figure.wp-block-image.size-medium img');
  await expect(publicImage).toHaveAttribute('src', /landscape[^/]*-300x200\.png$/);
  await expect
    .poll(() => publicImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(300);
});

test('cover: placeholder, then an image with an overlay at 50 % that fills the cover, canvas and public site', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  await insertBlock(page, 'cover', 'Cover');
  const cover = block(page, 'core/cover');
  await expect(cover).toBeVisible();
  // An empty cover invites a choice, as in WordPress.
  await expect(cover).toContainText('Cover');
  await expect(cover).toContainText('Upload');
  await expect(cover).toContainText('Media Library');

  // The placeholder's Upload takes the image.
  await cover.getByLabel('Upload background image').setInputFiles({
    name: 'backdrop.png',
    mimeType: 'image/png',
    buffer: await landscapePng(),
  });
  await expect(cover).not.toContainText('Media Library');

  // The new cover's paragraph is selected: the breadcrumbs lead to the cover.
  const footer = page.getByRole('region', { name: 'Editor footer' });
  await footer.getByRole('button', { name: 'Cover', exact: true }).click();
  const settings = page.getByRole('region', { name: 'Editor settings' });
  await expect(settings.getByRole('heading', { name: 'Cover', level: 2 })).toBeVisible();
  const background = cover.locator('img.wp-block-cover__image-background');
  await expect(background).toHaveAttribute('src', /\/backdrop[^/]*\.png$/);

  await settings.getByRole('button', { name: 'Overlay Blush' }).click();
  const overlay = cover.locator('.wp-block-cover__background');
  await expect(overlay).toHaveClass(/has-accent-5-background-color/);
  const opacity = settings.getByRole('slider', { name: 'Overlay opacity' });
  await opacity.fill('70');
  await expect(overlay).toHaveCSS('opacity', '0.7');
  await opacity.fill('50');
  await expect(opacity).toHaveValue('50');
  await expect(overlay).toHaveCSS('opacity', '0.5');

  const coverHeight = await heightOf(cover);
  expect(coverHeight).toBeGreaterThan(300);
  expect(Math.abs((await heightOf(background)) - coverHeight)).toBeLessThan(2);
  expect(Math.abs((await heightOf(overlay)) - coverHeight)).toBeLessThan(2);
  await expect(canvas(page).locator('.wp-block-cover__inner-container')).toBeVisible();

  await save(page);
  await page.goto(await blogPath(page));
  const publicCover = page.locator('.wp-block-cover').first();
  const publicBackground = publicCover.locator('img.wp-block-cover__image-background');
  await expect(publicBackground).toHaveAttribute('src', /\/backdrop[^/]*\.png$/);
  const publicOverlay = publicCover.locator('.wp-block-cover__background');
  await expect(publicOverlay).toHaveCSS('opacity', '0.5');
  await expect(publicOverlay).toHaveCSS('background-color', 'rgb(246, 217, 204)');
  const publicHeight = await heightOf(publicCover);
  expect(publicHeight).toBeGreaterThan(300);
  expect(Math.abs((await heightOf(publicBackground)) - publicHeight)).toBeLessThan(2);
  // The placeholder is the editor's: the public cover is WordPress's markup.
  await expect(publicCover).not.toContainText('Media Library');
});
