import { block, canvas, editUrl, restHeaders, storedTemplate } from './canvas-page.js';
import { expect, test } from './fixtures.js';

// Block types and the header's menus load on demand (docs/performance.md, third increment):
// what a person sees must not change.

const MIXED = [
  '<!-- wp:paragraph -->\n<p>Before the verse.</p>\n<!-- /wp:paragraph -->',
  '<!-- wp:verse -->\n<pre class="wp-block-verse">Warp and weft</pre>\n<!-- /wp:verse -->',
  '<!-- wp:details -->\n<details class="wp-block-details"><summary>More about the loom</summary><!-- wp:paragraph -->\n<p>Hidden inside.</p>\n<!-- /wp:paragraph --></details>\n<!-- /wp:details -->',
].join('\n\n');

test('a template whose blocks need both chunks of block types shows them all, none as missing, and saves unchanged', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/');
  const response = await page.request.post('/wp-json/wp/v2/templates', {
    headers: await restHeaders(page),
    data: { slug: 'on-demand-types', title: 'On-demand types', content: MIXED },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await page.goto(editUrl(`/wp_template/${id}`));
  await expect(block(page, 'core/verse', 'Warp and weft')).toBeVisible({ timeout: 15_000 });
  await expect(block(page, 'core/details', 'More about the loom')).toBeVisible();
  await expect(block(page, 'core/paragraph', 'Before the verse.')).toBeVisible();
  await expect(canvas(page).getByText(/doesn’t include support for the/)).toHaveCount(0);
  await expect(
    canvas(page).getByText('This block contains unexpected or invalid content.'),
  ).toHaveCount(0);

  // An edit elsewhere leaves the blocks loaded on demand byte for byte.
  await block(page, 'core/paragraph', 'Before the verse.').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Edited.');
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  expect(await storedTemplate(page, id)).toBe(
    MIXED.replace('Before the verse.', 'Before the verse. Edited.'),
  );
});

test('the header’s View and Options menus open on the first click, and the inserter lists every block', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', editUrl('/wp_template/loom//index'));
  await expect(block(page, 'core/template-part').first()).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'View', exact: true }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Tablet' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitemradio', { name: 'Tablet' })).toBeHidden();

  await page.getByRole('button', { name: 'Options' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: /Top toolbar/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Block Inserter' }).click();
  const library = page.getByRole('region', { name: 'Block Library' });
  // Types of both chunks: a paragraph (everyday) and a cover (occasional).
  await expect(library.getByRole('button', { name: 'Paragraph', exact: true })).toBeVisible();
  await expect(library.getByRole('button', { name: 'Cover', exact: true })).toBeVisible();
});
