import type { Page } from '@playwright/test';
import {
  blogPath,
  canvas,
  editUrl,
  openHomeTemplate,
  restGet,
  restPost,
  save,
} from './canvas-page.js';
import { expect, test } from './fixtures.js';

/** The header's navigation block in the canvas. */
function headerNavigation(page: Page) {
  return canvas(page)
    .locator('[data-type="core/template-part"]')
    .first()
    .locator('[data-type="core/navigation"]');
}

test('the header’s page list becomes a menu edited in place; saved, the site shows it', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const navigation = headerNavigation(page);
  // Loom's header navigation has no menu: like the public site, it lists the pages.
  await expect(navigation.getByRole('link')).toHaveText(['Home', 'About', 'Contact', 'Blog']);

  await navigation.click();
  const settings = page.getByRole('region', { name: 'Editor settings' });
  await expect(settings.getByRole('heading', { name: 'Navigation', level: 2 })).toBeVisible();
  await settings.getByRole('button', { name: 'Edit', exact: true }).click();
  const labels = navigation.getByRole('textbox', { name: 'Navigation link text' });
  await expect(labels).toHaveText(['Home', 'About', 'Contact', 'Blog']);
  await expect(settings.getByRole('combobox', { name: 'Choose menu' })).toHaveValue(/^\d+$/);

  // Rename 'About' by typing in place; a click on the item does not follow its link.
  await labels.nth(1).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type('Our studio');
  await expect(labels).toHaveText(['Home', 'Our studio', 'Contact', 'Blog']);
  await expect(page).toHaveURL(/site-editor\.php/);

  // A page published meanwhile is added through the appender's search.
  await restPost(page, '/wp/v2/pages', { title: 'Workshops', status: 'publish' });
  await navigation.getByRole('button', { name: 'Add block' }).click();
  const search = canvas(page).getByRole('dialog', { name: 'Add link' });
  await search.getByRole('combobox', { name: 'Search or type URL' }).fill('Worksh');
  await search.getByRole('option', { name: /Workshops/ }).click();
  await expect(search).toHaveCount(0);
  await expect(labels).toHaveText(['Home', 'Our studio', 'Contact', 'Blog', 'Workshops']);

  // Remove 'Contact' with the block toolbar.
  await labels.nth(2).click();
  const toolbar = canvas(page).getByRole('toolbar', { name: 'Block tools' });
  await toolbar.getByRole('button', { name: 'Options' }).click();
  await toolbar.getByRole('menuitem', { name: 'Remove' }).click();
  await expect(labels).toHaveText(['Home', 'Our studio', 'Blog', 'Workshops']);

  // The menu changed and the header part now points at it: both are saved.
  await page.getByRole('button', { name: /Review 2 changes/ }).click();
  const panel = page.getByRole('dialog', { name: 'Save changes' });
  await expect(panel.getByText('Navigation Menu')).toBeVisible();
  await expect(panel.getByText('Template Part')).toBeVisible();
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

  await page.goto(await blogPath(page));
  const menu = page.locator('header').getByRole('navigation');
  await expect(menu.getByRole('link')).toHaveText(['Home', 'Our studio', 'Blog', 'Workshops']);
  await expect(menu.getByRole('link', { name: 'Workshops' })).toHaveAttribute(
    'href',
    /\/workshops\/$/,
  );
});

test('a menu chosen for the navigation is edited in place: only the menu becomes dirty', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const menu = await restPost<{ id: number }>(page, '/wp/v2/navigation', {
    title: 'Main menu',
    status: 'publish',
    content:
      '<!-- wp:navigation-link {"label":"About","type":"page","kind":"post-type","url":"/about/"} /-->\n\n' +
      '<!-- wp:navigation-link {"label":"Contact","type":"page","kind":"post-type","url":"/contact/"} /-->',
  });
  const part = await restGet<{ content: { raw: string } }>(
    page,
    '/wp/v2/template-parts/loom//header?context=edit',
  );
  await restPost(page, '/wp/v2/template-parts/loom//header', {
    content: part.content.raw.replace(
      '<!-- wp:navigation {',
      `<!-- wp:navigation {"ref":${menu.id},`,
    ),
  });

  await page.goto(editUrl('/wp_template/loom//home'));
  const navigation = headerNavigation(page);
  const labels = navigation.getByRole('textbox', { name: 'Navigation link text' });
  await expect(labels).toHaveText(['About', 'Contact'], { timeout: 15_000 });

  await labels.nth(1).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type('Say hello');
  const settings = page.getByRole('region', { name: 'Editor settings' });
  await expect(settings.getByRole('textbox', { name: 'Label' })).toHaveValue('Say hello');
  // Clicked as a person does, then seen checked (the inspector may show it a frame later).
  const newTab = settings.getByRole('checkbox', { name: 'Open in new tab' });
  await newTab.click();
  await expect(newTab).toBeChecked();

  // Reorder with the toolbar: the item moves up within the menu.
  const toolbar = canvas(page).getByRole('toolbar', { name: 'Block tools' });
  await toolbar.getByRole('button', { name: 'Move up' }).click();
  await expect(labels).toHaveText(['Say hello', 'About']);

  // By keyboard: Tab from the last item's label reaches the appender; a typed address is added.
  await labels.nth(1).click();
  await page.keyboard.press('Tab');
  await expect(navigation.getByRole('button', { name: 'Add block' })).toBeFocused();
  await page.keyboard.press('Enter');
  const search = canvas(page).getByRole('combobox', { name: 'Search or type URL' });
  await expect(search).toBeFocused();
  await page.keyboard.type('example.org/shop');
  await expect(
    canvas(page).getByRole('option', { name: /https:\/\/example\.org\/shop/ }),
  ).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(labels).toHaveText(['Say hello', 'About', 'example.org/shop']);

  // List View shows the menu's items, by their labels, under the navigation block.
  await page.getByRole('button', { name: 'Document Overview' }).click();
  const tree = page.getByRole('tree', { name: 'Block navigation structure' });
  for (const name of ['Say hello', 'About', 'example.org/shop']) {
    await expect(tree.getByRole('treeitem', { name, exact: true })).toHaveCount(1);
  }

  // Only the menu is dirty: the template and the header part are untouched.
  await page.getByRole('button', { name: /Review 1 change/ }).click();
  const panel = page.getByRole('dialog', { name: 'Save changes' });
  await expect(panel.getByText('Main menu')).toBeVisible();
  await expect(panel.getByText('Navigation Menu')).toBeVisible();
  await expect(panel.getByText('Template Part')).toHaveCount(0);
  await expect(panel.getByText('Blog Home')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

  const saved = await restGet<{ content: { raw: string } }>(
    page,
    `/wp/v2/navigation/${menu.id}?context=edit`,
  );
  expect(saved.content.raw).toContain('"label":"Say hello"');
  expect(saved.content.raw.indexOf('Say hello')).toBeLessThan(saved.content.raw.indexOf('About'));

  await page.goto(await blogPath(page));
  const publicMenu = page.locator('header').getByRole('navigation');
  await expect(publicMenu.getByRole('link')).toHaveText(['Say hello', 'About', 'example.org/shop']);
  await expect(publicMenu.getByRole('link', { name: 'example.org/shop' })).toHaveAttribute(
    'href',
    'https://example.org/shop',
  );
  await expect(publicMenu.getByRole('link', { name: 'Say hello' })).toHaveAttribute(
    'target',
    '_blank',
  );
});

test('a menu opened on its own shows as a menu; an item added with the appender is saved', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const menu = await restPost<{ id: number }>(page, '/wp/v2/navigation', {
    title: 'Footer links',
    status: 'publish',
    content:
      '<!-- wp:navigation-link {"label":"About","type":"page","kind":"post-type","url":"/about/"} /-->',
  });
  await page.goto(editUrl(`/navigation/wp_navigation/${menu.id}`));
  const navigation = canvas(page).getByRole('navigation', { name: 'Navigation' });
  const labels = navigation.getByRole('textbox', { name: 'Navigation link text' });
  await expect(labels).toHaveText(['About'], { timeout: 15_000 });
  // The menu's own appender, not the paragraph appender of pages and templates.
  await expect(canvas(page).getByRole('button', { name: 'Add default block' })).toHaveCount(0);

  await navigation.getByRole('button', { name: 'Add block' }).click();
  const search = canvas(page).getByRole('dialog', { name: 'Add link' });
  await search.getByRole('combobox', { name: 'Search or type URL' }).fill('Contact');
  await search.getByRole('option', { name: /Contact/ }).click();
  await expect(labels).toHaveText(['About', 'Contact']);

  await save(page);
  const saved = await restGet<{ content: { raw: string } }>(
    page,
    `/wp/v2/navigation/${menu.id}?context=edit`,
  );
  expect(saved.content.raw).toContain('"label":"Contact"');
  expect(saved.content.raw).toContain('"kind":"post-type"');
});
