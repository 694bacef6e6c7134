import { saveFromSidebar, sidebar } from './browse-page.js';
import { canvas } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/**
 * The Styles area end to end (issue #18, first increment): the body text colour (Colors → Text)
 * and a heading level's font size (Typography → Headings → H2) change the canvas at once, are
 * saved with the Save button and change the public site; 'Reset styles' brings the theme back.
 */

test.use({ viewport: { width: 1400, height: 900 } });

const COFFEE = 'rgb(192, 255, 238)';
const HEADING = 'What makes our cloth different';

test('body text colour and H2 size: canvas at once, saved, on the public site; then reset', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/site-editor.php?p=%2Fwp_global_styles');
  const nav = sidebar(page);
  await expect(nav.getByRole('heading', { name: 'Styles' })).toBeVisible();
  // The front page's template is in the canvas beside the sidebar.
  const body = canvas(page).locator('body');
  const heading = canvas(page).locator('h2').filter({ hasText: HEADING });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  const themeColour = await body.evaluate((element) => getComputedStyle(element).color);
  const themeSize = await heading.evaluate((element) => getComputedStyle(element).fontSize);
  // The theme's sizes are fluid: the site, wider than the canvas, has its own before any change.
  const site = await page.context().newPage();
  await site.goto('/');
  const siteHeading = site.getByRole('heading', { name: HEADING });
  const siteSize = await siteHeading.evaluate((element) => getComputedStyle(element).fontSize);

  // Colors → Text: a custom colour.
  await nav.getByRole('link', { name: 'Colors' }).click();
  await expect(page).toHaveURL(/section=%2Fcolors(&|$)/);
  await nav.getByText('Text', { exact: true }).first().click();
  await nav.getByRole('textbox', { name: 'Custom text color' }).fill('#c0ffee');
  await expect(body).toHaveCSS('color', COFFEE);

  // Back to the root, then Typography → Headings → H2: a custom size (below the 14px under
  // which sizes stay static, so the canvas and the site give the same px at any width).
  await nav.getByRole('button', { name: 'Back' }).click();
  await nav.getByRole('link', { name: 'Typography' }).click();
  await nav.getByRole('link', { name: 'Headings' }).click();
  await expect(page).toHaveURL(/section=%2Ftypography%2Fheading/);
  await nav
    .getByRole('group', { name: 'Heading level' })
    .getByRole('button', { name: 'H2' })
    .click();
  await nav.getByRole('textbox', { name: 'Custom font size' }).fill('13px');
  await expect(heading).toHaveCSS('font-size', '13px');

  // The sidebar keeps its screen across a reload (the section is in the URL); the edits are
  // saved first so nothing is lost.
  await saveFromSidebar(page);
  await page.reload();
  await expect(nav.getByRole('heading', { name: 'Headings' })).toBeVisible();

  await site.reload();
  await expect(site.locator('body')).toHaveCSS('color', COFFEE);
  await expect(siteHeading).toHaveCSS('font-size', '13px');

  // Reset styles (More menu at the root): the theme's look is back, in the canvas and the site.
  await nav.getByRole('button', { name: 'Back' }).click();
  await nav.getByRole('button', { name: 'Back' }).click();
  await expect(nav.getByRole('heading', { name: 'Styles' })).toBeVisible();
  await nav.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Reset styles' }).click();
  await expect(body).toHaveCSS('color', themeColour);
  await expect(heading).toHaveCSS('font-size', themeSize);
  await saveFromSidebar(page);
  await nav.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menuitem', { name: 'Reset styles' })).toBeDisabled();
  await page.keyboard.press('Escape');

  await site.reload();
  await expect(site.locator('body')).toHaveCSS('color', themeColour);
  await expect(siteHeading).toHaveCSS('font-size', siteSize);
  await site.close();

  // A click on the preview opens the front page's template in the editor.
  await body.click();
  await expect(page).toHaveURL(/p=%2Fwp_template%2F[^&]+&canvas=edit/);
  await expect(page.getByRole('region', { name: 'Editor top bar' })).toBeVisible();
});

test('Additional CSS: a rule with an error is refused with its line, a valid one is on the site', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/site-editor.php?p=%2Fwp_global_styles');
  const nav = sidebar(page);
  const heading = canvas(page).locator('h2').filter({ hasText: HEADING });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  // Not listed at the root before there is any; the More menu opens it.
  await expect(nav.getByRole('link', { name: 'Additional CSS' })).toHaveCount(0);
  await nav.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Additional CSS' }).click();
  await expect(page).toHaveURL(/section=%2Fcss(&|$)/);
  await expect(
    nav.getByText('Add your own CSS to customize the appearance and layout of your site.'),
  ).toBeVisible();

  const field = nav.getByRole('textbox', { name: 'Additional CSS' });
  await field.fill('h2 { letter-spacing: 3px; }\n\nh2 { text-transform: uppercase;');
  await expect(nav.getByText(/Line 3/)).toBeVisible();
  // Nothing to save while the CSS has a problem.
  await expect(nav.getByRole('button', { name: /Review \d+ change/ })).toHaveCount(0);

  await field.fill('h2 { letter-spacing: 3px; }\n\nh2 { text-transform: uppercase; }');
  await expect(nav.getByText(/Line 3/)).toHaveCount(0);
  await expect(heading).toHaveCSS('text-transform', 'uppercase');
  await saveFromSidebar(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: HEADING })).toHaveCSS(
    'text-transform',
    'uppercase',
  );
  // Now that there is some, the root lists it.
  await page.goto('/wp-admin/site-editor.php?p=%2Fwp_global_styles');
  await expect(sidebar(page).getByRole('link', { name: 'Additional CSS' })).toBeVisible();
});
