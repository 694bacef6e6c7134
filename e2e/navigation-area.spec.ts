import type { Page } from '@playwright/test';
import { sidebar } from './browse-page.js';
import { restGet } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/**
 * The Navigation area end to end (issue #17): with no menu the fallback appears once; a menu is
 * made of two pages and a custom link in the sidebar, reordered, renamed, duplicated ('… (Copy)')
 * and the copy deleted; the public site shows the new order.
 */

interface StoredMenu {
  id: number;
  status: string;
  title: { raw: string };
  content: { raw: string };
}

function menuTree(page: Page) {
  return sidebar(page).getByRole('tree');
}

async function storedMenus(page: Page): Promise<StoredMenu[]> {
  return restGet<StoredMenu[]>(
    page,
    '/wp/v2/navigation?context=edit&per_page=100&status=publish,draft',
  );
}

async function itemOption(page: Page, item: string, option: string): Promise<void> {
  await sidebar(page)
    .getByRole('button', { name: `Options for ${item}` })
    .click();
  await page.getByRole('menuitem', { name: option, exact: true }).click();
}

async function addPage(page: Page, title: string): Promise<void> {
  await sidebar(page).getByRole('button', { name: 'Add menu item' }).click();
  await page.getByRole('menuitem', { name: 'Page', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add page' });
  await dialog.getByRole('combobox', { name: 'Search pages' }).fill(title);
  await dialog.getByRole('option', { name: new RegExp(title) }).click();
  await expect(dialog).toBeHidden();
}

async function menuAction(page: Page, action: string): Promise<void> {
  await sidebar(page).getByRole('button', { name: 'Actions', exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test('a menu made, reordered, renamed, duplicated and its copy deleted; the site shows it', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(150_000);
  // A fresh demo site has no menu: opening the area asks for the fallback, made from the pages.
  expect(await storedMenusAsAdmin(page, loginAs)).toEqual([]);
  await page.goto('/wp-admin/site-editor.php?p=%2Fnavigation');
  // The only menu is shown in place, with its items.
  await expect(sidebar(page).getByRole('heading', { name: 'Navigation', level: 1 })).toBeVisible();
  await expect(menuTree(page).getByRole('treeitem', { name: 'Page List' })).toBeVisible();
  // Once: a reload asks again but the server keeps the one menu.
  await page.reload();
  await expect(menuTree(page).getByRole('treeitem', { name: 'Page List' })).toBeVisible();
  const fallback = await storedMenus(page);
  expect(fallback.map((menu) => menu.title.raw)).toEqual(['Navigation']);
  const menuId = fallback[0]?.id;

  // Two pages and a custom link take the page list's place.
  await itemOption(page, 'Page List', 'Remove');
  await expect(sidebar(page).getByText('This Navigation Menu is empty.')).toBeVisible();
  await addPage(page, 'About');
  await addPage(page, 'Contact');
  await sidebar(page).getByRole('button', { name: 'Add menu item' }).click();
  await page.getByRole('menuitem', { name: 'Custom link', exact: true }).click();
  const custom = page.getByRole('dialog', { name: 'Add custom link' });
  await custom.getByRole('textbox', { name: 'Label' }).fill('Studio shop');
  await custom.getByRole('combobox', { name: 'URL' }).fill('https://shop.example.org');
  await custom.getByRole('button', { name: 'Add' }).click();
  await expect(custom).toBeHidden();
  await expect(menuTree(page).getByRole('treeitem')).toHaveText([
    'About',
    'Contact',
    'Studio shop',
  ]);
  // The canvas beside the tree follows it.
  const canvas = page.frameLocator('iframe[name="editor-canvas"]');
  await expect(canvas.getByRole('link', { name: 'Studio shop' })).toBeVisible();

  // Reorder: the shop first, then Contact before About.
  await itemOption(page, 'Studio shop', 'Move up');
  await itemOption(page, 'Studio shop', 'Move up');
  await itemOption(page, 'Contact', 'Move up');
  await expect(menuTree(page).getByRole('treeitem')).toHaveText([
    'Studio shop',
    'Contact',
    'About',
  ]);
  // By keyboard too, with the canvas's move keys on a focused row: About up, then down again.
  await menuTree(page).getByRole('treeitem', { name: 'About' }).focus();
  await page.keyboard.press('Control+Shift+Alt+T');
  await expect(menuTree(page).getByRole('treeitem')).toHaveText([
    'Studio shop',
    'About',
    'Contact',
  ]);
  await expect(menuTree(page).getByRole('treeitem', { name: 'About' })).toBeFocused();
  await page.keyboard.press('Control+Shift+Alt+Y');
  await expect(menuTree(page).getByRole('treeitem')).toHaveText([
    'Studio shop',
    'Contact',
    'About',
  ]);
  await sidebar(page)
    .getByRole('button', { name: /Review 1 change/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Save changes' });
  await expect(panel.getByText('Navigation Menu')).toBeVisible();
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel).toBeHidden();
  const saved = (await storedMenus(page)).find((menu) => menu.id === menuId);
  const order = ['Studio shop', 'Contact', 'About'].map((label) =>
    saved?.content.raw.indexOf(`"label":"${label}"`),
  );
  expect(order).toEqual([...order].sort((a = 0, b = 0) => a - b));
  expect(order.every((at) => at !== undefined && at >= 0)).toBe(true);

  // Rename: a blank name cannot be saved; the new one is.
  await menuAction(page, 'Rename');
  const rename = page.getByRole('dialog', { name: 'Rename' });
  const name = rename.getByRole('textbox', { name: 'Name' });
  await name.fill('   ');
  await expect(rename.getByRole('button', { name: 'Save' })).toBeDisabled();
  await name.fill('Main menu');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(sidebar(page).getByRole('heading', { name: 'Main menu', level: 1 })).toBeVisible();

  // Duplicate: the copy is published as 'Main menu (Copy)' and opens.
  await menuAction(page, 'Duplicate');
  await expect(
    sidebar(page).getByRole('heading', { name: 'Main menu (Copy)', level: 1 }),
  ).toBeVisible();
  await expect(page).toHaveURL(/p=%2Fnavigation%2Fwp_navigation%2F\d+/);
  const afterCopy = await storedMenus(page);
  const copies = afterCopy.map((menu) => `${menu.title.raw}: ${menu.status}`);
  expect(copies.sort()).toEqual(['Main menu (Copy): publish', 'Main menu: publish']);

  // Delete the copy: asked first, then back to /navigation with the one menu in place.
  await menuAction(page, 'Delete');
  const confirm = page.getByRole('dialog');
  await expect(
    confirm.getByText('Are you sure you want to delete "Main menu (Copy)"?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/p=%2Fnavigation(?:&|$)/);
  await expect(sidebar(page).getByRole('heading', { name: 'Main menu', level: 1 })).toBeVisible();
  expect((await storedMenus(page)).map((menu) => menu.title.raw)).toEqual(['Main menu']);

  // A click on the menu's canvas opens it in the editor.
  await page.frameLocator('iframe[name="editor-canvas"]').locator('body').click();
  await expect(page).toHaveURL(
    new RegExp(`p=%2Fnavigation%2Fwp_navigation%2F${menuId}&canvas=edit`),
  );

  // The public site's header menu (no menu of its own: the newest menu) shows the new order.
  await page.goto('/');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link')).toHaveText(['Studio shop', 'Contact', 'About']);
});

/** Logs in as the admin on the Design screen and reads the menus there is before the area opens. */
async function storedMenusAsAdmin(
  page: Page,
  loginAs: (user: 'admin', redirectTo?: string) => Promise<void>,
): Promise<string[]> {
  await loginAs('admin', '/wp-admin/');
  return (await storedMenus(page)).map((menu) => menu.title.raw);
}
