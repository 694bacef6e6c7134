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

/** Logs in and opens Loom's home template in the canvas, waiting for its first heading. */
export async function openHomeTemplate(
  page: Page,
  loginAs: (user: 'admin', path: string) => Promise<void>,
): Promise<void> {
  await loginAs('admin', editUrl('/wp_template/loom//home'));
  // The canvas chunk and the template load on a busy machine: allow for it once, here.
  await expect(block(page, 'core/heading', 'The journal')).toBeVisible({ timeout: 15_000 });
}
