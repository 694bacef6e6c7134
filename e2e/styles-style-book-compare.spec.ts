import type { Locator, Page } from '@playwright/test';
import { sidebar } from './browse-page.js';
import { canvas, restGet, restPost } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/**
 * The Style Book in Revisions' compare view (issue #18 points 6 and 7): with two saved
 * revisions, an older one compared with the current styles, then the Style Book opened — both
 * panes show the Style Book on the same tab, each in its styles, under one tab bar, the changed
 * value listed; a tab switches both panes; Escape closes the Style Book and the page compare
 * view is back, and Escape there closes it too; leaving Revisions keeps the Style Book open with
 * the current styles, the sidebar at its root.
 */

test.use({ viewport: { width: 1400, height: 900 } });

const OLDER = 'rgb(192, 255, 238)';
const NEWER = 'rgb(170, 0, 0)';

interface LinkedRecord {
  _links: Record<string, { href: string }[] | undefined>;
}

/** The id of the active theme's user global styles record. */
async function userStylesId(page: Page): Promise<string> {
  const [theme] = await restGet<LinkedRecord[]>(page, '/wp/v2/themes?status=active');
  const href = theme?._links['wp:user-global-styles']?.[0]?.href ?? '';
  return href.split('/').pop() ?? '';
}

/** The document of the example frame named after `title` in a pane of the compare view. */
function example(pane: Locator, title: string) {
  return pane.locator(`iframe[title="Preview: ${title}"]`).contentFrame();
}

test('the Style Book in the compare view: both panes on one tab, each in its styles, then Escape', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/');
  const id = await userStylesId(page);
  await restPost(page, `/wp/v2/global-styles/${id}`, { styles: { color: { text: '#c0ffee' } } });
  await restPost(page, `/wp/v2/global-styles/${id}`, { styles: { color: { text: '#aa0000' } } });

  await page.goto('/wp-admin/site-editor.php?p=%2Fwp_global_styles');
  const nav = sidebar(page);
  await expect(canvas(page).locator('body')).toHaveCSS('color', NEWER, { timeout: 15_000 });

  // Revisions: the older revision selected, compared with the current styles.
  await nav.getByRole('button', { name: 'Revisions' }).click();
  const entries = nav.getByRole('listitem');
  await expect(entries.first()).toContainText('a few seconds ago');
  await entries.nth(1).getByRole('button').first().click();
  const compare = nav.getByRole('button', { name: 'Compare with current styles' });
  await compare.click();
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Changes' })).toBeVisible();

  // The Style Book opened: one tab bar, a Style Book in each pane on the same tab.
  const toggle = nav.getByRole('button', { name: 'Style Book' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const book = page.getByRole('region', { name: 'Style Revisions' });
  await expect(book.getByRole('heading', { name: 'Style Revisions' })).toBeVisible();
  await expect(book.getByRole('tablist', { name: 'Block categories' })).toHaveCount(1);
  await expect(book.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
  const revision = book.getByRole('region', { name: 'Selected revision' });
  const current = book.getByRole('region', { name: 'Current styles' });
  for (const pane of [revision, current]) {
    await expect(pane.getByRole('tabpanel', { name: 'Text' })).toBeVisible();
    await expect(pane.getByRole('figure', { name: 'Paragraph' })).toBeVisible();
    await expect(pane.getByRole('figure', { name: 'Heading' })).toBeVisible();
  }
  // Each pane in its own styles.
  await expect(example(revision, 'Paragraph').locator('p')).toHaveCSS('color', OLDER, {
    timeout: 15_000,
  });
  await expect(example(current, 'Paragraph').locator('p')).toHaveCSS('color', NEWER);
  // The Heading example shows every level, each saying which it is.
  await expect(example(current, 'Heading').locator('h1, h2, h3, h4, h5, h6')).toHaveText([
    'Heading 1',
    'Heading 2',
    'Heading 3',
    'Heading 4',
    'Heading 5',
    'Heading 6',
  ]);
  await expect(book.getByRole('region', { name: 'Changes' }).getByRole('listitem')).toHaveText([
    'Text › Color: #c0ffee → #aa0000',
  ]);

  // A tab switches both panes.
  await book.getByRole('tab', { name: 'Design' }).click();
  await expect(book.getByRole('tab', { name: 'Design' })).toHaveAttribute('aria-selected', 'true');
  for (const pane of [revision, current]) {
    await expect(pane.getByRole('tabpanel', { name: 'Design' })).toBeVisible();
    await expect(pane.getByRole('figure', { name: 'Button', exact: true })).toBeVisible();
    await expect(pane.getByRole('figure', { name: 'Paragraph' })).toHaveCount(0);
  }

  // Escape closes the Style Book: the compare view of the page is back, compare still on.
  await page.keyboard.press('Escape');
  await expect(book).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  const pagePane = page.getByRole('region', { name: 'Selected revision' });
  await expect(
    pagePane.frameLocator('iframe[title="Preview: Selected revision"]').locator('body'),
  ).toHaveCSS('color', OLDER, { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Changes' }).getByRole('listitem')).toHaveText([
    'Text › Color: #c0ffee → #aa0000',
  ]);

  // Escape inside the page compare view turns compare off: the canvas is back.
  await page.getByRole('button', { name: 'Side by side' }).focus();
  await page.keyboard.press('Escape');
  await expect(compare).toHaveAttribute('aria-pressed', 'false');
  await expect(compare).toBeFocused();
  await expect(page.getByRole('region', { name: 'Changes' })).toHaveCount(0);
  await expect(canvas(page).locator('body')).toHaveCSS('color', OLDER, { timeout: 15_000 });

  // The Style Book opened from Revisions returns to the root with the sidebar: leaving Revisions
  // keeps the book open, now the plain Style Book with the current styles.
  await toggle.click();
  await expect(page.getByRole('region', { name: 'Style Revisions' })).toBeVisible();
  await nav.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(nav.getByRole('heading', { name: 'Styles' })).toBeVisible();
  const plain = page.getByRole('region', { name: 'Style Book' });
  await expect(plain.getByRole('button', { name: 'Open Paragraph styles' })).toBeVisible();
  await expect(example(plain, 'Paragraph').locator('p')).toHaveCSS('color', NEWER);
});
