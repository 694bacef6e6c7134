import type { Page } from '@playwright/test';
import { block, canvas, editUrl, openHomeTemplate, storedTemplate } from './canvas-page.js';
import { expect, test } from './fixtures.js';
import { networkQuiet } from './network-quiet.js';

const HERO_HEADING = 'Cloth with a story in every thread';

/** The visible text of the public front page, as a visitor reads it. */
async function frontPageText(page: Page): Promise<string> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a visitor reads (textContent would add the page's CSS).
  return page.locator('body').innerText();
}

test('the front page’s theme patterns are editable blocks, saved inlined only after an edit', async ({
  page,
  loginAs,
}) => {
  // Two public pages, an editor load to network idle, an edit and a save: long on a loaded machine.
  test.setTimeout(90_000);
  const before = await frontPageText(page);
  expect(before).toContain(HERO_HEADING);

  const restCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wp-json/')) restCalls.push(request.url());
  });
  await loginAs('admin', editUrl('/wp_template/loom//front-page'));
  const heading = block(page, 'core/heading', HERO_HEADING);
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await expect(canvas(page).locator('[data-type="core/pattern"]')).toHaveCount(0);
  // The theme patterns came with the page (preloaded): no REST round trip to inline them.
  await networkQuiet(page);
  expect(restCalls).toEqual([]);
  // Opening the template changed nothing: there is nothing to save.
  const saved = page.getByRole('button', { name: 'Saved' });
  await expect(saved).toHaveAttribute('aria-disabled', 'true');

  // List View names the pattern's block after the pattern.
  await page.getByRole('button', { name: 'Document Overview' }).click();
  const tree = page.getByRole('tree', { name: 'Block navigation structure' });
  await expect(tree.getByRole('treeitem', { name: 'Hero with image' })).toBeVisible();

  await heading.click();
  await expect(heading).toHaveClass(/is-selected/);
  // The heading wraps: Control+End is the end of its text, not of its first line.
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' and yarn');
  await expect(heading).toHaveText(`${HERO_HEADING} and yarn`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saved).toBeVisible();

  const content = await storedTemplate(page, 'loom//front-page');
  expect(content).toContain('"patternName":"loom/hero-split","name":"Hero with image"');
  expect(content).not.toContain('<!-- wp:pattern');
  expect(content).toContain(`${HERO_HEADING} and yarn</h1>`);

  const after = await frontPageText(page);
  await expect(
    page.getByRole('heading', { level: 1, name: `${HERO_HEADING} and yarn` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the collection' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Coloured threads flowing across a blush background' }),
  ).toBeVisible();
  // Everything else on the page reads as before.
  expect(after).toBe(before.replace(HERO_HEADING, `${HERO_HEADING} and yarn`));
});

test('undo puts the selection, the block toolbar and the caret back on the edited paragraph', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const original = 'Notes on craft, colour and slow making.';
  const paragraph = block(page, 'core/paragraph', 'Notes on craft');
  const heading = block(page, 'core/heading', 'The journal');
  await paragraph.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Always.');
  await expect(paragraph).toHaveText(`${original} Always.`);
  await heading.click();
  await expect(heading).toHaveClass(/is-selected/);

  await page.keyboard.press('Control+z');
  await expect(paragraph).toHaveText(original);
  await expect(paragraph).toHaveClass(/is-selected/);
  await expect(heading).not.toHaveClass(/is-selected/);
  const toolbar = canvas(page).getByRole('toolbar', { name: 'Block tools' });
  await expect(toolbar.getByRole('button', { name: 'Paragraph: change block type' })).toBeVisible();

  await page.keyboard.press('Control+Shift+z');
  await expect(paragraph).toHaveText(`${original} Always.`);
  await expect(paragraph).toHaveClass(/is-selected/);

  await page.keyboard.press('Control+z');
  await expect(paragraph).toHaveText(original);
  // The caret is where typing began: at the end of the text.
  await page.keyboard.type('!');
  await expect(paragraph).toHaveText(`${original}!`);

  // The header's Undo selects the paragraph too, and keeps the focus for the next press.
  await heading.click();
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await undo.click();
  await expect(paragraph).toHaveText(original);
  await expect(paragraph).toHaveClass(/is-selected/);
  await expect(undo).toBeFocused();
});

test('primary+a twice selects the blocks of the list; Delete removes them; undo brings them back', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const paragraph = block(page, 'core/paragraph', 'Notes on craft');
  const heading = block(page, 'core/heading', 'The journal');
  await page.getByRole('button', { name: 'Document Overview' }).click();
  const tree = page.getByRole('tree', { name: 'Block navigation structure' });

  await paragraph.click();
  await page.keyboard.press('Control+a');
  // First the paragraph's text only.
  await expect(heading).not.toHaveClass(/is-selected/);
  await expect(paragraph).toBeFocused();
  await page.keyboard.press('Control+a');
  await expect(heading).toHaveClass(/is-selected/);
  await expect(paragraph).toHaveClass(/is-selected/);
  await expect(tree.getByRole('treeitem', { name: 'The journal' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    canvas(page).getByRole('toolbar', { name: 'Block tools' }).getByText('2 blocks'),
  ).toBeVisible();

  await page.keyboard.press('Delete');
  await expect(heading).toHaveCount(0);
  await expect(paragraph).toHaveCount(0);

  await page.keyboard.press('Control+z');
  await expect(heading).toBeVisible();
  await expect(paragraph).toBeVisible();
  await expect(heading).toHaveClass(/is-selected/);
  await expect(paragraph).toHaveClass(/is-selected/);
});
