import type { Browser, Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './atelier-server.js';
import { canvas, editUrl, restGet, restPost, save } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/**
 * The two losses a new user met (issue 'Nothing a person types or chooses is lost'): keystrokes
 * in compact markup, and a preference chosen just before a reload.
 */

const COMPACT = '<!-- wp:paragraph --><p>Hello world</p><!-- /wp:paragraph -->';
const MARKUP: Record<string, string> = {
  compact: COMPACT,
  CRLF: '<!-- wp:paragraph -->\r\n<p>Hello world</p>\r\n<!-- /wp:paragraph -->',
  'nested compact':
    '<!-- wp:group {"layout":{"type":"constrained"}} --><div class="wp-block-group">' +
    `${COMPACT}</div><!-- /wp:group -->`,
};

for (const [name, content] of Object.entries(MARKUP)) {
  test(`typing at the end of a paragraph in ${name} markup keeps every key`, async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin', '/wp-admin/');
    const created = await restPost<{ id: number; link: string }>(page, '/wp/v2/pages', {
      title: `Typed in ${name} markup`,
      status: 'publish',
      content,
    });
    await page.goto(editUrl(`/page/${created.id}`));
    const paragraph = canvas(page).getByRole('document', { name: 'Block: Paragraph' });
    await expect(paragraph).toHaveText('Hello world', { timeout: 15_000 });
    await paragraph.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' jk lm no');
    await expect(paragraph).toHaveText('Hello world jk lm no');
    await save(page);

    const stored = await restGet<{ content: { raw: string } }>(
      page,
      `/wp/v2/pages/${created.id}?context=edit`,
    );
    expect(stored.content.raw).toContain('<p>Hello world jk lm no</p>');
    await page.goto(new URL(created.link).pathname);
    await expect(page.getByText('Hello world jk lm no')).toBeVisible();
  });
}

test('keys typed just before an undo, a click or Enter are all drawn first: none is lost or comes back', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const created = await restPost<{ id: number }>(page, '/wp/v2/pages', {
    title: 'Typed before an undo',
    status: 'publish',
    content: COMPACT,
  });
  await page.goto(editUrl(`/page/${created.id}`));
  const paragraphs = canvas(page).getByRole('document', { name: 'Block: Paragraph' });
  const first = paragraphs.first();
  await expect(first).toHaveText('Hello world', { timeout: 15_000 });
  await first.click();
  await page.keyboard.press('End');

  // Typed text reaches the editor's view after the frame; an undo right after it undoes it.
  await page.keyboard.type(' abc');
  await page.keyboard.press('Control+z');
  await expect(first).toHaveText('Hello world');
  await page.keyboard.type('!');
  await expect(first).toHaveText('Hello world!');

  // The same with the header's Undo button, pressed at once.
  await page.keyboard.type(' def');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(first).toHaveText('Hello world');
  await first.click();
  await page.keyboard.press('End');

  // Enter right after typing splits after every typed key.
  await page.keyboard.type(' ghi');
  await page.keyboard.press('Enter');
  await page.keyboard.type('next');
  await expect(paragraphs).toHaveText(['Hello world ghi', 'next']);
  await save(page);
  const stored = await restGet<{ content: { raw: string } }>(
    page,
    `/wp/v2/pages/${created.id}?context=edit`,
  );
  expect(stored.content.raw).toContain('<p>Hello world ghi</p>');
  expect(stored.content.raw).toContain('<p>next</p>');
});

const NOTICE = 'Looking for template parts? Find them in "Patterns".';

async function designNotice(page: Page) {
  const nav = page.getByRole('region', { name: 'Navigation' });
  await expect(nav.getByRole('heading', { name: 'Design' })).toBeVisible({ timeout: 15_000 });
  return nav.getByText(NOTICE);
}

/** A new browser (no local copy of anything) logged in as the admin on the editor. */
async function freshBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/wp-login.php?redirect_to=%2Fwp-admin%2Fsite-editor.php');
  await page.getByLabel('Username or Email Address').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/site-editor.php'));
  return page;
}

test('a notice dismissed just before a reload stays dismissed, here and in another browser', async ({
  page,
  loginAs,
  browser,
  server,
}) => {
  await loginAs('admin', '/wp-admin/site-editor.php');
  const notice = await designNotice(page);
  await expect(notice).toBeVisible();
  await page
    .getByRole('region', { name: 'Navigation' })
    .getByRole('button', { name: 'Dismiss' })
    .click();
  // At once: the save is still waiting for changes to pause.
  await page.reload();
  await expect(await designNotice(page)).toBeHidden();

  const other = await freshBrowser(browser, server.url);
  try {
    await expect(await designNotice(other)).toBeHidden();
  } finally {
    await other.context().close();
  }
});

test('a choice whose save never left is kept by this browser and sent on the next load', async ({
  page,
  loginAs,
  browser,
  server,
}) => {
  await loginAs('admin', '/wp-admin/site-editor.php');
  await expect(await designNotice(page)).toBeVisible();
  // The network drops every preference save of this page, the one made while leaving too.
  let offline = true;
  await page.route('**/wp-json/wp/v2/users/me', (route) =>
    offline && route.request().method() === 'POST' ? route.abort() : route.continue(),
  );
  await page
    .getByRole('region', { name: 'Navigation' })
    .getByRole('button', { name: 'Dismiss' })
    .click();
  await page.reload();
  offline = false;
  const caughtUp = page.waitForResponse(
    (response) =>
      response.url().endsWith('/wp-json/wp/v2/users/me') && response.request().method() === 'POST',
  );
  await expect(await designNotice(page)).toBeHidden();
  expect((await caughtUp).status()).toBe(200);

  const other = await freshBrowser(browser, server.url);
  try {
    await expect(await designNotice(other)).toBeHidden();
  } finally {
    await other.context().close();
  }
});

test('undo after saving brings the text back; view mode and other records keep unsaved edits', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/wp-admin/');
  const [first, second] = await Promise.all(
    ['First', 'Second'].map((word) =>
      restPost<{ id: number }>(page, '/wp/v2/pages', {
        title: `${word} page`,
        status: 'publish',
        content: `<!-- wp:paragraph --><p>${word} words</p><!-- /wp:paragraph -->`,
      }),
    ),
  );
  if (first === undefined || second === undefined) throw new Error('The pages were not made');
  const publish = page.getByRole('region', { name: 'Editor publish' }).getByRole('button');
  const paragraph = canvas(page).getByRole('document', { name: 'Block: Paragraph' });

  await page.goto(editUrl(`/page/${first.id}`));
  await paragraph.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' typed');
  await save(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(paragraph).toHaveText('First words');
  await expect(publish).toHaveText('Save');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(paragraph).toHaveText('First words typed');
  await expect(publish).toHaveText('Saved');

  // An unsaved edit survives leaving edit mode and coming back.
  await paragraph.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' again');
  await page.getByRole('link', { name: 'Open navigation' }).click();
  await expect(page.getByRole('region', { name: 'Navigation' })).toBeVisible();
  await expect(canvas(page).getByText('First words typed again')).toBeVisible();
  await page
    .getByRole('region', { name: 'Editor content' })
    .getByRole('button', { name: 'Edit', exact: true })
    .click();
  await expect(paragraph).toHaveText('First words typed again');
  await expect(publish).toHaveText('Save');

  // Opening another record keeps it too: both are saved together.
  await page.evaluate(
    (href) => {
      window.history.pushState(null, '', href);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    editUrl(`/page/${second.id}`),
  );
  await expect(paragraph).toHaveText('Second words');
  await paragraph.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' too');
  await page.getByRole('button', { name: /Review 2 changes/ }).click();
  const panel = page.getByRole('dialog', { name: 'Save changes' });
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(publish).toHaveText('Saved');
  for (const [id, text] of [
    [first.id, 'First words typed again'],
    [second.id, 'Second words too'],
  ] as const) {
    const stored = await restGet<{ content: { raw: string } }>(
      page,
      `/wp/v2/pages/${id}?context=edit`,
    );
    expect(stored.content.raw).toContain(`<p>${text}</p>`);
  }
});
