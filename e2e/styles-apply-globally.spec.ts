import type { Locator, Page } from '@playwright/test';
import { block, editUrl, restHeaders, restPost, storedTemplate } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/**
 * 'Apply globally' from the block inspector (issue #18 item 4): a Button given its own background
 * pushes it to the Button block type, so every button takes it; the template and the Styles
 * record change in one undo step; both are saved and the public site follows.
 */

test.use({ viewport: { width: 1400, height: 900 } });

const INDIGO = 'rgb(47, 75, 216)'; // Loom's button background (accent)
const MADDER = 'rgb(217, 88, 43)'; // accent-2

const SLUG = 'wp-custom-template-visit';
const CONTENT = [
  '<!-- wp:heading {"level":1} -->',
  '<h1 class="wp-block-heading">Visit the studio</h1>',
  '<!-- /wp:heading -->',
  '<!-- wp:buttons -->',
  '<div class="wp-block-buttons"><!-- wp:button -->',
  '<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/contact/">Book a visit</a></div>',
  '<!-- /wp:button --></div>',
  '<!-- /wp:buttons -->',
  '<!-- wp:paragraph -->',
  '<p>Open Tuesday to Saturday.</p>',
  '<!-- /wp:paragraph -->',
  '<!-- wp:buttons -->',
  '<div class="wp-block-buttons"><!-- wp:button -->',
  '<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/journal/">Read the journal</a></div>',
  '<!-- /wp:button --></div>',
  '<!-- /wp:buttons -->',
].join('\n');

/** A custom template with two buttons, and a published page that uses it (through the API). */
async function setUpVisitPage(page: Page): Promise<{ templateId: string; link: string }> {
  const response = await page.request.post('/wp-json/wp/v2/templates', {
    headers: await restHeaders(page),
    data: { slug: SLUG, title: 'Visit', content: CONTENT },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const visit = await restPost<{ link: string }>(page, '/wp/v2/pages', {
    title: 'Visit us',
    status: 'publish',
    template: SLUG,
  });
  return { templateId: id, link: new URL(visit.link).pathname };
}

const linkOf = (button: Locator) => button.locator('.wp-block-button__link');

test('Apply globally: a button’s background goes to every button, one undo step, saved, public', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/');
  const { templateId, link } = await setUpVisitPage(page);
  await page.goto(editUrl(`/wp_template/${templateId}`));
  const book = block(page, 'core/button', 'Book a visit');
  const read = block(page, 'core/button', 'Read the journal');
  await expect(book).toBeVisible({ timeout: 15_000 });
  await expect(linkOf(read)).toHaveCSS('background-color', INDIGO);

  // The first button gets a background of its own.
  await linkOf(book).click();
  const settings = page.getByRole('region', { name: 'Editor settings' });
  await expect(settings.getByRole('heading', { name: 'Button', level: 2 })).toBeVisible();
  const advanced = settings.getByRole('region', { name: 'Advanced' });
  const apply = advanced.getByRole('button', { name: 'Apply globally' });
  await expect(apply).toHaveAttribute('aria-disabled', 'true');
  await expect(advanced).toContainText(
    'Apply this block’s typography, spacing, dimensions, and color styles to all Button blocks.',
  );
  await settings.getByRole('button', { name: 'Background Madder' }).click();
  await expect(linkOf(book)).toHaveCSS('background-color', MADDER);
  await expect(linkOf(read)).toHaveCSS('background-color', INDIGO);

  // Applied globally: the block loses its own colour, the block type has it, so both show it.
  await expect(apply).toHaveAttribute('aria-disabled', 'false');
  await apply.click();
  await expect(page.getByText('Button styles applied.')).toBeVisible();
  await expect(linkOf(read)).toHaveCSS('background-color', MADDER);
  await expect(linkOf(book)).toHaveCSS('background-color', MADDER);
  await expect(linkOf(book)).not.toHaveClass(/has-accent-2-background-color/);
  await expect(apply).toHaveAttribute('aria-disabled', 'true');

  // One undo takes both back: the first button its own colour again, the second the theme's.
  await block(page, 'core/heading', 'Visit the studio').click();
  await page.keyboard.press('Control+z');
  await expect(linkOf(read)).toHaveCSS('background-color', INDIGO);
  await expect(linkOf(book)).toHaveClass(/has-accent-2-background-color/);
  await expect(linkOf(book)).toHaveCSS('background-color', MADDER);

  // One redo does both again.
  await page.keyboard.press('Control+Shift+z');
  await expect(linkOf(read)).toHaveCSS('background-color', MADDER);
  await expect(linkOf(book)).not.toHaveClass(/has-accent-2-background-color/);

  // The save panel lists the template and the Styles record.
  await page.getByRole('button', { name: /Review 2 changes/ }).click();
  const panel = page.getByRole('dialog', { name: 'Save changes' });
  await expect(panel.getByText('Visit', { exact: true })).toBeVisible();
  await expect(panel.getByText('Custom Styles')).toBeVisible();
  await expect(panel.getByText('Global Styles')).toBeVisible();
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  expect(await storedTemplate(page, templateId)).not.toContain('accent-2');

  // The public page: every button takes the block type's colour.
  const site = await page.context().newPage();
  await site.goto(link);
  const buttons = site.locator('.wp-block-button__link');
  await expect(buttons).toHaveCount(2);
  await expect(buttons.nth(0)).toHaveCSS('background-color', MADDER);
  await expect(buttons.nth(1)).toHaveCSS('background-color', MADDER);
  await site.close();
});
