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

/** The footer's navigation block in the canvas. */
function footerNavigation(page: Page) {
  return canvas(page)
    .locator('[data-type="core/template-part"]')
    .last()
    .locator('[data-type="core/navigation"]');
}

/** Sets a menu (`ref`) and other attributes on the navigation block of one of Loom's parts. */
async function useMenuIn(
  page: Page,
  part: 'header' | 'footer',
  menuId: number,
  attributes: Record<string, unknown> = {},
) {
  const record = await restGet<{ content: { raw: string } }>(
    page,
    `/wp/v2/template-parts/loom//${part}?context=edit`,
  );
  const added = JSON.stringify({ ref: menuId, ...attributes }).slice(1, -1);
  await restPost(page, `/wp/v2/template-parts/loom//${part}`, {
    content: record.content.raw.replace('<!-- wp:navigation {', `<!-- wp:navigation {${added},`),
  });
}

/** A menu made through the REST API; its items are block markup. */
async function makeMenu(page: Page, title: string, content: string, status = 'publish') {
  const menu = await restPost<{ id: number }>(page, '/wp/v2/navigation', {
    title,
    status,
    content,
  });
  return menu.id;
}

function link(label: string, url = `/${label.toLowerCase()}/`) {
  return `<!-- wp:navigation-link ${JSON.stringify({ label, type: 'page', kind: 'post-type', url })} /-->`;
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
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/');
  const menu = { id: await makeMenu(page, 'Main menu', `${link('About')}\n\n${link('Contact')}`) };
  await useMenuIn(page, 'header', menu.id);

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

test('the menu picker lists published and draft menus; the chosen one is edited in place; new menus are titled for the area', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/');
  await makeMenu(page, 'Main menu', `${link('About')}\n\n${link('Contact')}`);
  const seasonal = await makeMenu(page, 'Seasonal', link('Winter sale', '/sale/'), 'draft');
  await page.goto(editUrl('/wp_template/loom//home'));
  const navigation = headerNavigation(page);
  // Without a menu the header shows what the site shows: the newest published menu.
  await expect(navigation.getByRole('link')).toHaveText(['About', 'Contact'], { timeout: 15_000 });

  await navigation.click();
  const settings = page.getByRole('region', { name: 'Editor settings' });
  const picker = settings.getByRole('combobox', { name: 'Choose menu' });
  await expect(picker.locator('option')).toHaveCount(3);
  expect((await picker.locator('option').allTextContents()).sort()).toEqual([
    'Choose or create a Navigation Menu',
    'Main menu',
    'Seasonal (Draft)',
  ]);

  // Choosing the draft shows its items, edited in place.
  await picker.selectOption({ label: 'Seasonal (Draft)' });
  const labels = navigation.getByRole('textbox', { name: 'Navigation link text' });
  await expect(labels).toHaveText(['Winter sale']);
  await labels.first().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type('Sale');
  await expect(labels).toHaveText(['Sale']);

  // 'Create new menu' makes an empty menu named after the header and chooses it; a second one
  // is numbered.
  await page.getByRole('button', { name: 'Document Overview' }).click();
  const tree = page.getByRole('tree', { name: 'Block navigation structure' });
  await tree.getByRole('treeitem', { name: 'Navigation', exact: true }).first().click();
  await settings.getByRole('button', { name: 'Create new menu' }).click();
  await expect(picker.locator('option:checked')).toHaveText('Header navigation');
  await expect(labels).toHaveCount(0);
  await expect(navigation.getByRole('button', { name: 'Add block' })).toBeVisible();
  await settings.getByRole('button', { name: 'Create new menu' }).click();
  await expect(picker.locator('option:checked')).toHaveText('Header navigation 2');
  const titles = await restGet<{ title: { raw: string } }[]>(
    page,
    '/wp/v2/navigation?context=edit&per_page=100',
  );
  expect(titles.map((menu) => menu.title.raw).sort()).toEqual([
    'Header navigation',
    'Header navigation 2',
    'Main menu',
  ]);

  // Back to the draft: its edit is still there. The menu and the header part are saved.
  await picker.selectOption({ label: 'Seasonal (Draft)' });
  await expect(labels).toHaveText(['Sale']);
  await page.getByRole('button', { name: /Review 2 changes/ }).click();
  const panel = page.getByRole('dialog', { name: 'Save changes' });
  await expect(panel.getByText('Seasonal')).toBeVisible();
  await expect(panel.getByText('Template Part')).toBeVisible();
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  const savedMenu = await restGet<{ content: { raw: string } }>(
    page,
    `/wp/v2/navigation/${seasonal}?context=edit`,
  );
  expect(savedMenu.content.raw).toContain('"label":"Sale"');
  const part = await restGet<{ content: { raw: string } }>(
    page,
    '/wp/v2/template-parts/loom//header?context=edit',
  );
  expect(part.content.raw).toContain(`"ref":${seasonal}`);
});

test('one menu in the header and the footer: an item is selected in one place; edits show in both', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/');
  const menu = await makeMenu(page, 'Main menu', `${link('About')}\n\n${link('Contact')}`);
  await useMenuIn(page, 'header', menu);
  await useMenuIn(page, 'footer', menu);
  await page.goto(editUrl('/wp_template/loom//home'));
  const header = headerNavigation(page);
  const footer = footerNavigation(page);
  const headerLabels = header.getByRole('textbox', { name: 'Navigation link text' });
  const footerLabels = footer.getByRole('textbox', { name: 'Navigation link text' });
  await expect(headerLabels).toHaveText(['About', 'Contact'], { timeout: 15_000 });
  await expect(footerLabels).toHaveText(['About', 'Contact']);

  // The items have block ids of their own in each place.
  const headerItems = header.locator('[data-type="core/navigation-link"]');
  const footerItems = footer.locator('[data-type="core/navigation-link"]');
  const ids = async (items: typeof headerItems) =>
    items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block')));
  const both = [...(await ids(headerItems)), ...(await ids(footerItems))];
  expect(new Set(both).size).toBe(4);

  // A click on the footer's 'Contact' selects it there only; only the footer offers 'Add block'.
  await footerLabels.nth(1).click();
  await expect(footerItems.nth(1)).toHaveClass(/is-selected/);
  await expect(headerItems.nth(1)).not.toHaveClass(/is-selected/);
  await expect(footer.getByRole('button', { name: 'Add block' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Add block' })).toHaveCount(0);

  // Typing renames the item of the one menu: both places show it; the caret stays in the footer.
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type('Say hello');
  await expect(footerLabels).toHaveText(['About', 'Say hello']);
  await expect(headerLabels).toHaveText(['About', 'Say hello']);
  await expect(footerLabels.nth(1)).toBeFocused();

  // An item added in the footer (Tab from its last label reaches the appender) shows in both and
  // is the footer's selection.
  await page.keyboard.press('Tab');
  await expect(footer.getByRole('button', { name: 'Add block' })).toBeFocused();
  await page.keyboard.press('Enter');
  const search = canvas(page).getByRole('combobox', { name: 'Search or type URL' });
  await search.fill('example.org/shop');
  await expect(
    canvas(page).getByRole('option', { name: /https:\/\/example\.org\/shop/ }),
  ).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(footerLabels).toHaveText(['About', 'Say hello', 'example.org/shop']);
  await expect(headerLabels).toHaveText(['About', 'Say hello', 'example.org/shop']);
  await expect(footerItems.nth(2)).toHaveClass(/is-selected/);
  await expect(headerItems.nth(2)).not.toHaveClass(/is-selected/);

  // List View lists the menu under each navigation; a row selects that place's item.
  await page.getByRole('button', { name: 'Document Overview' }).click();
  const tree = page.getByRole('tree', { name: 'Block navigation structure' });
  const aboutRows = tree.getByRole('treeitem', { name: 'About', exact: true });
  await expect(aboutRows).toHaveCount(2);
  await aboutRows.first().click();
  await expect(headerItems.first()).toHaveClass(/is-selected/);
  await expect(footerItems.first()).not.toHaveClass(/is-selected/);

  // One record changed: the menu.
  await page.getByRole('button', { name: /Review 1 change/ }).click();
  const panel = page.getByRole('dialog', { name: 'Save changes' });
  await expect(panel.getByText('Main menu')).toBeVisible();
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  const saved = await restGet<{ content: { raw: string } }>(
    page,
    `/wp/v2/navigation/${menu}?context=edit`,
  );
  expect(saved.content.raw).toContain('"label":"Say hello"');
  expect(saved.content.raw.match(/wp:navigation-link/g)).toHaveLength(3);
});

test('a submenu opening on click is drawn as a button whose label is typed in place', async ({
  page,
  loginAs,
}) => {
  // A menu set up, the editor, a save and the public page: over 30 s on a loaded machine.
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/');
  const submenu =
    '<!-- wp:navigation-submenu {"label":"Shop","url":"/shop/","kind":"custom"} -->\n' +
    `${link('Hats')}\n<!-- /wp:navigation-submenu -->`;
  const menu = await makeMenu(page, 'Main menu', `${link('About')}\n\n${submenu}`);
  await useMenuIn(page, 'header', menu);
  await page.goto(editUrl('/wp_template/loom//home'));
  const navigation = headerNavigation(page);
  const item = navigation.locator('[data-type="core/navigation-submenu"]');
  const label = item.getByRole('textbox', { name: 'Navigation link text' }).first();
  await expect(label).toHaveText('Shop', { timeout: 15_000 });
  // Opening on hover, the submenu's label is a link to its page.
  await expect(item.locator(':scope > a')).toHaveAttribute('href', '/shop/');
  await expect(item.locator(':scope > button')).toHaveCount(0);

  await page.getByRole('button', { name: 'Document Overview' }).click();
  const tree = page.getByRole('tree', { name: 'Block navigation structure' });
  await tree.getByRole('treeitem', { name: 'Navigation', exact: true }).first().click();
  const settings = page.getByRole('region', { name: 'Editor settings' });
  const display = settings.getByRole('region', { name: 'Display' });
  // Click, then wait: the box follows the store, so `check()` can read it a frame early.
  const openOnClick = display.getByRole('checkbox', { name: 'Open on click' });
  await openOnClick.click();
  await expect(openOnClick).toBeChecked();

  // Opening on click, it is a button, as on the site; its label is still typed in place.
  const toggle = item.locator(':scope > button.wp-block-navigation-submenu__toggle');
  await expect(toggle).toBeVisible();
  await expect(item.locator(':scope > a')).toHaveCount(0);
  await expect(toggle.getByRole('textbox', { name: 'Navigation link text' })).toHaveText('Shop');
  await label.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' all');
  await expect(label).toHaveText('Shop all');
  await expect(item).toHaveClass(/open-on-click/);

  // The header part (its navigation's setting) and the menu (the label) are saved.
  await page.getByRole('button', { name: /Review 2 changes/ }).click();
  const panel = page.getByRole('dialog', { name: 'Save changes' });
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await page.goto(await blogPath(page));
  const publicMenu = page.locator('header').getByRole('navigation');
  await expect(publicMenu.getByRole('button', { name: 'Shop all' })).toBeVisible();
  await expect(publicMenu.getByRole('link', { name: 'Shop all' })).toHaveCount(0);
});
