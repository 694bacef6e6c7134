import type { Page } from '@playwright/test';
import {
  block,
  openCustomTemplate,
  openHomeTemplate,
  restGet,
  restHeaders,
  save,
  storedTemplate,
} from './canvas-page.js';
import { expect, test } from './fixtures.js';

/** The settings sidebar (spec 1 §2.9). */
function settings(page: Page) {
  return page.getByRole('region', { name: 'Editor settings' });
}

function snackbar(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

async function templateSource(page: Page, id: string): Promise<string> {
  return (await restGet<{ source: string }>(page, `/wp/v2/templates/${id}?context=edit`)).source;
}

test('Blog Home: actions without Rename or Delete, Areas select the header, Clear customizations after an edit', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const sidebar = settings(page);
  await expect(sidebar.getByRole('tab', { name: 'Template' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // A theme template as the theme ships it: View only.
  const actions = sidebar.getByRole('button', { name: 'Actions: Blog Home' });
  await actions.click();
  await expect(page.getByRole('menuitem', { name: 'View' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Clear customizations' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(actions).toBeFocused();

  // 'Header' in Areas selects the header part in the canvas.
  const areas = sidebar.getByRole('region', { name: 'Areas' });
  await expect(areas.getByRole('link', { name: 'Edit Header' })).toBeVisible();
  await areas.getByRole('button', { name: 'Header', exact: true }).click();
  const header = block(page, 'core/template-part').first();
  await expect(header).toHaveClass(/is-selected/);
  await expect(header).toContainText('Atelier Demo');
  await expect(sidebar.getByRole('tab', { name: 'Block' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(sidebar.getByRole('combobox', { name: 'Template part' })).toHaveValue('header');
  await expect(page.getByRole('list', { name: 'Block breadcrumb' })).toContainText('Template Part');

  // Customise the template: edit a paragraph and save.
  const tagline = block(page, 'core/paragraph', 'Notes on craft, colour and slow making.');
  await tagline.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Every week.');
  await expect(tagline).toContainText('slow making. Every week.');
  await save(page);
  expect(await templateSource(page, 'loom//home')).toBe('custom');

  await sidebar.getByRole('tab', { name: 'Template' }).click();
  await actions.click();
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Clear customizations' }).click();
  await expect(snackbar(page, 'Template reverted.')).toBeVisible();
  await expect(block(page, 'core/paragraph', 'Every week.')).toHaveCount(0);
  await expect(
    block(page, 'core/paragraph', 'Notes on craft, colour and slow making.'),
  ).toBeVisible();
  await expect.poll(() => templateSource(page, 'loom//home')).toBe('theme');
  expect(await storedTemplate(page, 'loom//home')).not.toContain('Every week.');

  // Nothing left to clear, and the tab offers it only once (no separate button).
  await actions.click();
  await expect(page.getByRole('menuitem', { name: 'View' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Clear customizations' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(sidebar.getByRole('button', { name: 'Clear customizations' })).toHaveCount(0);
});

test('a custom template: Rename in one undo step, Delete leaves for the Templates list', async ({
  page,
  loginAs,
}) => {
  const id = await openCustomTemplate(page, loginAs, {
    slug: 'wp-custom-template-studio',
    title: 'Studio',
  });
  const sidebar = settings(page);
  await sidebar.getByRole('button', { name: 'Actions: Studio' }).click();
  await expect(page.getByRole('menuitem', { name: 'Clear customizations' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename' });
  await rename.getByLabel('Name').fill('Studio journal');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page, 'Template renamed.')).toBeVisible();
  await expect(rename).toHaveCount(0);
  await expect(sidebar.getByRole('heading', { name: 'Studio journal', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Studio journal · Template$/ })).toBeVisible();

  // One Undo takes the new name back.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(sidebar.getByRole('heading', { name: 'Studio', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(sidebar.getByRole('heading', { name: 'Studio journal', level: 2 })).toBeVisible();

  await sidebar.getByRole('button', { name: 'Actions: Studio journal' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete' });
  await expect(confirm).toContainText('Are you sure you want to delete "Studio journal"?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(snackbar(page, '"Studio journal" deleted.')).toBeVisible();
  await expect(page).toHaveURL(/p=%2Fwp_template(&|$)/);
  await expect(page).not.toHaveURL(/canvas=edit/);
  await expect(page.getByRole('link', { name: 'Blog Home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Studio journal' })).toHaveCount(0);
  const gone = await page.request.get(`/wp-json/wp/v2/templates/${id}?context=edit`, {
    headers: await restHeaders(page),
  });
  expect(gone.status()).toBe(404);
});

test("an area's Edit opens the template part on its own", async ({ page, loginAs }) => {
  await openHomeTemplate(page, loginAs);
  await settings(page)
    .getByRole('region', { name: 'Areas' })
    .getByRole('link', { name: 'Edit Footer' })
    .click();
  await expect(page).toHaveURL(/p=%2Fwp_template_part%2Floom%2F%2Ffooter&canvas=edit/);
  await expect(page.getByRole('button', { name: /Footer · Template Part$/ })).toBeVisible();
  await expect(settings(page).getByRole('tab', { name: 'Template Part' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
