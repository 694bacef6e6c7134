import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Page } from '@playwright/test';
import { type Zippable, zipSync } from 'fflate';
import { block, canvas, editUrl, restPost } from './canvas-page.js';
import { expect, test } from './fixtures.js';

/** Harbor, the block theme written in the shape of a WordPress default theme for the server tests. */
const HARBOR = join(
  import.meta.dirname,
  '..',
  'packages',
  'server',
  'test',
  'fixtures',
  'themes',
  'harbor',
);

/** The theme zipped as a theme directory hands it out: every file inside a `harbor/` folder. */
function harborZip(): Buffer {
  const tree: Zippable = {};
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else tree[`harbor/${relative(HARBOR, path).split(sep).join('/')}`] = readFileSync(path);
    }
  };
  visit(HARBOR);
  return Buffer.from(zipSync(tree));
}

const slugs = (folder: string) =>
  readdirSync(join(HARBOR, folder))
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.slice(0, -'.html'.length));

/** Uploads Harbor from the dashboard's 'Upload Theme' screen and activates it, as a person does. */
async function installHarbor(page: Page): Promise<void> {
  await page.goto('/wp-admin/');
  await page.getByRole('link', { name: 'Add New Theme' }).click();
  await page.getByRole('link', { name: 'Upload Theme' }).click();
  await page.getByLabel('Theme zip file').setInputFiles({
    name: 'harbor.zip',
    mimeType: 'application/zip',
    buffer: harborZip(),
  });
  await page.getByRole('button', { name: 'Install Now' }).click();
  await expect(page.getByRole('status')).toContainText('Theme installed successfully.');
  await page.getByRole('link', { name: 'Activate Harbor' }).click();
  await expect(page.getByRole('status')).toHaveText('New theme activated.');
}

/** Opens a template or part in the canvas and waits until its deepest content has drawn. */
async function openInCanvas(page: Page, path: string, lastText: string): Promise<void> {
  await page.goto(editUrl(path));
  await expect(canvas(page).getByText(lastText).first()).toBeVisible({ timeout: 20_000 });
}

test('every template and part of a WordPress-style theme opens in the editor with no invalid block', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(240_000);
  await loginAs('admin');
  await installHarbor(page);

  const footerText = 'A small harbor with a long memory.';
  const opened: string[] = [];
  for (const slug of slugs('templates')) {
    // Every template ends with the footer part, whose pattern draws this line.
    await openInCanvas(page, `/wp_template/harbor//${slug}`, footerText);
    await expect(block(page, 'core/site-title').first()).toBeVisible();
    await expect(
      canvas(page).getByText('This block contains unexpected or invalid content.'),
    ).toHaveCount(0);
    await expect(canvas(page).getByRole('button', { name: 'Attempt recovery' })).toHaveCount(0);
    await expect(canvas(page).getByText('Pattern not found')).toHaveCount(0);
    opened.push(slug);
  }
  const partText: Record<string, string> = {
    header: 'Atelier Demo',
    footer: footerText,
    sidebar: 'Fuel dock: 7 to 20',
  };
  for (const slug of slugs('parts')) {
    await openInCanvas(page, `/wp_template_part/harbor//${slug}`, partText[slug] ?? slug);
    await expect(
      canvas(page).getByText('This block contains unexpected or invalid content.'),
    ).toHaveCount(0);
    await expect(canvas(page).getByRole('button', { name: 'Attempt recovery' })).toHaveCount(0);
    opened.push(slug);
  }
  expect(opened).toHaveLength(slugs('templates').length + 3);
});

test('the public site draws the theme in WordPress’s cascade: its cover keeps its 16:9 ratio', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin');
  await installHarbor(page);
  const landing = await restPost<{ link: string }>(page, '/wp/v2/pages', {
    title: 'Harbor landing',
    template: 'page-landing',
    status: 'publish',
    content: '<!-- wp:paragraph -->\n<p>Welcome aboard.</p>\n<!-- /wp:paragraph -->',
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(new URL(landing.link).pathname);
  await expect(page.getByRole('heading', { name: 'Harbor landing', level: 1 })).toBeVisible();
  await expect(page.getByText('Pattern not found')).toHaveCount(0);
  const styleIds = await page.evaluate(() =>
    [...document.head.querySelectorAll('style')].map((style) => style.id),
  );
  expect(
    styleIds.filter((id) =>
      [
        'wp-block-library-inline-css',
        'global-styles-inline-css',
        'core-block-supports-inline-css',
      ].includes(id),
    ),
  ).toEqual([
    'wp-block-library-inline-css',
    'global-styles-inline-css',
    'core-block-supports-inline-css',
  ]);
  // The cover's ratio comes from its block supports at render time, and wins over min-height.
  const box = await page.locator('main .wp-block-cover').first().boundingBox();
  expect(box).not.toBeNull();
  if (box) expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  // The section style variation from styles/sections/ colours the services group.
  await expect(page.getByRole('heading', { name: 'What the crew does' })).toBeVisible();
  await expect(page.locator('.wp-block-group.is-style-section-deep')).toHaveCSS(
    'background-color',
    'rgb(41, 67, 92)',
  );
  await expect(
    page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Tide tables' }),
  ).toBeVisible();
});
