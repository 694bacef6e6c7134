import type { Page } from '@playwright/test';
import { XSS_MARKER, XSS_PAYLOADS } from '../packages/server/test/fixtures/xss-payloads.js';
import { expect, test } from './fixtures.js';
import { createUserWithRole } from './role-users.js';

/** Everything in a page that shows a payload ran: dialogs, the marker global, console errors naming it. */
function watch(page: Page) {
  const seen: string[] = [];
  page.on('dialog', async (dialog) => {
    seen.push(`dialog on ${page.url()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.text().includes(XSS_MARKER))
      seen.push(`console on ${page.url()}: ${message.text()}`);
  });
  return {
    seen,
    /** Records the marker global if a payload set it, then hovers and focuses as a visitor might. */
    async check(): Promise<void> {
      await page.mouse.move(10, 10);
      await page.mouse.move(400, 300);
      await page.keyboard.press('Tab');
      const marker = await page.evaluate(
        (name) => (window as unknown as Record<string, unknown>)[name],
        XSS_MARKER,
      );
      if (marker !== undefined)
        seen.push(`window.${XSS_MARKER} = ${String(marker)} on ${page.url()}`);
    },
  };
}

test('the detector sees a payload that runs', async ({ page }) => {
  const watcher = watch(page);
  await page.setContent(`<img src="data:," onerror="${XSS_MARKER}=1,alert(1)">`);
  await expect
    .poll(async () => {
      await watcher.check();
      return watcher.seen.length;
    })
    .toBeGreaterThan(0);
});

test('an author saves the script-payload corpus over REST and no payload runs on the public site', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(240_000);
  const author = await createUserWithRole(page.request, server.url, 'author');
  await page.goto('/wp-login.php');
  await page.getByLabel('Username or Email Address').fill(author.username);
  await page.getByLabel('Password', { exact: true }).fill(author.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/wp-login.php'));
  const nonce = (
    await (await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text()
  ).trim();
  const rest = async (path: string, data: object): Promise<{ id: number; link: string }> => {
    const response = await page.request.post(`/wp-json/wp/v2/${path}`, {
      headers: { 'X-WP-Nonce': nonce },
      data,
    });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
    return (await response.json()) as { id: number; link: string };
  };

  const links: string[] = [];
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    const pattern = await rest('blocks', {
      title: payload.html,
      content: payload.html,
      status: 'publish',
    });
    const post = await rest('posts', {
      slug: `xss-${index}`,
      title: payload.html,
      excerpt: payload.html,
      content: `${payload.html}\n<!-- wp:block {"ref":${pattern.id}} /-->`,
      status: 'publish',
    });
    links.push(new URL(post.link).pathname);
  }

  // A visitor, not logged in, reads every post and every page of the blog.
  const visitor = await (await browser.newContext()).newPage();
  const watcher = watch(visitor);
  for (const path of links) {
    const response = await visitor.goto(path);
    expect(response?.status(), path).toBe(200);
    await watcher.check();
  }
  for (let n = 1; ; n++) {
    const response = await visitor.goto(n === 1 ? '/blog/' : `/blog/page/${n}/`);
    if (response?.status() === 404) break;
    await watcher.check();
  }
  expect(links).toHaveLength(XSS_PAYLOADS.length);
  expect(watcher.seen).toEqual([]);
});
