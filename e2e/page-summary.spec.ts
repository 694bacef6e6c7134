import type { Browser, Page } from '@playwright/test';
import { editUrl, restGet } from './canvas-page.js';
import { expect, test } from './fixtures.js';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The About page's id, as the public REST API gives it. */
async function aboutId(page: Page): Promise<number> {
  const response = await page.request.get('/wp-json/wp/v2/pages?slug=about');
  const [about] = (await response.json()) as { id: number }[];
  if (about === undefined) throw new Error('The demo site has no About page.');
  return about.id;
}

/** A visitor who is not logged in, in a browser context of their own. */
async function visitor(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** Saves with the header's single 'Save' button and waits for 'Saved'. */
async function save(page: Page): Promise<void> {
  const button = page.getByRole('region', { name: 'Editor publish' }).getByRole('button');
  await expect(button).toHaveText('Save');
  await button.click();
  await expect(button).toHaveText('Saved');
}

test('the page summary sets status, password and schedule; the public site follows', async ({
  page,
  loginAs,
  browser,
  server,
}) => {
  const id = await aboutId(page);
  await loginAs('admin', editUrl(`/page/${id}`));
  const settings = page.getByRole('region', { name: 'Editor settings' });
  await expect(settings.getByRole('tab', { name: 'Page' })).toHaveAttribute(
    'aria-selected',
    'true',
    { timeout: 15_000 },
  );
  const summary = settings.getByRole('region', { name: 'Summary' });
  const status = summary.getByRole('button', { name: /^Change status: / });
  await expect(status).toHaveText('Published');

  const choose = async (label: string) => {
    await status.click();
    // Clicked, then seen chosen (the store-driven input may show it a frame later).
    const option = summary.getByRole('radio', { name: label });
    await option.click();
    await expect(option).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(summary.getByRole('radio')).toHaveCount(0);
  };

  // A draft is not on the public site.
  await status.click();
  const radios = summary.getByRole('radio');
  await expect(radios).toHaveCount(5);
  await expect(summary.getByRole('radio', { name: 'Published' })).toBeChecked();
  await expect(summary.getByRole('radio', { name: 'Draft' })).toHaveAccessibleDescription(
    'Not ready to publish',
  );
  await expect(summary.getByRole('radio', { name: 'Published' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(radios).toHaveCount(0);
  await expect(status).toBeFocused();
  await choose('Draft');
  await expect(status).toHaveText('Draft');
  await save(page);
  const guest = await visitor(browser, server.url);
  const missing = await guest.goto('/about/');
  expect(missing?.status()).toBe(404);
  await expect(guest.getByRole('heading', { name: 'Lost the thread' })).toBeVisible();

  // Published again, with a password: visitors get the password form.
  await choose('Published');
  const protectedBox = summary.getByRole('checkbox', { name: 'Password protected' });
  await protectedBox.click();
  await expect(protectedBox).toBeChecked();
  await summary.getByRole('textbox', { name: 'Password' }).fill('open sesame');
  await expect(status).toHaveText('Password protected');
  await save(page);
  await guest.goto('/about/');
  await expect(guest.getByText('This content is password protected.')).toBeVisible();
  await expect(guest.getByText('We started in a shared basement')).toHaveCount(0);
  await guest.getByLabel('Password:').fill('open sesame');
  await guest.getByRole('button', { name: 'Enter' }).click();
  await expect(guest.getByText('We started in a shared basement')).toBeVisible();

  // Scheduled with no date: dated a week ahead.
  const publishDate = summary.getByRole('button', { name: /^Change publish date: / });
  await publishDate.click();
  await summary.getByRole('button', { name: 'Now' }).click();
  await expect(publishDate).toHaveText('Immediately');
  await page.keyboard.press('Escape');
  await choose('Scheduled');
  const weekAhead = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  await expect(publishDate).toContainText(weekAhead.format(Date.now() + WEEK_MS));
  await save(page);
  expect((await guest.goto('/about/'))?.status()).toBe(404);

  // Published again: the future date is cleared, so the page is out now, not scheduled.
  await choose('Published');
  await expect(publishDate).toHaveText('Immediately');
  await save(page);
  await expect(status).toHaveText('Password protected');
  const republished = await guest.goto('/about/');
  expect(republished?.status()).toBe(200);
  await expect(guest.getByText('We started in a shared basement')).toBeVisible();

  // Scheduled once more, then Private instead.
  await choose('Scheduled');

  // Private: the password fieldset goes and the password with it.
  const passwordFieldset = summary.getByRole('group', { name: 'Password' });
  await expect(passwordFieldset).toBeVisible();
  await choose('Private');
  await expect(status).toHaveText('Private');
  await expect(passwordFieldset).toHaveCount(0);
  await save(page);
  expect(await restGet(page, `/wp/v2/pages/${id}?context=edit`)).toMatchObject({
    status: 'private',
    password: '',
  });
  expect((await guest.goto('/about/'))?.status()).toBe(404);
});
