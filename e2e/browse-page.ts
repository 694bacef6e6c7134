import { expect, type Page } from '@playwright/test';

/** The browsing layout's sidebar (the 'Navigation' region: the area's screens, its Save button). */
export function sidebar(page: Page) {
  return page.getByRole('region', { name: 'Navigation' });
}

/** Saves every change from the sidebar's 'Review N changes…' button and its save panel. */
export async function saveFromSidebar(page: Page): Promise<void> {
  await sidebar(page)
    .getByRole('button', { name: /Review \d+ changes?/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Save changes' });
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel).toBeHidden();
}
