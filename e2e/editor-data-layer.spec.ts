import type { Browser, Page } from '@playwright/test';
import { editUrl, openCustomTemplate } from './canvas-page.js';
import { expect, logIn, test } from './fixtures.js';

/** A custom template made in the editor: only those may be renamed (spec 1 §4.3). */
const TEMPLATE_ID = 'loom//journal';

/** Logs in, makes the custom template and opens it in the editor. */
async function openJournal(page: Page, loginAs: (user: 'admin', path: string) => Promise<void>) {
  await openCustomTemplate(page, loginAs, { slug: 'journal', title: 'Journal' });
}

/** Moves inside the running editor (as an in-app link does), keeping its unsaved edits. */
async function moveInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((href) => {
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

function saveButton(page: Page) {
  return page.getByRole('region', { name: 'Editor publish' }).getByRole('button');
}

/** The header's document bar: '{title} · {type}'. */
function documentBar(page: Page) {
  return page.getByRole('region', { name: 'Editor top bar' }).getByRole('button', { name: / · / });
}

/** Renames the edited record as a person does: document bar, palette, 'Rename …' dialog. */
async function rename(page: Page, title: string): Promise<void> {
  await documentBar(page).click();
  await page.getByRole('combobox', { name: 'Search commands and settings' }).fill('rename');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Rename / });
  await dialog.getByRole('textbox', { name: / title$/ }).fill(title);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog).toHaveCount(0);
}

async function firstPage(page: Page): Promise<{ id: number; title: string }> {
  const response = await page.request.get(
    '/wp-json/wp/v2/pages?per_page=1&context=edit&orderby=id&order=asc',
  );
  const [first] = (await response.json()) as { id: number; title: { raw: string } }[];
  if (!first) throw new Error('The demo site has no page.');
  return { id: first.id, title: first.title.raw };
}

async function openAs(browser: Browser, baseURL: string, url: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, 'admin', url);
  return page;
}

test('a template and a page edited together are reviewed and saved in one go', async ({
  page,
  loginAs,
}) => {
  await openJournal(page, loginAs);
  const about = await firstPage(page);
  await expect(documentBar(page)).toHaveAccessibleName('Journal · Template');
  await expect(saveButton(page)).toHaveText('Saved');

  await rename(page, 'Landing');
  await expect(saveButton(page)).toHaveText('Save');

  await moveInApp(page, editUrl(`/page/${about.id}`));
  await expect(documentBar(page)).toHaveAccessibleName(`${about.title} · Page`);
  await rename(page, `${about.title} (edited)`);
  await expect(saveButton(page)).toHaveText('Review 2 changes…');

  await saveButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Save changes' });
  await expect(panel.getByRole('checkbox')).toHaveCount(2);
  // Focus stays inside the modal panel.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await expect(panel.getByRole('listitem')).toHaveText([
    /Landing\s*Template/,
    new RegExp(`${about.title} \\(edited\\)\\s*Page`),
  ]);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel).toBeHidden();
  await expect(saveButton(page)).toHaveText('Saved');
  await expect(page.getByText('Site updated.')).toBeVisible();

  await page.goto(editUrl(`/wp_template/${TEMPLATE_ID}`));
  await expect(documentBar(page)).toHaveAccessibleName('Landing · Template');
  await page.goto(editUrl(`/page/${about.id}`));
  await expect(documentBar(page)).toHaveAccessibleName(`${about.title} (edited) · Page`);
  const saved = await page.request.get(`/wp-json/wp/v2/pages/${about.id}?context=edit`);
  expect(((await saved.json()) as { status: string }).status).toBe('publish');
});

// The 412 flow is for clients outside a co-editing session: with co-editing on, two editors in
// one record share it (e2e/collab-editing.spec.ts) and neither save is stale.
test.describe('with co-editing off', () => {
  test.use({ serverEnv: { ATELIER_COLLAB: 'off' } });

  test('a stale save gets the conflict notice; Reload and Overwrite lose nothing silently', async ({
    page,
    loginAs,
    browser,
    server,
  }) => {
    const url = editUrl(`/wp_template/${TEMPLATE_ID}`);
    await openJournal(page, loginAs);
    const other = await openAs(browser, server.url, url);
    try {
      await expect(documentBar(page)).toHaveAccessibleName('Journal · Template');
      await expect(documentBar(other)).toHaveAccessibleName('Journal · Template');

      // The second browser saves first.
      await rename(other, 'Theirs');
      await saveButton(other).click();
      await expect(saveButton(other)).toHaveText('Saved');

      // This browser still holds the old version: its save is refused, its edit kept.
      await rename(page, 'Mine');
      await saveButton(page).click();
      const conflict = page.getByText(/changed by someone else/);
      await expect(conflict).toBeVisible();
      await expect(documentBar(page)).toHaveAccessibleName('Mine · Template');
      await expect(saveButton(page)).toHaveText('Save');

      // Reload shows their version and drops mine.
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect(documentBar(page)).toHaveAccessibleName('Theirs · Template');
      await expect(saveButton(page)).toHaveText('Saved');

      // They save again; this time Overwrite keeps mine.
      await rename(other, 'Theirs again');
      await saveButton(other).click();
      await expect(saveButton(other)).toHaveText('Saved');
      await rename(page, 'Mine after all');
      await saveButton(page).click();
      await expect(conflict).toBeVisible();
      await page.getByRole('button', { name: 'Overwrite' }).click();
      await expect(saveButton(page)).toHaveText('Saved');

      await other.reload();
      await expect(documentBar(other)).toHaveAccessibleName('Mine after all · Template');
    } finally {
      await other.context().close();
    }
  });
});

test('primary+s saves the current record', async ({ page, loginAs }) => {
  await openJournal(page, loginAs);
  await rename(page, 'Saved by shortcut');
  await expect(saveButton(page)).toHaveText('Save');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(saveButton(page)).toHaveText('Saved');
  await page.reload();
  await expect(documentBar(page)).toHaveAccessibleName('Saved by shortcut · Template');
});

test('undo and redo move a rename as one step', async ({ page, loginAs }) => {
  await openJournal(page, loginAs);
  await expect(documentBar(page)).toHaveAccessibleName('Journal · Template');
  await rename(page, 'Journal page');
  await expect(documentBar(page)).toHaveAccessibleName('Journal page · Template');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(documentBar(page)).toHaveAccessibleName('Journal · Template');
  await expect(saveButton(page)).toHaveText('Saved');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(documentBar(page)).toHaveAccessibleName('Journal page · Template');
});

test('a missing record says so', async ({ page, loginAs }) => {
  await loginAs('admin', editUrl('/page/987654'));
  await expect(
    page.getByText("You attempted to edit an item that doesn't exist. Perhaps it was deleted?"),
  ).toBeVisible();
});

test('a preference set in one browser is there in a new one', async ({
  page,
  loginAs,
  browser,
  server,
}) => {
  const notice = 'Looking for template parts? Find them in "Patterns".';
  await loginAs('admin', '/wp-admin/site-editor.php');
  const nav = page.getByRole('region', { name: 'Navigation' });
  await expect(nav.getByText(notice)).toBeVisible();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/wp-json/wp/v2/users/me') && response.request().method() === 'POST',
  );
  await nav.getByRole('button', { name: 'Dismiss' }).click();
  expect((await saved).status()).toBe(200);

  const other = await openAs(browser, server.url, '/wp-admin/site-editor.php');
  try {
    const otherNav = other.getByRole('region', { name: 'Navigation' });
    await expect(otherNav.getByRole('heading', { name: 'Design' })).toBeVisible();
    await expect(otherNav.getByText(notice)).toBeHidden();
  } finally {
    await other.context().close();
  }
});

test('a previewed theme is activated from the editor, which then leaves the preview', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/site-editor.php?wp_theme_preview=quarry');
  const activate = page.getByRole('region', { name: 'Save' }).getByRole('button');
  await expect(activate).toHaveText('Activate');
  await activate.click();
  await expect(page.getByText('Theme activated.')).toBeVisible();
  await expect(page).not.toHaveURL(/wp_theme_preview/);
  const active = await page.request.get('/wp-json/wp/v2/themes?status=active&context=edit');
  const [theme] = (await active.json()) as { stylesheet: string }[];
  expect(theme?.stylesheet).toBe('quarry');
});
