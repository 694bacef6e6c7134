import {
  block,
  blogPath,
  canvas,
  insertAfterJournalHeading,
  openHomeTemplate,
  save,
} from './canvas-page.js';
import { expect, test } from './fixtures.js';

test('an accordion and a file block from the inserter; visitors open and close the accordion', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await openHomeTemplate(page, loginAs);

  await insertAfterJournalHeading(page, 'accordion', 'Accordion');
  const heading = block(page, 'core/accordion-heading');
  await expect(heading).toBeVisible();
  // The new accordion has a heading to title and a panel holding a paragraph.
  await heading.getByRole('textbox').click();
  await page.keyboard.type('Opening hours');
  await expect(heading).toContainText('Opening hours');
  await block(page, 'core/accordion-panel').locator('[data-type="core/paragraph"]').click();
  await page.keyboard.type('Nine to five, every day.');
  await expect(block(page, 'core/accordion-panel')).toContainText('Nine to five, every day.');

  await insertAfterJournalHeading(page, 'file', 'File');
  const file = block(page, 'core/file');
  await expect(file).toContainText('File — give its address in the block settings.');
  const settings = page.getByRole('region', { name: 'Editor settings' });
  await settings
    .getByRole('textbox', { name: 'File URL' })
    .fill('/wp-content/uploads/price-list.pdf');
  // The file's name and the button's text are typed in place (editable, not links, while editing).
  await expect(file).toContainText('price-list.pdf');
  await expect(file).toContainText('Download');

  await save(page);
  await page.goto(await blogPath(page));

  const toggle = page.getByRole('button', { name: 'Opening hours' });
  const answer = page.getByText('Nine to five, every day.');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(page.getByRole('region', { name: 'Opening hours' })).toContainText(
    'Nine to five, every day.',
  );
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();

  const link = page.getByRole('link', { name: 'price-list.pdf' });
  await expect(link).toHaveAttribute('href', '/wp-content/uploads/price-list.pdf');
  const download = page.getByRole('link', { name: 'Download' });
  await expect(download).toHaveAttribute('download', '');
  await expect(download).toHaveAttribute('href', '/wp-content/uploads/price-list.pdf');
  // The canvas's frame is gone: this is the public page.
  await expect(canvas(page).locator('body')).toHaveCount(0);
});
