import type { Locator, Page } from '@playwright/test';
import { block, canvas, openHomeTemplate } from './canvas-page.js';
import { expect, test } from './fixtures.js';
import { holdChunk } from './held-chunk.js';

/** Types " Write to us" at the end of the intro paragraph and selects "to us"; gives the paragraph. */
async function selectToUs(page: Page): Promise<Locator> {
  const intro = block(page, 'core/paragraph', 'Notes on craft');
  await intro.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Write to us');
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  return intro;
}

test('Attempt recovery keeps the text, the link and the bold of a paragraph written as a div', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  await page.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('menuitemradio', { name: 'Code editor' }).click();
  const code = page.getByPlaceholder('Start writing with text or HTML');
  const inner =
    'Para with <a href="https://example.com/guide">a link</a> and <strong>bold</strong> span.';
  await code.fill(
    `<!-- wp:paragraph -->\n<div class="broken" data-x="1">${inner}</div>\n<!-- /wp:paragraph -->\n\n${await code.inputValue()}`,
  );
  await page.getByRole('button', { name: 'Exit code editor' }).click();

  const warning = canvas(page).getByRole('alert');
  await expect(warning).toContainText('This block contains unexpected or invalid content.');
  await warning.getByRole('button', { name: 'Attempt recovery' }).click();
  await expect(warning).toHaveCount(0);
  const recovered = block(page, 'core/paragraph', 'Para with a link and bold span.');
  await expect(recovered).toBeVisible();
  await expect(recovered.getByRole('link', { name: 'a link' })).toHaveAttribute(
    'href',
    'https://example.com/guide',
  );
  await expect(recovered.locator('strong')).toHaveText('bold');
});

test('Enter in navigation mode edits the selected block and changes nothing', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const heading = block(page, 'core/heading', 'The journal');
  const paragraphs = block(page, 'core/paragraph');
  const count = await paragraphs.count();
  await heading.click();
  await page.keyboard.press('Escape');
  await expect(canvas(page).locator('body')).toHaveClass(/is-navigation-mode/);
  await page.keyboard.press('Enter');
  await expect(canvas(page).locator('body')).not.toHaveClass(/is-navigation-mode/);
  await expect(paragraphs).toHaveCount(count);
  await expect(heading).toHaveText('The journal');
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
  // The caret is in the heading: typing edits it.
  await page.keyboard.type('!');
  await expect(heading).toHaveText('The journal!');
});

test('primary+k opens the command palette in navigation mode and the link popover in text', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const heading = block(page, 'core/heading', 'The journal');
  await heading.click();
  await page.keyboard.press('Escape');
  await expect(canvas(page).locator('body')).toHaveClass(/is-navigation-mode/);
  await page.keyboard.press('ControlOrMeta+KeyK');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette).toBeVisible();
  await expect(canvas(page).getByRole('form', { name: 'Link' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(palette).toHaveCount(0);

  await heading.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('ControlOrMeta+KeyK');
  await expect(canvas(page).getByRole('form', { name: 'Link' })).toBeVisible();
  await expect(palette).toHaveCount(0);
});

test('the link popover takes focus, suggests pages, applies with Enter and gives the text back on Escape', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const pages = await page.request.get('/wp-json/wp/v2/pages?slug=contact');
  const [contact] = (await pages.json()) as { link: string }[];
  if (contact === undefined) throw new Error('The demo site has no Contact page');

  const intro = await selectToUs(page);
  await page.keyboard.press('ControlOrMeta+KeyK');
  const popover = canvas(page).getByRole('form', { name: 'Link' });
  const field = popover.getByRole('textbox', { name: 'Search or type URL' });
  await expect(field).toBeFocused();
  await page.keyboard.type('Contact');
  await expect(popover.getByRole('option', { name: /Contact/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(intro).toContainText('Write to us');
  await page.keyboard.press('Enter');
  await expect(popover).toHaveCount(0);
  await expect(intro.getByRole('link', { name: 'to us' })).toHaveAttribute('href', contact.link);

  // Escape closes and the selection is back in the text: primary+b bolds it.
  await page.keyboard.press('End');
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('ControlOrMeta+KeyK');
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(canvas(page).locator('body')).not.toHaveClass(/is-navigation-mode/);
  await page.keyboard.press('ControlOrMeta+KeyB');
  await expect(intro.locator('strong')).toHaveText('Write');

  // A click in a link shows its preview: the URL, 'Edit' and 'Remove link'.
  await intro.getByRole('link', { name: 'to us' }).click();
  const preview = canvas(page).getByRole('dialog', { name: 'Link preview' });
  await expect(preview.getByRole('link')).toHaveText(contact.link);
  await preview.getByRole('button', { name: 'Edit' }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(contact.link);
  await page.keyboard.press('Escape');
  await intro.getByRole('link', { name: 'to us' }).click();
  await preview.getByRole('button', { name: 'Remove link' }).click();
  await expect(intro.getByRole('link')).toHaveCount(0);
  await expect(intro).toContainText('Write to us');
});

test('what is typed after primary+k while the link popover is still loading goes into its field, not over the selected text', async ({
  page,
  loginAs,
}) => {
  // The frame's tools (toolbar, slash inserter, link popover) arrive only once the person has typed.
  const release = await holdChunk(page, 'FrameTools');
  await openHomeTemplate(page, loginAs);
  const intro = await selectToUs(page);
  await page.keyboard.press('ControlOrMeta+KeyK');
  await page.keyboard.type('example.o');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('org');
  release();
  const popover = canvas(page).getByRole('form', { name: 'Link' });
  const field = popover.getByRole('textbox', { name: 'Search or type URL' });
  await expect(field).toHaveValue('example.org');
  await expect(field).toBeFocused();
  await expect(intro).toContainText('Write to us');
  await page.keyboard.type('/shop');
  await expect(field).toHaveValue('example.org/shop');
  await page.keyboard.press('Enter');
  await expect(popover).toHaveCount(0);
  await expect(intro.getByRole('link', { name: 'to us' })).toHaveAttribute(
    'href',
    'https://example.org/shop',
  );
});

test('Escape while the link popover is still loading gives the link up and leaves the text as it was, still selected', async ({
  page,
  loginAs,
}) => {
  const release = await holdChunk(page, 'FrameTools');
  await openHomeTemplate(page, loginAs);
  const intro = await selectToUs(page);
  await page.keyboard.press('ControlOrMeta+KeyK');
  await page.keyboard.type('ab');
  await page.keyboard.press('Escape');
  release();
  // The tools are there (the block toolbar shows), and no link popover opens.
  await expect(canvas(page).getByRole('toolbar', { name: 'Block tools' })).toBeVisible();
  await expect(canvas(page).getByRole('form', { name: 'Link' })).toHaveCount(0);
  await expect(intro).toContainText('Write to us');
  await page.keyboard.press('ControlOrMeta+KeyB');
  await expect(intro.locator('strong')).toHaveText('to us');
});

test('frame tools whose code cannot load: the error shows in the frame and the text stays editable', async ({
  page,
  loginAs,
}) => {
  await page.route(/\/FrameTools-[^/]*\.js$/, (route) => route.abort());
  await openHomeTemplate(page, loginAs);
  const intro = block(page, 'core/paragraph', 'Notes on craft');
  await intro.click();
  await expect(
    canvas(page)
      .getByRole('alert')
      .filter({ hasText: 'The editor has encountered an unexpected error.' }),
  ).toBeVisible();
  await page.keyboard.press('End');
  await page.keyboard.type(' Still here');
  await expect(intro).toContainText('Still here');
  await expect(block(page, 'core/heading', 'The journal')).toBeVisible();
});
