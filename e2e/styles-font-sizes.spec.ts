import { saveFromSidebar, sidebar } from './browse-page.js';
import { canvas } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/**
 * Styles › Typography › Font size presets (issue #18, sizes: presets and custom, fluid): Loom's
 * 'Large' gets a new size and custom fluid values, which the canvas shows at once and the public
 * site after saving, as the `--wp--preset--font-size--large` clamp(); a custom size is then
 * offered by Typography › Text's font size control.
 */

test.use({ viewport: { width: 1400, height: 900 } });

/** What the fluid-typography engine makes of 1.5rem–2rem with Loom's 1200px wide size. */
const LARGE = 'clamp(1.5rem, 1.5rem + ((1vw - 0.2rem) * 0.909), 2rem)';
const LARGE_VARIABLE = '--wp--preset--font-size--large';

test("a theme size's new value and custom fluid values, saved to the site; a custom size offered for text", async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/site-editor.php?p=%2Fwp_global_styles');
  const nav = sidebar(page);
  const root = canvas(page).locator('html');
  await expect(canvas(page).locator('h2').first()).toBeVisible({ timeout: 15_000 });
  const themeLarge = await root.evaluate(
    (element, name) => getComputedStyle(element).getPropertyValue(name).trim(),
    LARGE_VARIABLE,
  );
  expect(themeLarge).not.toBe(LARGE);

  await nav.getByRole('link', { name: 'Typography' }).click();
  await nav.getByRole('link', { name: 'Font size presets' }).click();
  await expect(page).toHaveURL(/section=%2Ftypography%2Ffont-sizes(&|$)/);
  await expect(nav.getByRole('heading', { name: 'Font size presets' })).toBeVisible();
  const themeSizes = nav.getByRole('region', { name: 'Theme' });
  await themeSizes.getByRole('link', { name: /^Large/ }).click();
  await expect(nav.getByRole('heading', { name: 'Large' })).toBeVisible();
  await expect(page).toHaveURL(/section=%2Ftypography%2Ffont-sizes%2Ftheme%2Flarge/);

  // Loom's Large has custom fluid values: off first, so the size itself can change.
  const customFluid = nav.getByRole('checkbox', { name: 'Custom fluid values' });
  await expect(customFluid).toBeChecked();
  const size = nav.getByRole('textbox', { name: 'Size' });
  await expect(size).toBeDisabled();
  await customFluid.click();
  await expect(customFluid).not.toBeChecked();
  await size.fill('2rem');
  await customFluid.click();
  await expect(customFluid).toBeChecked();
  await expect(nav.getByRole('textbox', { name: 'Minimum' })).toHaveValue('2rem');
  await nav.getByRole('textbox', { name: 'Minimum' }).fill('1.5rem');
  await nav.getByRole('textbox', { name: 'Maximum' }).fill('2rem');

  // The canvas has the new size at once.
  await expect
    .poll(() =>
      root.evaluate(
        (element, name) => getComputedStyle(element).getPropertyValue(name).trim(),
        LARGE_VARIABLE,
      ),
    )
    .toBe(LARGE);

  await saveFromSidebar(page);
  const site = await page.context().newPage();
  await site.goto('/');
  const siteLarge = await site
    .locator('html')
    .evaluate(
      (element, name) => getComputedStyle(element).getPropertyValue(name).trim(),
      LARGE_VARIABLE,
    );
  expect(siteLarge).toBe(LARGE);
  await site.close();

  // A custom size, then Typography › Text offers it.
  await nav.getByRole('button', { name: 'Back' }).click();
  const customSizes = nav.getByRole('region', { name: 'Custom' });
  await customSizes.getByRole('button', { name: 'Add font size' }).click();
  await expect(customSizes.getByRole('link', { name: /^New Font Size 1/ })).toContainText('16px');
  await nav.getByRole('button', { name: 'Back' }).click();
  await nav.getByRole('link', { name: 'Text', exact: true }).click();
  await expect(nav.getByRole('heading', { name: 'Text' })).toBeVisible();
  const offered = nav
    .getByRole('group', { name: 'Font size' })
    .getByRole('group', { name: 'Custom' })
    .getByRole('button', { name: 'New Font Size 1' });
  await offered.click();
  await expect(offered).toHaveAttribute('aria-pressed', 'true');
});
