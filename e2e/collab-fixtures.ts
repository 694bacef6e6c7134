import type { Browser, Page } from '@playwright/test';
import type { AtelierServer } from './atelier-server.js';
import { block, editUrl, restHeaders, restPost } from './canvas-page.js';
import { test as base, expect, logIn } from './fixtures.js';
import { dismissWelcomeGuides } from './welcome-guides.js';

/**
 * The second person of a co-editing test: another administrator (the editor role may not open
 * the site editor), made once per database through the REST API as the demo admin.
 */
export const CO_EDITOR = {
  username: 'grace',
  name: 'Grace Hopper',
  password: 'e2e-grace-password',
} as const;

/** The demo administrator's display name, as the others see it. */
export const ADMIN_NAME = 'Site Admin';

/** A page made for a test: its id and the texts of its paragraphs. */
export interface SharedPage {
  id: number;
  url: string;
}

/** Logs a page in through the login form as the second person, as a person would. */
async function logInAsCoEditor(page: Page): Promise<void> {
  await page.goto('/wp-login.php');
  await page.getByLabel('Username or Email Address').fill(CO_EDITOR.username);
  await page.getByLabel('Password', { exact: true }).fill(CO_EDITOR.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/wp-login.php'));
}

/** Makes the second administrator, as the demo admin logged in on `page` (its cookies). */
async function createCoEditor(page: Page): Promise<void> {
  const response = await page.request.post('/wp-json/wp/v2/users', {
    headers: await restHeaders(page),
    data: {
      username: CO_EDITOR.username,
      name: CO_EDITOR.name,
      email: 'grace@example.test',
      password: CO_EDITOR.password,
      roles: ['administrator'],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * A browser of its own (a new context: its own cookies) for the second person on `server`: the
 * demo admin makes the account there first, then the second person logs in through the form,
 * with the welcome guides off like every other test's users.
 */
export async function openCoEditor(browser: Browser, server: AtelierServer): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await logIn(page, 'admin');
  await createCoEditor(page);
  await context.clearCookies();
  await logInAsCoEditor(page);
  await dismissWelcomeGuides(page.request);
  return page;
}

/** Makes a published page with these paragraphs through the REST API, as the user of `page`. */
export async function createSharedPage(
  page: Page,
  title: string,
  paragraphs: readonly string[],
): Promise<SharedPage> {
  const content = paragraphs
    .map((text) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`)
    .join('\n\n');
  const created = await restPost<{ id: number }>(page, '/wp/v2/pages', {
    title,
    status: 'publish',
    content,
  });
  return { id: created.id, url: editUrl(`/page/${created.id}`) };
}

/** Opens the page in the editor's canvas and waits for its first paragraph. */
export async function openSharedPage(page: Page, shared: SharedPage, first: string): Promise<void> {
  await page.goto(shared.url);
  // The canvas chunk, the page and its template load on a busy machine: allow for it once, here.
  await expect(paragraphWith(page, first)).toBeVisible({ timeout: 20_000 });
}

/**
 * A new page with these paragraphs, made as the user of `page` and opened in both browsers (each
 * waits for the first paragraph): the start of most two-person tests.
 */
export async function openInBoth(
  page: Page,
  coEditor: Page,
  title: string,
  paragraphs: readonly [string, ...string[]],
): Promise<SharedPage> {
  const shared = await createSharedPage(page, title, paragraphs);
  await openSharedPage(page, shared, paragraphs[0]);
  await openSharedPage(coEditor, shared, paragraphs[0]);
  return shared;
}

/** The paragraph of the canvas whose text contains `text`. */
export function paragraphWith(page: Page, text: string) {
  return block(page, 'core/paragraph', text);
}

/** The header's Save button (its text: 'Save', 'Saved', 'Review N changes…'). */
export function saveButton(page: Page) {
  return page.getByRole('region', { name: 'Editor publish' }).getByRole('button');
}

/** The editor's top bar, where the presence avatars of the open record are. */
export function topBar(page: Page) {
  return page.getByRole('region', { name: 'Editor top bar' });
}

/** Puts the caret at the end of a paragraph by clicking it and pressing End, as a person does. */
export async function caretAtEnd(page: Page, text: string): Promise<void> {
  await paragraphWith(page, text).click();
  await page.keyboard.press('End');
}

interface CollabFixtures {
  /**
   * The server the second person's browser talks to: the test's own server, unless a spec gives
   * another instance on the same database (collab-instances.spec.ts).
   */
  coEditorServer: AtelierServer;
  /** The second person's page, logged in on `coEditorServer`, closed after the test. */
  coEditor: Page;
}

/**
 * The fixtures of `fixtures.ts` (`page` for the demo admin on the test's server) plus a second
 * person in a browser of their own.
 */
export const test = base.extend<CollabFixtures>({
  coEditorServer: async ({ server }, use) => {
    await use(server);
  },
  coEditor: async ({ browser, coEditorServer }, use) => {
    const page = await openCoEditor(browser, coEditorServer);
    await use(page);
    await page.context().close();
  },
});

export { expect };
