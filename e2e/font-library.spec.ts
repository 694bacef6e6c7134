import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { saveFromSidebar, sidebar } from './browse-page.js';
import { canvas } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/**
 * The font library end to end (issue #19): a font uploaded from the 'Fonts' modal, one variant
 * activated and used for headings, saved and on the public site; a family installed from the
 * offline collection, then uninstalled after the confirmation.
 */

const LORA_FILES = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource/lora/package.json')),
  'files',
);
const STYLES = '/wp-admin/site-editor.php?p=%2Fwp_global_styles&section=%2Ftypography';
const HEADING = 'What makes our cloth different';

/** Opens the 'Fonts' modal from the Typography screen's Fonts section. */
async function openFonts(page: Page, button: 'Manage fonts' | 'Add fonts') {
  const fonts = sidebar(page).getByRole('region', { name: 'Fonts' });
  await fonts.getByRole('button', { name: button }).click();
  const modal = page.getByRole('dialog', { name: 'Fonts' });
  await expect(modal).toBeVisible();
  return modal;
}

test('an uploaded font, one variant activated, set for headings: canvas, saved, public site', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', STYLES);
  const nav = sidebar(page);
  await expect(nav.getByRole('heading', { name: 'Typography' })).toBeVisible();

  // Upload two Lora files: both are installed and activated.
  const modal = await openFonts(page, 'Add fonts');
  await expect(modal.getByRole('tab', { name: 'Upload' })).toHaveAttribute('aria-selected', 'true');
  const chooser = page.waitForEvent('filechooser');
  await modal.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles([
    join(LORA_FILES, 'lora-latin-400-normal.woff2'),
    join(LORA_FILES, 'lora-latin-700-normal.woff2'),
  ]);
  await expect(modal.getByText('Fonts were installed successfully.')).toBeVisible({
    timeout: 20_000,
  });

  // Library → Lora: keep only Bold, then Update saves the fonts.
  await modal.getByRole('tab', { name: 'Library' }).click();
  const installed = modal.getByRole('region', { name: 'Installed Fonts' });
  await installed.getByRole('button', { name: /Lora/ }).click();
  await expect(modal.getByRole('heading', { name: 'Lora' })).toBeVisible();
  const normal = modal.getByRole('checkbox', { name: 'Normal', exact: true });
  const bold = modal.getByRole('checkbox', { name: 'Bold', exact: true });
  await expect(normal).toBeChecked();
  await expect(modal.getByRole('button', { name: 'Update' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await normal.click();
  await expect(normal).not.toBeChecked();
  await expect(bold).toBeChecked();
  await modal.getByRole('button', { name: 'Update' }).click();
  await expect(modal.getByText('Font family updated successfully.')).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();

  // The Fonts section lists it; Headings take it as their font family.
  await expect(
    nav.getByRole('region', { name: 'Fonts' }).getByRole('button', { name: /Lora/ }),
  ).toBeVisible();
  await nav.getByRole('link', { name: 'Headings' }).click();
  await nav.getByRole('combobox', { name: 'Font family' }).selectOption({ label: 'Lora' });
  const heading = canvas(page).locator('h2').filter({ hasText: HEADING });
  await expect(heading).toHaveCSS('font-family', /Lora/);
  // The canvas loads the installed face at once (its @font-face comes with the styles).
  await expect
    .poll(() =>
      heading.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.replace(/"/g, '') === 'Lora')
          .map((face) => `${face.weight} ${face.status}`),
      ),
    )
    .toEqual(['700 loaded']);
  await saveFromSidebar(page);

  // The public site: the active face only, and headings in Lora.
  const site = await page.context().newPage();
  const response = await site.goto('/');
  const html = (await response?.text()) ?? '';
  const faces = html.match(/@font-face\{[^}]*font-family: ?"?Lora[^}]*\}/g) ?? [];
  expect(faces).toHaveLength(1);
  expect(faces[0]).toContain('font-weight: 700');
  expect(faces[0]).toContain('font-display: swap');
  expect(faces[0]).toMatch(/\/wp-content\/fonts\/[^)]+\.woff2/);
  const siteHeading = site.getByRole('heading', { name: HEADING });
  await expect(siteHeading).toHaveCSS('font-family', /Lora/);
});

test('a family installed from the offline collection, then uninstalled after the confirmation', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', STYLES);
  const modal = await openFonts(page, 'Manage fonts');

  // The offline collection's tab: search, pick one face, install.
  await modal.getByRole('tab', { name: 'Atelier Fonts' }).click();
  await modal.getByRole('searchbox', { name: 'Search fonts' }).fill('BITTER');
  const results = modal.getByRole('list', { name: 'Fonts' });
  await expect(results.getByRole('button')).toHaveCount(1);
  await results.getByRole('button', { name: /Bitter/ }).click();
  await expect(modal.getByRole('heading', { name: 'Bitter' })).toBeVisible();
  await modal.getByRole('checkbox', { name: 'Select all' }).click();
  await expect(modal.getByRole('checkbox', { name: 'Normal', exact: true })).not.toBeChecked();
  await modal.getByRole('checkbox', { name: 'Normal', exact: true }).click();
  await expect(modal.getByRole('checkbox', { name: 'Normal', exact: true })).toBeChecked();
  await modal.getByRole('button', { name: 'Install' }).click();
  await expect(modal.getByText('Fonts were installed successfully.')).toBeVisible({
    timeout: 20_000,
  });

  // The Library lists it with its one variant active; the Typography screen too.
  await modal.getByRole('tab', { name: 'Library' }).click();
  const installed = modal.getByRole('region', { name: 'Installed Fonts' });
  await expect(installed.getByRole('button', { name: /Bitter/ })).toContainText(
    '1/1 variants active',
  );
  await installed.getByRole('button', { name: /Bitter/ }).click();

  // Uninstall: the confirmation, then it is gone from the library and the styles.
  await modal.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete font' });
  await expect(
    confirm.getByText(
      'Are you sure you want to delete "Bitter" font and all its variants and assets?',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(modal.getByText('Font family uninstalled successfully.')).toBeVisible();
  await expect(modal.getByRole('region', { name: 'Installed Fonts' })).toHaveCount(0);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(
    sidebar(page)
      .getByRole('region', { name: 'Fonts' })
      .getByRole('button', { name: /Bitter/ }),
  ).toHaveCount(0);
});
