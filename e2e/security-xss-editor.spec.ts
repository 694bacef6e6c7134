import type { Frame, Page } from '@playwright/test';
import { block, canvas, editUrl, restGet, restPost, save } from './canvas-page.js';
import { expect, test } from './fixtures.js';
import { networkQuiet } from './network-quiet.js';
import { createUserWithRole } from './role-users.js';

/**
 * Stored markup must never run as script in the administrator's editor (issue 13, hole 1): not in
 * the canvas (rich text, saved-markup views, dynamic previews), not in the template and site
 * previews. The payloads are stored by the demo administrator, who has `unfiltered_html`, so the
 * server keeps them as written: the editor's own defences are all that stand in the way.
 */

/** Script that marks the frame it runs in and opens a dialog naming the payload. */
function run(id: number): string {
  return `window.__xss=${id};alert(${id})`;
}

const PAYLOADS: readonly { name: string; html: (id: number) => string }[] = [
  {
    name: 'comment differential',
    html: (id) => `<!--><img src=x onerror="${run(id)}">-->`,
  },
  { name: 'img onerror', html: (id) => `<img src=x onerror="${run(id)}">` },
  {
    name: 'svg animate onbegin',
    html: (id) => `<svg><animate onbegin="${run(id)}" attributeName="x" dur="1s"></animate></svg>`,
  },
  {
    name: 'iframe srcdoc',
    html: (id) => `<iframe srcdoc="&lt;script&gt;${run(id)}&lt;/script&gt;"></iframe>`,
  },
  {
    name: 'javascript: link',
    html: (id) => `<a href="javascript:${run(id)}">Probe link ${id}</a>`,
  },
  {
    name: 'entity-encoded javascript: link',
    html: (id) => `<a href="jav&#x09;ascript&#58;${run(id)}">Probe link ${id}</a>`,
  },
  {
    name: 'svg animate on href',
    html: (id) =>
      `<svg width="200" height="30"><a><animate attributeName="href" values="javascript:${run(id)}"></animate><text x="0" y="20">Probe link ${id}</text></a></svg>`,
  },
  {
    name: 'style break-out in svg',
    html: (id) => `<svg><style><img src=x onerror="${run(id)}"></style></svg>`,
  },
  {
    name: 'style break-out in noscript',
    html: (id) => `<noscript><style></noscript><img src=x onerror="${run(id)}"></style>`,
  },
  {
    name: 'noscript title',
    html: (id) => `<noscript><p title="</noscript><img src=x onerror=${run(id)}>"></noscript>`,
  },
  {
    name: 'math mglyph style',
    html: (id) => `<math><mtext><table><mglyph><style><img src=x onerror="${run(id)}">`,
  },
  {
    name: 'details ontoggle',
    html: (id) => `<details open ontoggle="${run(id)}"><summary>s</summary></details>`,
  },
  { name: 'autofocus onfocus', html: (id) => `<input autofocus onfocus="${run(id)}">` },
  { name: 'video source onerror', html: (id) => `<video><source onerror="${run(id)}"></video>` },
  { name: 'object javascript:', html: (id) => `<object data="javascript:${run(id)}"></object>` },
];

const ORDINARY = 'An ordinary paragraph.';

/** One paragraph per payload (text 'Payload {id}'), the same payloads in a Custom HTML block. */
function payloadContent(): string {
  const paragraphs = PAYLOADS.map(
    (payload, index) =>
      `<!-- wp:paragraph -->\n<p>Payload ${index + 1} ${payload.html(index + 1)} end</p>\n<!-- /wp:paragraph -->`,
  );
  const html = PAYLOADS.map((payload, index) => payload.html(index + 101)).join('\n');
  return [
    `<!-- wp:paragraph -->\n<p>${ORDINARY}</p>\n<!-- /wp:paragraph -->`,
    ...paragraphs,
    `<!-- wp:html -->\n${html}\n<!-- /wp:html -->`,
  ].join('\n\n');
}

/** The payload an id stands for (paragraphs 1…, the Custom HTML block 101…). */
function payloadName(id: number): string {
  const index = (id > 100 ? id - 100 : id) - 1;
  return `${PAYLOADS[index]?.name ?? 'unknown'} (${id > 100 ? 'html block' : 'paragraph'})`;
}

/** Every dialog any frame opens, dismissed at once. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(payloadName(Number(dialog.message())));
    void dialog.dismiss();
  });
  return dialogs;
}

/** Payloads that marked a frame with `window.__xss`; frames that allow no script are skipped. */
async function markedFrames(page: Page): Promise<string[]> {
  const marked: string[] = [];
  const visit = async (frame: Frame) => {
    const value = await frame
      .evaluate(() => (window as unknown as { __xss?: number }).__xss)
      .catch(() => undefined);
    if (value !== undefined) marked.push(`${payloadName(value)} in ${frame.url()}`);
  };
  for (const frame of page.frames()) await visit(frame);
  return marked;
}

/** What ran since the last look, by payload name: dialogs and marked frames. */
async function whatRan(page: Page, dialogs: string[]): Promise<string[]> {
  // Broken images, frames and media have loaded (and failed) by now.
  await networkQuiet(page);
  const marked = await markedFrames(page);
  return [...new Set([...dialogs.splice(0), ...marked])];
}

test('stored markup never runs as script in the editor, its canvas or its previews', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/wp-admin/');
  const content = payloadContent();
  const pattern = await restPost<{ id: number }>(page, '/wp/v2/blocks', {
    title: 'Probe pattern',
    status: 'draft',
    content,
  });
  const post = await restPost<{ id: number; link: string }>(page, '/wp/v2/posts', {
    title: 'Probe post',
    status: 'publish',
    content,
  });
  // Stored as written: the administrator has unfiltered_html.
  const stored = await restGet<{ content: { raw: string } }>(
    page,
    `/wp/v2/blocks/${pattern.id}?context=edit`,
  );
  expect(stored.content.raw).toContain('onerror=');

  const dialogs = watchDialogs(page);

  // The pattern in the canvas: type in the ordinary paragraph, go down into the comment
  // differential's paragraph and type there too, then follow each probe link.
  await page.goto(editUrl(`/wp_block/${pattern.id}`));
  await expect(block(page, 'core/paragraph', ORDINARY)).toBeVisible({ timeout: 15_000 });
  await networkQuiet(page);
  await block(page, 'core/paragraph', ORDINARY).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Still saves.');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.type(' typed');
  await expect(block(page, 'core/paragraph', 'typed')).toHaveCount(1);
  // A click event on each link (the block toolbar may cover a link from the pointer).
  for (const link of await canvas(page)
    .getByText(/^Probe link \d+$/)
    .all()) {
    await link.dispatchEvent('click');
  }
  expect.soft(await whatRan(page, dialogs), 'pattern canvas').toEqual([]);

  // An ordinary edit still saves.
  await save(page);
  const saved = await restGet<{ content: { raw: string } }>(
    page,
    `/wp/v2/blocks/${pattern.id}?context=edit`,
  );
  expect(saved.content.raw).toContain(`<p>${ORDINARY} Still saves.</p>`);
  expect(saved.content.raw).toMatch(/<p>Payload 1 .*typed<\/p>/s);

  // The pattern in view mode and the Patterns screen.
  await page.goto(`/wp-admin/site-editor.php?p=${encodeURIComponent(`/wp_block/${pattern.id}`)}`);
  await expect(block(page, 'core/paragraph', ORDINARY)).toBeVisible({ timeout: 15_000 });
  await page.goto('/wp-admin/site-editor.php?p=%2Fpatterns');
  await expect(page.getByRole('heading', { name: 'Patterns', level: 1 })).toBeVisible();
  expect.soft(await whatRan(page, dialogs), 'pattern view and Patterns screen').toEqual([]);

  // The blog template: its Query Loop previews the newest post (the probe).
  await page.goto(editUrl('/wp_template/loom//home'));
  await expect(canvas(page).getByText('Payload 1', { exact: false }).first()).toBeVisible({
    timeout: 15_000,
  });
  expect.soft(await whatRan(page, dialogs), 'query loop previews').toEqual([]);

  // Templates: hovering 'Single Posts' previews the newest post as the public site shows it.
  await page.goto('/wp-admin/site-editor.php?p=%2Fwp_template');
  await page.getByRole('link', { name: 'Single Posts' }).hover();
  const preview = page.frameLocator('iframe[title="Preview"]');
  await expect(preview.getByText(ORDINARY)).toBeVisible({ timeout: 15_000 });
  expect.soft(await whatRan(page, dialogs), 'template previews').toEqual([]);

  // The post itself on the public site, as a visitor (the administrator) opens it.
  await page.goto(new URL(post.link).pathname);
  await expect(page.getByText(ORDINARY)).toBeVisible();
  for (const link of await page.getByText(/^Probe link \d+$/).all()) {
    await link.dispatchEvent('click');
  }
  expect.soft(await whatRan(page, dialogs), 'public post').toEqual([]);
});

/** Logs in through the form as any user. */
async function logInWith(page: Page, username: string, password: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/wp-login.php');
  await page.getByLabel('Username or Email Address').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/wp-login.php'));
}

test("a contributor's draft pattern and an author's newest post run nothing in the admin's editor", async ({
  page,
  request,
  baseURL,
  loginAs,
}) => {
  test.setTimeout(90_000);
  const content = payloadContent();
  const contributor = await createUserWithRole(request, baseURL ?? '', 'contributor');
  await logInWith(page, contributor.username, contributor.password);
  const pattern = await restPost<{ id: number }>(page, '/wp/v2/blocks', {
    title: 'Contributor pattern',
    status: 'draft',
    content,
  });
  const author = await createUserWithRole(request, baseURL ?? '', 'author');
  await logInWith(page, author.username, author.password);
  await restPost(page, '/wp/v2/posts', { title: 'Author post', status: 'publish', content });

  await page.context().clearCookies();
  await loginAs('admin', '/wp-admin/');
  const dialogs = watchDialogs(page);
  await page.goto(editUrl(`/wp_block/${pattern.id}`));
  await expect(block(page, 'core/paragraph', ORDINARY)).toBeVisible({ timeout: 15_000 });
  await networkQuiet(page);
  await block(page, 'core/paragraph', ORDINARY).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Checked by the admin.');
  expect.soft(await whatRan(page, dialogs), 'contributor pattern in the canvas').toEqual([]);
  await save(page);

  await page.goto('/wp-admin/site-editor.php?p=%2Fwp_template');
  await page.getByRole('link', { name: 'Single Posts' }).hover();
  await expect(page.frameLocator('iframe[title="Preview"]').getByText(ORDINARY)).toBeVisible({
    timeout: 15_000,
  });
  await page.goto('/wp-admin/site-editor.php?p=%2Fpatterns');
  await expect(page.getByRole('heading', { name: 'Patterns', level: 1 })).toBeVisible();
  expect.soft(await whatRan(page, dialogs), 'author post in the previews').toEqual([]);
});

test('the editor, login, dashboard and public pages run under their policy without violations', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(60_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content-Security-Policy violation: ${event.violatedDirective}`);
    });
  });
  await page.goto('/wp-login.php');
  await loginAs('admin', '/wp-admin/');
  await expect(page.getByRole('link', { name: /Editor/ }).first()).toBeVisible();
  await page.goto(editUrl('/wp_template/loom//home'));
  await expect(block(page, 'core/heading', 'The journal')).toBeVisible({ timeout: 15_000 });
  await page.goto('/wp-admin/site-editor.php?p=%2Fwp_template');
  await page.getByRole('link', { name: 'Single Posts' }).hover();
  await expect(page.frameLocator('iframe[title="Preview"]').locator('body')).toBeVisible();
  await page.goto('/');
  await expect(page.locator('body')).toBeVisible();
  await networkQuiet(page);
  expect(violations).toEqual([]);
});
