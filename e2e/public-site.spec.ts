import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/** The page's background colour and body font, as a visitor's browser computes them. */
async function look(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { background: style.backgroundColor, font: style.fontFamily };
  });
}

test('a visitor browses the demo site: front page, menu, a post, an archive and search', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Atelier Demo/);
  await page.getByRole('link', { name: 'Blog' }).first().click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await page.getByRole('link', { name: 'Warping the big loom for winter' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Warping the big loom for winter' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Craft', exact: true }).first().click();
  await expect(page).toHaveURL(/\/category\/craft\/$/);
  await expect(
    page.getByRole('link', { name: 'Glaze tests, round three', exact: true }),
  ).toBeVisible();

  await page.goto('/?s=indigo');
  await expect(page.getByRole('link', { name: 'Indigo, at last', exact: true })).toBeVisible();
  const missing = await page.goto('/no-such-page/');
  expect(missing?.status()).toBe(404);
});

test('activating the second theme from the dashboard changes the site’s look', async ({
  page,
  loginAs,
  browser,
  server,
}) => {
  await page.goto('/');
  const loom = await look(page);

  await loginAs('admin');
  await page.getByRole('link', { name: 'Activate Quarry' }).click();
  await expect(page.getByRole('status')).toHaveText('New theme activated.');

  const visitor = await browser.newContext({ baseURL: server.url });
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/');
    const quarry = await look(visitorPage);
    expect(quarry.background).not.toBe(loom.background);
    expect(quarry.font).not.toBe(loom.font);
  } finally {
    await visitor.close();
  }
});

test('an administrator previews a theme without activating it', async ({
  page,
  loginAs,
  browser,
  server,
}) => {
  await page.goto('/');
  const loom = await look(page);
  await loginAs('admin');
  await page.goto('/?wp_theme_preview=quarry');
  const preview = await look(page);
  expect(preview.background).not.toBe(loom.background);

  const visitor = await browser.newContext({ baseURL: server.url });
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/?wp_theme_preview=quarry');
    expect(await look(visitorPage)).toEqual(loom);
  } finally {
    await visitor.close();
  }
});
