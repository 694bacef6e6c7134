import type { Page } from '@playwright/test';
import {
  block,
  blogPath,
  canvas,
  editUrl,
  openHomeTemplate,
  save,
  storedTemplate,
} from './canvas-page.js';
import { expect, test } from './fixtures.js';

interface PublishedPost {
  title: string;
  excerpt: string;
  author: string;
  categories: string[];
}

/** The newest published posts as the REST API gives them (the blog loop's order). */
async function newestPosts(page: Page, count: number): Promise<PublishedPost[]> {
  const response = await page.request.get(
    `/wp-json/wp/v2/posts?per_page=${count}&_embed=author,wp:term`,
  );
  const posts = (await response.json()) as {
    title: { rendered: string };
    excerpt: { rendered: string };
    categories: number[];
    _embedded: {
      author: { name: string }[];
      'wp:term': { id: number; name: string; taxonomy: string }[][];
    };
  }[];
  return posts.map((post) => ({
    title: post.title.rendered,
    excerpt: post.excerpt.rendered.replace(/<[^>]*>/g, '').trim(),
    author: post._embedded.author[0]?.name ?? '',
    // In the post's own order (its `categories` ids), as the public post terms list them.
    categories: post.categories.flatMap((id) =>
      post._embedded['wp:term']
        .flat()
        .filter((term) => term.id === id)
        .map((term) => term.name),
    ),
  }));
}

/** The preview of another post in the loop: a button named by the post's title. */
function preview(page: Page, title: string) {
  return canvas(page).getByRole('button', { name: title, exact: true });
}

test("the blog loop's first post is edited in place, the others are previews; List View shows the tree", async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const [first, second, third] = await newestPosts(page, 3);
  if (first === undefined || second === undefined || third === undefined) {
    throw new Error('The demo site has fewer than three posts');
  }

  const title = block(page, 'core/post-title');
  await expect(title).toHaveCount(1);
  await expect(title).toHaveText(first.title);
  await expect(preview(page, second.title)).toBeVisible();
  await expect(preview(page, third.title)).toBeVisible();
  await expect(preview(page, first.title)).toHaveCount(0);

  // Author names and categories show in the canvas as on the public blog.
  const loop = block(page, 'core/post-template');
  await expect(block(page, 'core/post-author-name')).toHaveText(first.author);
  await expect(block(page, 'core/post-terms')).toContainText(first.categories.join(', '));
  await expect(preview(page, second.title)).toContainText(second.author);
  await expect(preview(page, second.title)).toContainText(second.categories.join(', '));
  await expect(loop).toBeVisible();

  await title.click();
  await expect(title).toHaveClass(/is-selected/);
  const settings = page.getByRole('region', { name: 'Editor settings' });
  await expect(settings.getByRole('heading', { name: 'Title', level: 2 })).toBeVisible();

  await page.getByRole('button', { name: 'Document Overview' }).click();
  const tree = page.getByRole('tree', { name: 'Block navigation structure' });
  await expect(tree.getByRole('button', { name: 'Query Loop', exact: true })).toBeVisible();
  await expect(tree.getByRole('button', { name: 'Post Template', exact: true })).toBeVisible();
  await expect(tree.getByRole('button', { name: 'Title', exact: true })).toBeVisible();
  await tree.getByRole('button', { name: 'Excerpt', exact: true }).click();
  await expect(block(page, 'core/post-excerpt')).toHaveClass(/is-selected/);
});

test('a block added inside the post template shows in every post, and on the public blog after saving', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const posts = await newestPosts(page, 10);
  const [first, second, last] = [posts[0], posts[1], posts.at(-1)];
  if (first === undefined || second === undefined || last === undefined) {
    throw new Error('The demo site has too few posts');
  }

  await block(page, 'core/post-title').click();
  await page.getByRole('button', { name: 'Block Inserter' }).click();
  const library = page.getByRole('region', { name: 'Block Library' });
  await library.getByRole('searchbox', { name: 'Search' }).fill('paragraph');
  await library.getByRole('button', { name: 'Paragraph', exact: true }).click();
  await page.keyboard.type('Written by hand');
  const paragraph = block(page, 'core/paragraph', 'Written by hand');
  await expect(paragraph).toBeVisible();
  await expect(block(page, 'core/post-template').locator(paragraph)).toHaveCount(1);

  // The slash inserter works inside the post template too.
  await page.keyboard.press('Enter');
  await page.keyboard.type('/head');
  const options = canvas(page).getByRole('listbox', { name: 'Blocks' });
  await expect(options.getByRole('option', { name: 'Heading' })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Margin note');
  await expect(block(page, 'core/heading', 'Margin note')).toBeVisible();

  await expect(preview(page, second.title)).toContainText('Written by hand');
  await expect(preview(page, second.title)).toContainText('Margin note');
  await expect(preview(page, last.title)).toContainText('Written by hand');
  await expect(canvas(page).getByText('Written by hand')).toHaveCount(posts.length);

  await page.getByRole('button', { name: 'Block Inserter' }).click();
  await save(page);

  await page.goto(await blogPath(page));
  for (const post of [first, second, last]) {
    const item = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: post.title }),
    });
    await expect(item).toContainText('Written by hand');
    await expect(item.getByRole('heading', { name: 'Margin note' })).toBeVisible();
  }
  await expect(page.getByText('Written by hand')).toHaveCount(posts.length);
});

test("a click or Enter on another post's preview makes that post the edited one", async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const [first, second, third] = await newestPosts(page, 3);
  if (first === undefined || second === undefined || third === undefined) {
    throw new Error('The demo site has fewer than three posts');
  }
  const title = block(page, 'core/post-title');

  await preview(page, second.title).click();
  await expect(title).toHaveText(second.title);
  await expect(preview(page, first.title)).toBeVisible();
  await expect(preview(page, second.title)).toHaveCount(0);
  await expect(block(page, 'core/post-author-name')).toHaveText(second.author);

  await preview(page, third.title).focus();
  await page.keyboard.press('Enter');
  await expect(title).toHaveText(third.title);
  await expect(preview(page, second.title)).toBeVisible();

  // The edited post's blocks are the template's: removing one removes it from every post.
  await expect(preview(page, second.title)).toContainText(second.excerpt);
  await block(page, 'core/post-excerpt').click();
  await page.keyboard.press('Delete');
  await expect(block(page, 'core/post-excerpt')).toHaveCount(0);
  await expect(preview(page, second.title)).not.toContainText(second.excerpt);
  await expect(preview(page, first.title)).not.toContainText(first.excerpt);
});

test('Items per page in the Query Loop settings sets how many posts the canvas shows', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  const posts = await newestPosts(page, 4);
  const [, second, third, fourth] = posts;
  if (second === undefined || third === undefined || fourth === undefined) {
    throw new Error('The demo site has fewer than four posts');
  }
  await expect(preview(page, fourth.title)).toBeVisible();

  await page.getByRole('button', { name: 'Document Overview' }).click();
  await page
    .getByRole('tree', { name: 'Block navigation structure' })
    .getByRole('button', { name: 'Query Loop', exact: true })
    .click();
  const settings = page.getByRole('region', { name: 'Editor settings' });
  const inherit = settings.getByRole('checkbox', { name: /inherit the template's query/ });
  await inherit.click();
  await expect(inherit).not.toBeChecked();
  await settings.getByRole('spinbutton', { name: 'Items per page' }).fill('3');

  await expect(preview(page, third.title)).toBeVisible();
  await expect(preview(page, second.title)).toBeVisible();
  await expect(preview(page, fourth.title)).toHaveCount(0);
  await expect(block(page, 'core/post-title')).toHaveCount(1);

  await settings.getByRole('combobox', { name: 'Order by' }).selectOption('Oldest to newest');
  const oldest = await page.request.get('/wp-json/wp/v2/posts?per_page=1&order=asc');
  const [oldestPost] = (await oldest.json()) as { title: { rendered: string } }[];
  await expect(block(page, 'core/post-title')).toHaveText(oldestPost?.title.rendered ?? '');
  await expect(preview(page, second.title)).toHaveCount(0);
});

test('the loop’s Pagination and No results blocks are edited through their inner blocks', async ({
  page,
  loginAs,
}) => {
  await openHomeTemplate(page, loginAs);
  // No results shows its blocks in the canvas even though the blog has posts, to be edited.
  const empty = block(page, 'core/query-no-results');
  await expect(empty).toContainText('The journal is empty for now.');
  await empty.getByText('The journal is empty for now.').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Or write to us.');

  // Pagination holds its links as blocks: List View shows them; one is removed.
  await page.getByRole('button', { name: 'Document Overview' }).click();
  const tree = page.getByRole('tree', { name: 'Block navigation structure' });
  for (const name of ['Pagination', 'Previous Page', 'Page Numbers', 'Next Page']) {
    await expect(tree.getByRole('treeitem', { name, exact: true })).toBeVisible();
  }
  await tree.getByRole('treeitem', { name: 'Page Numbers', exact: true }).click();
  await expect(block(page, 'core/query-pagination-numbers')).toHaveClass(/is-selected/);
  await page.keyboard.press('Delete');
  await expect(block(page, 'core/query-pagination-numbers')).toHaveCount(0);
  await expect(block(page, 'core/query-pagination-next')).toHaveCount(1);

  await page.keyboard.press('Control+s');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  const content = await storedTemplate(page, 'loom//home');
  expect(content).toContain('Come back soon for the first entry. Or write to us.');
  expect(content).not.toContain('wp:query-pagination-numbers');

  // The blog's second page link is still there, without the page numbers.
  await page.goto(await blogPath(page));
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: /Next Page/ })).toBeVisible();
  await expect(pagination.getByRole('link', { name: '2', exact: true })).toHaveCount(0);
});

test('a single-post template previews the newest post, a page template the first page', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', editUrl('/wp_template/loom//single'));
  const [newest] = await newestPosts(page, 1);
  if (newest === undefined) throw new Error('The demo site has no post');
  await expect(block(page, 'core/post-title')).toHaveText(newest.title, { timeout: 15_000 });
  await expect(block(page, 'core/post-author-name')).toHaveText(newest.author);

  const response = await page.request.get('/wp-json/wp/v2/pages?per_page=1&status=publish');
  const [first] = (await response.json()) as { title: { rendered: string } }[];
  if (first === undefined) throw new Error('The demo site has no page');
  await page.goto(editUrl('/wp_template/loom//page'));
  await expect(block(page, 'core/post-title')).toHaveText(first.title.rendered);
});
