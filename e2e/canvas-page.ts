import type { FrameLocator, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** The site editor in edit mode on a record (spec 1 §2.1: /{type}/{id} with canvas=edit). */
export function editUrl(path: string): string {
  return `/wp-admin/site-editor.php?${new URLSearchParams({ p: path, canvas: 'edit' })}`;
}

/** The canvas iframe. */
export function canvas(page: Page): FrameLocator {
  return page.frameLocator('iframe[name="editor-canvas"]');
}

/** The blocks of a type inside the canvas, or the one with this text. */
export function block(page: Page, type: string, text?: string) {
  const blocks = canvas(page).locator(`[data-type="${type}"]`);
  return text === undefined ? blocks : blocks.filter({ hasText: text });
}

/** The public path of the posts page (the one Loom's Blog Home template shows). */
export async function blogPath(page: Page): Promise<string> {
  const response = await page.request.get('/wp-json/wp/v2/pages?per_page=100');
  const pages = (await response.json()) as { link: string; slug: string }[];
  const blog = pages.find((item) => item.slug === 'blog');
  if (blog === undefined) throw new Error('The demo site has no blog page');
  return new URL(blog.link).pathname;
}

/** Saves with the header's 'Save' button and waits for 'Saved'. */
export async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
}

/** The session's REST nonce header, for reading or setting data up through the API as the user. */
export async function restHeaders(page: Page): Promise<Record<string, string>> {
  const response = await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce');
  return { 'X-WP-Nonce': (await response.text()).trim() };
}

/** A successful REST read (`path` below /wp-json) as the logged-in user. */
export async function restGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/wp-json${path}`, { headers: await restHeaders(page) });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** A successful REST write (`path` below /wp-json) as the logged-in user. */
export async function restPost<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(`/wp-json${path}`, {
    headers: await restHeaders(page),
    data,
  });
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A template's stored content, as the REST API gives it. */
export async function storedTemplate(page: Page, id: string): Promise<string> {
  const template = await restGet<{ content: { raw: string } }>(
    page,
    `/wp/v2/templates/${id}?context=edit`,
  );
  return template.content.raw;
}

/** Logs in and opens Loom's home template in the canvas, waiting for its first heading. */
export async function openHomeTemplate(
  page: Page,
  loginAs: (user: 'admin', path: string) => Promise<void>,
): Promise<void> {
  await loginAs('admin', editUrl('/wp_template/loom//home'));
  // The canvas chunk and the template load on a busy machine: allow for it once, here.
  await expect(block(page, 'core/heading', 'The journal')).toBeVisible({ timeout: 15_000 });
}

/**
 * Logs in, makes a custom template through the REST API (as a person would with 'Add template')
 * and opens it in the canvas; custom templates are the ones that may be renamed (spec 1 §4.3).
 */
export async function openCustomTemplate(
  page: Page,
  loginAs: (user: 'admin', path: string) => Promise<void>,
  { slug, title }: { slug: string; title: string },
): Promise<string> {
  await loginAs('admin', '/wp-admin/');
  const response = await page.request.post('/wp-json/wp/v2/templates', {
    headers: await restHeaders(page),
    data: {
      slug,
      title,
      content: '<!-- wp:paragraph -->\n<p>Notes from the studio.</p>\n<!-- /wp:paragraph -->',
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await page.goto(editUrl(`/wp_template/${id}`));
  await expect(block(page, 'core/paragraph', 'Notes from the studio.')).toBeVisible({
    timeout: 15_000,
  });
  return id;
}

/** Inserts a block after the home template's 'The journal' heading from the Block Library. */
export async function insertAfterJournalHeading(
  page: Page,
  search: string,
  title: string,
): Promise<void> {
  await block(page, 'core/heading', 'The journal').click();
  const library = page.getByRole('region', { name: 'Block Library' });
  // The library stays open after an insertion; open it only when it is closed.
  if (!(await library.isVisible()))
    await page.getByRole('button', { name: 'Block Inserter' }).click();
  await library.getByRole('searchbox', { name: 'Search' }).fill(search);
  await library.getByRole('button', { name: title, exact: true }).click();
}
