import type { Locator, Page } from '@playwright/test';
import { block, canvas, editUrl, restGet, restHeaders, restPost, save } from './canvas-page.js';
import { expect, test } from './fixtures.js';
import {
  type Layout,
  type MarkupBlock,
  randomStrokes,
  readerText,
  richTextBlocks,
  type Stroke,
  sampleText,
  seededRandom,
  typedText,
  writeMarkup,
} from './markup-variants.js';

/**
 * Nothing a person types is lost, whatever the stored markup looks like: for every rich-text
 * region of every block type, in compact, pretty, CRLF and indented markup, with and without
 * entities and inline formats, random typing (letters, spaces, Enter, Backspace) shows in the
 * canvas, survives saving and reloading, and is what the saved markup holds.
 */

/**
 * The edited record's rich-text regions (in its blocks: a page's template around it, with the
 * page's title field, is not the record's markup).
 */
const regions = (page: Page): Locator =>
  canvas(page).locator('[data-block][data-rich-text], [data-block] [data-rich-text]');

/**
 * The text of every editable region in document order: its characters with line breaks as `\n`
 * (not `innerText`, which would follow CSS such as a cite's upper case).
 */
async function regionTexts(page: Page): Promise<string[]> {
  return regions(page).evaluateAll((elements) =>
    elements.map((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      for (const br of Array.from(copy.querySelectorAll('br'))) br.replaceWith('\n');
      return copy.textContent ?? '';
    }),
  );
}

/** A point of a region that shows (not covered by the block toolbar), relative to it, or null. */
function visiblePoint(region: Locator): Promise<{ x: number; y: number } | null> {
  return region.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const candidates = [
      [rect.width - 3, rect.height / 2],
      [rect.width / 2, rect.height / 2],
      [3, rect.height / 2],
      [rect.width - 3, rect.height - 3],
      [3, 3],
    ];
    for (const [x = 0, y = 0] of candidates) {
      const hit = element.ownerDocument.elementFromPoint(rect.left + x, rect.top + y);
      if (hit !== null && element.contains(hit)) return { x, y };
    }
    return null;
  });
}

/**
 * Puts the caret at the end of a region, as a person does: a click where the region shows (the
 * toolbar of the block typed in before may cover part of it — all of it for a one-line block:
 * then a click beside the blocks first puts the toolbar away), then the end of its text.
 */
async function caretAtEnd(region: Locator): Promise<void> {
  await region.scrollIntoViewIfNeeded();
  let position = await visiblePoint(region);
  if (position === null) {
    await region.locator('xpath=ancestor::body').click({ position: { x: 1, y: 1 } });
    await region.scrollIntoViewIfNeeded();
    position = await visiblePoint(region);
  }
  if (position === null) throw new Error('The region is covered everywhere');
  await region.click({ position });
  await region.evaluate((element) => {
    const selection = element.ownerDocument.getSelection();
    const range = element.ownerDocument.createRange();
    range.selectNodeContents(element);
    range.collapse(false);
    selection?.removeAllRanges();
    selection?.addRange(range);
  });
}

async function typeStrokes(page: Page, strokes: readonly Stroke[]): Promise<void> {
  for (const stroke of strokes) {
    if (stroke.kind === 'text') await page.keyboard.type(stroke.text);
    else await page.keyboard.press(stroke.kind === 'enter' ? 'Enter' : 'Backspace');
  }
}

/**
 * Types random strokes at the end of every region, last region first (Enter adds regions after
 * the one typed in, so the ones still to type keep their places), and returns what each region
 * should now read.
 */
async function typeEverywhere(page: Page, seed: number): Promise<string[]> {
  const before = await regionTexts(page);
  const random = seededRandom(seed);
  const typed: string[] = [];
  for (let index = before.length - 1; index >= 0; index--) {
    const strokes = randomStrokes(random, 8, true);
    await caretAtEnd(regions(page).nth(index));
    await typeStrokes(page, strokes);
    typed[index] = typedText(strokes);
  }
  return before.map((text, index) => `${text}${typed[index] ?? ''}`);
}

/** The text of stored markup as a reader sees it (block boundaries and line breaks as spaces). */
async function storedText(page: Page, markup: string): Promise<string> {
  const text = await page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const br of Array.from(doc.querySelectorAll('br'))) br.replaceWith('\n');
    const blockLevel = 'p, h1, h2, h3, h4, h5, h6, li, pre, cite, summary, div, figure, blockquote';
    for (const element of Array.from(doc.querySelectorAll(blockLevel))) element.after('\n');
    return doc.body.textContent ?? '';
  }, markup);
  return readerText(text);
}

async function expectNoInvalidBlocks(page: Page): Promise<void> {
  await expect(
    canvas(page).getByText('This block contains unexpected or invalid content.'),
  ).toHaveCount(0);
}

const LAYOUTS: readonly Layout[] = ['compact', 'pretty', 'crlf', 'indented'];

for (const [layoutIndex, layout] of LAYOUTS.entries()) {
  for (const rich of [false, true]) {
    const label = `${layout} markup${rich ? ' with entities and inline formats' : ''}`;
    test(`every rich-text block keeps what is typed in ${label}`, async ({ page, loginAs }) => {
      test.setTimeout(90_000);
      await loginAs('admin', '/wp-admin/');
      const content = writeMarkup(
        richTextBlocks((word) => sampleText(word, rich)),
        layout,
      );
      const created = await restPost<{ id: number }>(page, '/wp/v2/pages', {
        title: `Typing ${label}`,
        status: 'publish',
        content,
      });
      await page.goto(editUrl(`/page/${created.id}`));
      await expect(block(page, 'core/paragraph', 'Para')).toBeVisible({ timeout: 15_000 });
      await expectNoInvalidBlocks(page);

      const expected = await typeEverywhere(page, 1000 + layoutIndex * 10 + (rich ? 1 : 0));
      const seen = await regionTexts(page);
      // Every keystroke shows where it was typed (Enter may have made new regions in between).
      expect(readerText(seen.join('\n'))).toBe(readerText(expected.join('\n')));

      await save(page);
      const stored = await restGet<{ content: { raw: string } }>(
        page,
        `/wp/v2/pages/${created.id}?context=edit`,
      );
      expect(await storedText(page, stored.content.raw)).toBe(readerText(seen.join('\n')));

      await page.reload();
      await expect(regions(page).first()).toBeVisible({ timeout: 15_000 });
      expect(await regionTexts(page)).toEqual(seen);
      await expectNoInvalidBlocks(page);
    });
  }
}

const COMPACT_PARAGRAPHS: MarkupBlock[] = [
  { name: 'paragraph', html: '<p>First words</p>' },
  { name: 'heading', html: '<h2 class="wp-block-heading">Second words</h2>' },
];

/** Types in every region of an open record and checks the saved records hold it all. */
async function typeAndCheckRecords(page: Page, seed: number, records: string[]): Promise<void> {
  const expected = await typeEverywhere(page, seed);
  const seen = await regionTexts(page);
  expect(readerText(seen.join('\n'))).toBe(readerText(expected.join('\n')));
  // Typing changed the open record and the one inside it: both are saved from the save panel.
  await page.getByRole('button', { name: /Review 2 changes/ }).click();
  const panel = page.getByRole('dialog', { name: 'Save changes' });
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  let storedAll = '';
  for (const path of records) {
    const record = await restGet<{ content: { raw: string } }>(page, `${path}?context=edit`);
    storedAll += ` ${await storedText(page, record.content.raw)}`;
  }
  for (const text of expected) expect(storedAll).toContain(readerText(text));
  await page.reload();
  await expect(regions(page).first()).toBeVisible({ timeout: 15_000 });
  expect(await regionTexts(page)).toEqual(seen);
  await expectNoInvalidBlocks(page);
}

test('typing in a synced pattern placed in compact page markup keeps every keystroke', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/');
  const pattern = await restPost<{ id: number }>(page, '/wp/v2/blocks', {
    title: 'Compact synced',
    status: 'publish',
    content: writeMarkup(COMPACT_PARAGRAPHS, 'compact'),
  });
  const created = await restPost<{ id: number }>(page, '/wp/v2/pages', {
    title: 'Holds a synced pattern',
    status: 'publish',
    content: `<!-- wp:paragraph --><p>Before the pattern</p><!-- /wp:paragraph --><!-- wp:block {"ref":${pattern.id}} /-->`,
  });
  await page.goto(editUrl(`/page/${created.id}`));
  await expect(block(page, 'core/paragraph', 'First words')).toBeVisible({ timeout: 15_000 });
  await typeAndCheckRecords(page, 7, [`/wp/v2/pages/${created.id}`, `/wp/v2/blocks/${pattern.id}`]);
});

test('typing in a template part and a query loop of compact template markup keeps every keystroke', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/');
  const part = await restPost<{ id: string }>(page, '/wp/v2/template-parts', {
    slug: 'compact-part',
    title: 'Compact part',
    area: 'uncategorized',
    content: writeMarkup(COMPACT_PARAGRAPHS, 'compact'),
  });
  const query =
    '<!-- wp:query {"queryId":1,"query":{"perPage":2,"postType":"post","inherit":false}} --><div class="wp-block-query">' +
    '<!-- wp:post-template --><!-- wp:post-title /--><!-- wp:paragraph --><p>In every post</p><!-- /wp:paragraph --><!-- /wp:post-template -->' +
    '</div><!-- /wp:query -->';
  const response = await page.request.post('/wp-json/wp/v2/templates', {
    headers: await restHeaders(page),
    data: {
      slug: 'compact-template',
      title: 'Compact template',
      content: `<!-- wp:template-part {"slug":"compact-part","theme":"loom"} /-->${query}`,
    },
  });
  expect(response.status()).toBe(201);
  const template = (await response.json()) as { id: string };
  await page.goto(editUrl(`/wp_template/${template.id}`));
  await expect(block(page, 'core/paragraph', 'First words')).toBeVisible({ timeout: 15_000 });
  await expect(block(page, 'core/paragraph', 'In every post').first()).toBeVisible();
  await typeAndCheckRecords(page, 11, [
    `/wp/v2/templates/${template.id}`,
    `/wp/v2/template-parts/${part.id}`,
  ]);
});
