import type { Page } from '@playwright/test';
import { block, editUrl, restGet, restPost } from './canvas-page.js';
import { expect, test } from './fixtures.js';
import { networkQuiet } from './network-quiet.js';

/**
 * CSS-bearing values must never close the `<style>` element they are written into (issue 13,
 * hole 3): block attributes (layout widths, gaps, element colours, support styles) and the
 * administrator's global styles (font family names; custom CSS holding markup is refused on save,
 * see packages/server/test/global-styles-css.test.ts, so its valid rules are kept here). Each
 * payload tries to add an image whose `onerror` marks the window and opens a dialog.
 */
const payload = (id: number) =>
  `1px;}</style><img class="css-injected" src=x onerror="window.__css=${id};alert(${id})">`;

/** Block attribute JSON escaped as the block grammar writes it. */
function comment(name: string, attributes: unknown, inner: string): string {
  const json = JSON.stringify(attributes)
    .replace(/--/g, '\\u002d\\u002d')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  return `<!-- wp:${name} ${json} -->\n${inner}\n<!-- /wp:${name} -->`;
}

function group(text: string, attributes: unknown): string {
  return comment(
    'group',
    attributes,
    `<div class="wp-block-group"><!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph --></div>`,
  );
}

const CONTENT = [
  group('Content size probe', { layout: { type: 'constrained', contentSize: payload(1) } }),
  group('Wide size probe', { layout: { type: 'constrained', wideSize: payload(2) } }),
  group('Gap probe', { style: { spacing: { blockGap: payload(3) } } }),
  group('Grid probe', { layout: { type: 'grid', minimumColumnWidth: payload(4) } }),
  group('Link colour probe', { style: { elements: { link: { color: { text: payload(5) } } } } }),
  group('Padding probe', { style: { spacing: { padding: { top: payload(6) } } } }),
  group('Text colour probe', { style: { color: { text: payload(7) } } }),
].join('\n\n');

const GLOBAL_STYLES = {
  styles: {
    css: '.css-probe > p{outline:0}',
    blocks: { 'core/group': { css: '& > p{margin:0}' } },
  },
  settings: {
    typography: {
      fontFamilies: {
        custom: [
          {
            slug: 'probe',
            name: 'Probe',
            fontFamily: `"Probe${payload(10)}", serif`,
            fontFace: [
              { fontFamily: `Probe${payload(11)}`, src: ['/wp-content/fonts/probe.woff2'] },
            ],
          },
        ],
      },
    },
  },
};

/** Dialogs opened by any frame, dismissed at once. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Injected images and marked windows in every frame of the page. */
async function injections(page: Page): Promise<string[]> {
  await networkQuiet(page);
  const found: string[] = [];
  for (const frame of page.frames()) {
    const result = await frame
      .evaluate(() => ({
        images: document.querySelectorAll('img.css-injected').length,
        marked: (window as unknown as { __css?: number }).__css,
      }))
      .catch(() => ({ images: 0, marked: undefined }));
    if (result.images > 0) found.push(`${result.images} injected image(s) in ${frame.url()}`);
    if (result.marked !== undefined) found.push(`payload ${result.marked} ran in ${frame.url()}`);
  }
  return found;
}

test('CSS values never break out of <style> on the public site or in the canvas', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(60_000);
  await loginAs('admin', '/wp-admin/');
  const themes = await restGet<{ _links: Record<string, { href: string }[]> }[]>(
    page,
    '/wp/v2/themes?status=active&context=edit',
  );
  const stylesHref = themes[0]?._links['wp:user-global-styles']?.[0]?.href;
  if (stylesHref === undefined) throw new Error('No user global styles link');
  await restPost(page, new URL(stylesHref).pathname.replace(/^\/wp-json/, ''), GLOBAL_STYLES);
  const probe = await restPost<{ id: number; link: string }>(page, '/wp/v2/pages', {
    title: 'CSS probe',
    status: 'publish',
    content: CONTENT,
  });
  const dialogs = watchDialogs(page);

  // The public page, as a visitor sees it.
  await page.goto(new URL(probe.link).pathname);
  await expect(page.getByText('Content size probe')).toBeVisible();
  await expect(page.getByText('Text colour probe')).toBeVisible();
  expect(await injections(page), 'public page').toEqual([]);
  const styles = await page.locator('style').allTextContents();
  expect(styles.some((text) => text.includes('.css-probe > p{outline:0}'))).toBe(true);
  expect(styles.join('\n').toLowerCase()).not.toContain('</style');

  // The same page in the site editor's canvas, with the same global styles.
  await page.goto(editUrl(`/page/${probe.id}`));
  await expect(block(page, 'core/paragraph', 'Content size probe')).toBeVisible({
    timeout: 15_000,
  });
  // Every probe group is in the canvas (those whose saved markup no longer matches as invalid).
  await expect(block(page, 'core/group')).toHaveCount(7);
  expect(await injections(page), 'site editor canvas').toEqual([]);

  expect(dialogs).toEqual([]);
});
