import type { Browser, Locator, Page } from '@playwright/test';
import { restPost } from './canvas-page.js';
import { expect, test } from './fixtures.js';

interface CreatedPage {
  id: number;
  link: string;
}

/** Publishes a page through the REST API as the logged-in administrator. */
function publishPage(page: Page, data: Record<string, unknown>): Promise<CreatedPage> {
  return restPost<CreatedPage>(page, '/wp/v2/pages', { status: 'publish', ...data });
}

/** Adds 'Studio' with a child page 'Kiln room', so the header's page list has a submenu. */
async function addPagesWithChild(page: Page): Promise<void> {
  const studio = await publishPage(page, { title: 'Studio' });
  await publishPage(page, { title: 'Kiln room', parent: studio.id });
}

/** A visitor (not logged in) with a window of this width. */
async function visitor(browser: Browser, baseURL: string, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
  return context.newPage();
}

/** Whether the focused element is inside the element the locator finds. */
function holdsFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

test('at 390 px the header menu opens as a dialog that keeps focus until Escape closes it', async ({
  page,
  loginAs,
  browser,
  server,
}) => {
  await loginAs('admin');
  await addPagesWithChild(page);
  const phone = await visitor(browser, server.url, 390);
  await phone.goto('/');
  const header = phone.locator('header').getByRole('navigation');
  const open = header.getByRole('button', { name: 'Open menu' });
  await expect(open).toBeVisible();
  await expect(header.getByRole('link', { name: 'About' })).toBeHidden();

  await open.click();
  const dialog = phone.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  // Focus starts on the first item; submenus are unfolded in the overlay.
  await expect(dialog.getByRole('link').first()).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'Kiln room' })).toBeVisible();

  // Tab goes round the items and the close button without leaving the dialog.
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll('a[href], button').length -
      element.querySelectorAll('.wp-block-navigation__submenu-icon').length,
  );
  for (let step = 0; step < stops + 2; step++) {
    await phone.keyboard.press('Tab');
    expect(await holdsFocus(dialog), `after Tab ${step + 1}`).toBe(true);
  }
  const close = dialog.getByRole('button', { name: 'Close menu' });
  await close.focus();
  await phone.keyboard.press('Shift+Tab');
  expect(await holdsFocus(dialog)).toBe(true);
  await expect(close).not.toBeFocused();
  await phone.keyboard.press('Tab');
  await expect(close).toBeFocused();
  for (let step = 0; step < stops + 2; step++) {
    await phone.keyboard.press('Shift+Tab');
    expect(await holdsFocus(dialog), `after Shift+Tab ${step + 1}`).toBe(true);
  }

  await phone.keyboard.press('Escape');
  await expect(phone.getByRole('dialog')).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'About' })).toBeHidden();
  await expect(open).toBeFocused();

  // The close button closes it too.
  await open.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close menu' }).click();
  await expect(phone.getByRole('dialog')).toHaveCount(0);
  await expect(open).toBeFocused();
});

test('at 1280 px the menu shows its items and a submenu opens on hover and on keyboard focus', async ({
  page,
  loginAs,
  browser,
  server,
}) => {
  await loginAs('admin');
  await addPagesWithChild(page);
  const desktop = await visitor(browser, server.url, 1280);
  await desktop.goto('/');
  const header = desktop.locator('header').getByRole('navigation');
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(header.getByRole('link', { name: 'About' })).toBeVisible();
  const studio = header.getByRole('link', { name: 'Studio', exact: true });
  const kiln = header.getByRole('link', { name: 'Kiln room' });
  await expect(kiln).toBeHidden();

  // Hover.
  await studio.hover();
  await expect(kiln).toBeVisible();
  await desktop.mouse.move(5, 700);
  await expect(kiln).toBeHidden();

  // Keyboard: Tab from the item before into 'Studio', on through its button into the submenu.
  const items = header.locator('.wp-block-navigation-item__content');
  const index = await items.evaluateAll((links) =>
    links.findIndex((link) => link.textContent === 'Studio'),
  );
  expect(index).toBeGreaterThan(0);
  await items.nth(index - 1).focus();
  await desktop.keyboard.press('Tab');
  await expect(studio).toBeFocused();
  await expect(kiln).toBeVisible();
  await desktop.keyboard.press('Tab');
  const toggle = header.getByRole('button', { name: 'Studio submenu' });
  await expect(toggle).toBeFocused();
  await desktop.keyboard.press('Tab');
  await expect(kiln).toBeFocused();

  // Escape closes it and puts focus back on the item.
  await desktop.keyboard.press('Escape');
  await expect(kiln).toBeHidden();
  await expect(studio).toBeFocused();

  // Its button opens it by click, and says so.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(kiln).toBeVisible();
  await desktop.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(kiln).toBeHidden();
});

test('a menu that opens submenus on click opens them by click only, and Escape closes them', async ({
  page,
  loginAs,
  browser,
  server,
}) => {
  await loginAs('admin');
  const menuPage = await publishPage(page, {
    title: 'Workshops',
    content:
      '<!-- wp:navigation {"overlayMenu":"never","openSubmenusOnClick":true,"ariaLabel":"Workshop menu"} --><!-- wp:navigation-submenu {"label":"Classes"} --><!-- wp:navigation-link {"label":"Evening classes","url":"/evening/"} /--><!-- /wp:navigation-submenu --><!-- wp:navigation-link {"label":"Open studio","url":"/open/"} /--><!-- /wp:navigation -->',
  });
  const desktop = await visitor(browser, server.url, 1280);
  await desktop.goto(new URL(menuPage.link).pathname);
  const menu = desktop.getByRole('navigation', { name: 'Workshop menu' });
  const classes = menu.getByRole('button', { name: 'Classes submenu' });
  const evening = menu.getByRole('link', { name: 'Evening classes' });
  await expect(classes).toHaveAttribute('aria-expanded', 'false');

  await classes.hover();
  await expect(evening).toBeHidden();
  await classes.focus();
  await expect(evening).toBeHidden();

  await classes.click();
  await expect(classes).toHaveAttribute('aria-expanded', 'true');
  await expect(evening).toBeVisible();
  await desktop.keyboard.press('Tab');
  await expect(evening).toBeFocused();
  await desktop.keyboard.press('Escape');
  await expect(evening).toBeHidden();
  await expect(classes).toHaveAttribute('aria-expanded', 'false');
  await expect(classes).toBeFocused();

  // Open again, then move focus elsewhere: it closes.
  await desktop.keyboard.press('Enter');
  await expect(evening).toBeVisible();
  await menu.getByRole('link', { name: 'Open studio' }).focus();
  await expect(evening).toBeHidden();
});
