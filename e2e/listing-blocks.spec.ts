import { MONTH_NAMES } from '../packages/blocks/src/library/post-date/format-date.js';
import {
  block,
  blogPath,
  canvas,
  insertAfterJournalHeading,
  openHomeTemplate,
  save,
} from './canvas-page.js';
import { expect, test } from './fixtures.js';

const NEWEST_POST = 'Warping the big loom for winter';

/** The month archive of the demo's newest post (published two days ago): its label and path. */
function newestMonth(): { label: string; path: string } {
  const date = new Date(Date.now() - 2 * 24 * 3600 * 1000);
  const month = date.getUTCMonth();
  return {
    label: `${MONTH_NAMES[month]} ${date.getUTCFullYear()}`,
    path: `/${date.getUTCFullYear()}/${String(month + 1).padStart(2, '0')}/`,
  };
}

test('Latest Posts and Archives from the inserter show the posts in the canvas and on the site', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  const month = newestMonth();
  await openHomeTemplate(page, loginAs);

  await insertAfterJournalHeading(page, 'latest posts', 'Latest Posts');
  const latest = block(page, 'core/latest-posts');
  await expect(latest.getByRole('link', { name: NEWEST_POST })).toBeVisible();

  await insertAfterJournalHeading(page, 'archives', 'Archives');
  const archives = block(page, 'core/archives');
  await expect(archives.getByRole('link', { name: month.label })).toBeVisible();

  await save(page);
  await page.goto(await blogPath(page));
  // The canvas's frame is gone: this is the public page.
  await expect(canvas(page).locator('body')).toHaveCount(0);

  const latestList = page.locator('ul.wp-block-latest-posts');
  await expect(latestList.getByRole('listitem')).toHaveCount(5);
  await expect(latestList.getByRole('listitem').first()).toHaveText(NEWEST_POST);

  const archiveLink = page.locator('ul.wp-block-archives').getByRole('link', { name: month.label });
  await expect(archiveLink).toHaveAttribute('href', new RegExp(`${month.path}$`));
  await archiveLink.click();
  await expect(page).toHaveURL(new RegExp(`${month.path}$`));
  await expect(page.getByRole('heading', { name: NEWEST_POST })).toBeVisible();
});
