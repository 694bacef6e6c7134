import type { APIRequestContext } from '@playwright/test';
import { canvas, editUrl } from './canvas-page.js';
import { expect, logIn, test } from './fixtures.js';
import { dismissWelcomeGuides } from './welcome-guides.js';

const SECTION = [
  '<!-- wp:comments --><div class="wp-block-comments">',
  '<!-- wp:comments-title /-->',
  '<!-- wp:comment-template --><!-- wp:comment-author-name /--><!-- wp:comment-date /--><!-- wp:comment-content /--><!-- wp:comment-reply-link /--><!-- /wp:comment-template -->',
  '<!-- wp:post-comments-form /-->',
  '</div><!-- /wp:comments -->',
].join('');

async function restHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const nonce = await (await request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
  return { 'X-WP-Nonce': nonce.trim() };
}

test('a visitor comments on a page with open comments; it waits for moderation until the admin approves it', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext({ baseURL: server.url });
  const admin = await adminContext.newPage();
  await logIn(admin, 'admin');
  const headers = await restHeaders(admin.request);
  const created = await admin.request.post('/wp-json/wp/v2/pages', {
    headers,
    data: {
      title: 'Guestbook',
      status: 'publish',
      comment_status: 'open',
      content: `<!-- wp:paragraph --><p>Leave us a note.</p><!-- /wp:paragraph -->${SECTION}`,
    },
  });
  expect(created.ok()).toBe(true);
  const { id, link } = (await created.json()) as { id: number; link: string };
  const path = new URL(link).pathname;

  // The visitor writes a comment.
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Leave a Reply' })).toBeVisible();
  await page.getByLabel('Comment').fill('The indigo runner is lovely.');
  await page.getByLabel('Name').fill('Maya');
  await page.getByLabel('Email').fill('maya@example.test');
  await page.getByRole('button', { name: 'Post Comment' }).click();

  // Back on the page, the comment shows to its author, held.
  await expect(page).toHaveURL(/unapproved=\d+&moderation-hash=[0-9a-f]+#comment-\d+$/);
  await expect(page.getByText('Your comment is awaiting moderation.')).toBeVisible();
  await expect(page.getByText('The indigo runner is lovely.')).toBeVisible();

  // Anyone else sees nothing yet.
  const other = await browser.newContext({ baseURL: server.url });
  const stranger = await other.newPage();
  await stranger.goto(path);
  await expect(stranger.getByRole('heading', { name: 'Leave a Reply' })).toBeVisible();
  await expect(stranger.getByText('The indigo runner is lovely.')).toHaveCount(0);

  // The admin approves it through the REST API.
  const held = await admin.request.get('/wp-json/wp/v2/comments?status=hold&context=edit', {
    headers,
  });
  const comments = (await held.json()) as { id: number; author_name: string }[];
  const mine = comments.find((comment) => comment.author_name === 'Maya');
  expect(mine).toBeDefined();
  const approved = await admin.request.post(`/wp-json/wp/v2/comments/${mine?.id}`, {
    headers,
    data: { status: 'approved' },
  });
  expect(approved.ok()).toBe(true);

  // Now every visitor sees it, counted in the title.
  await stranger.reload();
  await expect(
    stranger.getByRole('heading', { name: 'One response to “Guestbook”' }),
  ).toBeVisible();
  await expect(stranger.getByText('The indigo runner is lovely.')).toBeVisible();
  await expect(stranger.getByText('Maya', { exact: true })).toBeVisible();
  await expect(stranger.getByText('Your comment is awaiting moderation.')).toHaveCount(0);
  await expect(stranger.getByRole('link', { name: 'Reply to Maya' })).toBeVisible();

  // The editor's canvas shows the page's comment too.
  await dismissWelcomeGuides(admin.request);
  await admin.goto(editUrl(`/page/${id}`));
  await expect(canvas(admin).getByText('The indigo runner is lovely.')).toBeVisible();
  await expect(canvas(admin).getByText('One response to “Guestbook”')).toBeVisible();
  await other.close();
  await adminContext.close();
});
