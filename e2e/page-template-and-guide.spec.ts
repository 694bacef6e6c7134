import type { Browser, Page } from '@playwright/test';
import { editUrl } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/** The About page's id, as the public REST API gives it. */
async function aboutId(page: Page): Promise<number> {
  const response = await page.request.get('/wp-json/wp/v2/pages?slug=about');
  const [about] = (await response.json()) as { id: number }[];
  if (about === undefined) throw new Error('The demo site has no About page.');
  return about.id;
}

/** A visitor who is not logged in, in a browser context of their own, on a public path. */
async function visit(browser: Browser, baseURL: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Saves with the header's single 'Save' button and waits for 'Saved'. */
async function save(page: Page): Promise<void> {
  const button = page.getByRole('region', { name: 'Editor publish' }).getByRole('button');
  await expect(button).toHaveText('Save');
  await button.click();
  await expect(button).toHaveText('Saved');
}

test.describe('the Editing a page guide', () => {
  test.use({ welcomeGuides: true });

  test('shows once for a page in edit mode; Continue closes it for good; the More menu reopens it', async ({
    page,
    loginAs,
  }) => {
    const id = await aboutId(page);
    await loginAs('admin', editUrl(`/page/${id}`));
    // A new user meets 'Welcome to the site editor' first; Editing a page follows it.
    const welcome = page.getByRole('dialog', { name: 'Welcome to the site editor' });
    await welcome.getByRole('button', { name: 'Get started' }).click({ timeout: 15_000 });
    const guide = page.getByRole('dialog', { name: 'Editing a page' });
    await expect(guide).toBeVisible();
    await expect(guide).toContainText('open the template from the settings sidebar');
    await expect(guide.getByRole('button', { name: 'Continue' })).toBeVisible();

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/wp-json/wp/v2/users/me') &&
        response.request().method() === 'POST',
    );
    await guide.getByRole('button', { name: 'Continue' }).click();
    await expect(guide).toBeHidden();
    expect((await saved).status()).toBe(200);

    await page.reload();
    const summary = page
      .getByRole('region', { name: 'Editor settings' })
      .getByRole('region', { name: 'Summary' });
    await expect(summary.getByRole('button', { name: /^Change status: / })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Options', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Welcome Guide' }).click();
    await welcome.getByRole('button', { name: 'Get started' }).click();
    await expect(guide).toBeVisible();
    await guide.getByRole('button', { name: 'Close' }).click();
    await expect(guide).toBeHidden();
  });
});

test('the page summary switches the page to another template; the public page follows, and back', async ({
  page,
  loginAs,
  browser,
  server,
}) => {
  const id = await aboutId(page);
  await loginAs('admin', editUrl(`/page/${id}`));
  const summary = page
    .getByRole('region', { name: 'Editor settings' })
    .getByRole('region', { name: 'Summary' });
  const templateButton = summary.getByRole('button', { name: /^Change template: / });
  await expect(templateButton).toHaveText('Pages', { timeout: 15_000 });
  // The guide is off for the fixtures' users: nothing covers the editor.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const before = await visit(browser, server.url, '/about/');
  await expect(before.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await before.context().close();

  await templateButton.click();
  await expect(page.getByRole('menuitem', { name: 'Use default template' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Change template' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a template' });
  await expect(chooser.getByRole('button', { name: 'Default template' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(chooser.getByRole('button', { name: 'Post with sidebar' })).toHaveCount(0);
  await chooser.getByRole('button', { name: 'Page without title' }).click();
  await expect(chooser).toBeHidden();
  await expect(templateButton).toHaveText('Page without title');
  await save(page);

  const chosen = await visit(browser, server.url, '/about/');
  await expect(chosen.getByText('We started in a shared basement')).toBeVisible();
  await expect(chosen.getByRole('heading', { level: 1, name: 'About' })).toHaveCount(0);
  await chosen.context().close();

  await templateButton.click();
  await page.getByRole('menuitem', { name: 'Use default template' }).click();
  await expect(templateButton).toHaveText('Pages');
  await save(page);

  const restored = await visit(browser, server.url, '/about/');
  await expect(restored.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await restored.context().close();
});
