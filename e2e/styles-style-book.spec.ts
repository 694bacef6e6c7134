import type { Locator } from '@playwright/test';
import { saveFromSidebar, sidebar } from './browse-page.js';
import { expect, test } from './fixtures.js';

/**
 * The Style Book (issue #18 item 7): opened from the Styles header, the blocks' examples by
 * category; the Button example opens the Button block's styles in the sidebar and follows a
 * colour chosen there at once; Escape closes it; beside Revisions it is titled 'Style Revisions'.
 */

test.use({ viewport: { width: 1400, height: 900 } });

const INDIGO = 'rgb(47, 75, 216)'; // Loom's button background (accent)
const MADDER = 'rgb(217, 88, 43)'; // accent-2

/** The document of the preview frame named `title` inside `scope`. */
function preview(scope: Locator, title: string) {
  return scope.locator(`iframe[title="Preview: ${title}"]`).contentFrame();
}

test('the Style Book: tabs and examples, an example opens its block styles and follows them, Escape, revisions', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/site-editor.php?p=%2Fwp_global_styles');
  const nav = sidebar(page);
  await expect(nav.getByRole('heading', { name: 'Styles' })).toBeVisible();

  const toggle = nav.getByRole('button', { name: 'Style Book' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const book = page.getByRole('region', { name: 'Style Book' });
  await expect(book.getByRole('heading', { name: 'Style Book' })).toBeVisible();
  const tabs = book.getByRole('tab');
  await expect(tabs).toHaveText(['Text', 'Media', 'Design', 'Widgets', 'Theme']);
  await expect(book.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');

  // The Text tab: Paragraph and Heading, each drawn with the site's styles.
  await expect(book.getByRole('button', { name: 'Open Paragraph styles' })).toBeVisible();
  await expect(book.getByRole('button', { name: 'Open Heading styles' })).toBeVisible();
  await expect(preview(book, 'Paragraph').locator('p')).toContainText('A paragraph holds');
  await expect(preview(book, 'Heading').locator('h2')).toHaveText('Heading 2');
  await expect(book.getByRole('button', { name: 'Open Button styles' })).toHaveCount(0);

  // The Design tab: the Button example, with the theme's button colour.
  await book.getByRole('tab', { name: 'Design' }).click();
  await expect(book.getByRole('button', { name: 'Open Paragraph styles' })).toHaveCount(0);
  const buttonExample = book.getByRole('button', { name: 'Open Button styles' });
  const buttonLink = preview(book, 'Button').locator('.wp-block-button__link');
  await expect(buttonLink).toHaveCSS('background-color', INDIGO, { timeout: 15_000 });

  // Clicking the example opens the Button block's styles; the Style Book stays open.
  await buttonExample.click();
  await expect(page).toHaveURL(/section=%2Fblocks%2Fcore%252Fbutton(&|$)/);
  await expect(nav.getByRole('heading', { name: 'Button' })).toBeVisible();
  await expect(book).toBeVisible();
  await expect(buttonExample).toHaveAttribute('aria-current', 'true');
  await expect(nav.getByRole('button', { name: 'Style Book' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The block's screen previews its example too.
  await expect(preview(nav, 'Button').locator('.wp-block-button__link')).toHaveText('Get in touch');

  // A colour chosen there shows in the Style Book's example at once.
  await nav.getByRole('button', { name: 'Background Madder' }).click();
  await expect(buttonLink).toHaveCSS('background-color', MADDER);
  await expect(preview(nav, 'Button').locator('.wp-block-button__link')).toHaveCSS(
    'background-color',
    MADDER,
  );

  // Escape, from inside the Style Book, closes it: the canvas is back.
  await book.getByRole('tab', { name: 'Design' }).click();
  await page.keyboard.press('Escape');
  await expect(book).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Style Book' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.locator('iframe[name="editor-canvas"]')).toBeVisible({ timeout: 15_000 });

  // Saved, the change is a revision; beside Revisions the Style Book is 'Style Revisions'.
  await saveFromSidebar(page);
  await nav.getByRole('button', { name: 'Back', exact: true }).click();
  await nav.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(nav.getByRole('heading', { name: 'Styles' })).toBeVisible();
  await nav.getByRole('button', { name: 'Revisions' }).click();
  await expect(page).toHaveURL(/section=%2Frevisions(&|$)/);
  await nav.getByRole('button', { name: 'Style Book' }).click();
  const revisions = page.getByRole('region', { name: 'Style Revisions' });
  await expect(revisions.getByRole('heading', { name: 'Style Revisions' })).toBeVisible();
  await expect(revisions.getByRole('figure', { name: 'Paragraph' })).toBeVisible();
  await expect(revisions.getByRole('button', { name: 'Open Paragraph styles' })).toHaveCount(0);
  await revisions.getByRole('button', { name: 'Close' }).click();
  await expect(revisions).toHaveCount(0);
});
