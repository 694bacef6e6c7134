import { block, editUrl, restHeaders, save, storedTemplate } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/**
 * The Block tab's Styles picker (issue #21 point 3): a button offers its styles, Outline is
 * chosen like a person would, the canvas draws Loom's outline look at once, and the saved
 * template keeps the class.
 */

const CONTENT = [
  '<!-- wp:buttons -->',
  '<div class="wp-block-buttons"><!-- wp:button -->',
  '<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/contact/">Book a visit</a></div>',
  '<!-- /wp:button --></div>',
  '<!-- /wp:buttons -->',
].join('\n');

test('choose Outline in the Styles picker: the canvas shows it and the template saves the class', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/');
  const response = await page.request.post('/wp-json/wp/v2/templates', {
    headers: await restHeaders(page),
    data: { slug: 'visit-us', title: 'Visit us', content: CONTENT },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await page.goto(editUrl(`/wp_template/${id}`));
  const button = block(page, 'core/button', 'Book a visit');
  await expect(button).toBeVisible({ timeout: 15_000 });
  const link = button.locator('.wp-block-button__link');
  await expect(link).toHaveCSS('background-color', 'rgb(47, 75, 216)');

  await button.click();
  const settings = page.getByRole('region', { name: 'Editor settings' });
  const styles = settings.getByRole('region', { name: 'Styles' });
  await expect(styles.getByRole('button')).toHaveText(['Fill', 'Outline']);
  await expect(styles.getByRole('button', { name: 'Fill' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await styles.getByRole('button', { name: 'Outline' }).click();
  await expect(styles.getByRole('button', { name: 'Outline' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(button).toHaveClass(/is-style-outline/);
  await expect(link).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  await save(page);
  expect(await storedTemplate(page, id)).toContain(
    '<!-- wp:button {"className":"is-style-outline"} -->\n<div class="wp-block-button is-style-outline">',
  );
});
