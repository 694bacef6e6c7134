import { sidebar } from './browse-page.js';
import { expect, test } from './fixtures.js';
import { holdChunk } from './held-chunk.js';

/**
 * The Navigation screen's menus come on first use (issue #22): their buttons are drawn with the
 * tree, and a click or ArrowDown made while a menu's code is still on the way opens it when the
 * code arrives — never lost.
 */

test('a click on Actions and ArrowDown on a row’s options, made before their code, open them when it comes', async ({
  page,
  loginAs,
}) => {
  const releaseActions = await holdChunk(page, 'RecordActionsMenu');
  const releaseOptions = await holdChunk(page, 'MenuItemOptionsMenu');
  await loginAs('admin', '/wp-admin/site-editor.php?p=%2Fnavigation');
  const tree = sidebar(page).getByRole('tree');
  await expect(tree.getByRole('treeitem', { name: 'Page List' })).toBeVisible();

  const actions = sidebar(page).getByRole('button', { name: 'Actions', exact: true });
  await actions.click();
  // The code is held back: no menu yet, the button stays where it was.
  await page.waitForTimeout(300);
  await expect(page.getByRole('menu')).toHaveCount(0);
  releaseActions();
  const actionsMenu = page.getByRole('menu');
  await expect(actionsMenu.getByRole('menuitem', { name: 'Rename', exact: true })).toBeVisible();
  await expect(actionsMenu.getByRole('menuitem', { name: 'Delete', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  const options = sidebar(page).getByRole('button', { name: 'Options for Page List' });
  await options.focus();
  await options.press('ArrowDown');
  await page.waitForTimeout(300);
  await expect(page.getByRole('menu')).toHaveCount(0);
  releaseOptions();
  await expect(page.getByRole('menuitem', { name: 'Remove', exact: true })).toBeVisible();
});
