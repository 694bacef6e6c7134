import { restGet } from './canvas-page.js';
import {
  CO_EDITOR,
  caretAtEnd,
  createSharedPage,
  openSharedPage,
  paragraphWith,
  saveButton,
  topBar,
} from './collab-fixtures.js';
import { expect, test } from './collab-instances.js';

// The admin's browser talks to one Atelier instance, the second person's to another, both on one
// PostgreSQL database (as behind a load balancer): they still edit one page together (issue #23).

test('two people on two server instances see each other, type in one paragraph and save once', async ({
  page,
  loginAs,
  coEditor,
  instances,
}) => {
  test.setTimeout(120_000);
  await loginAs('admin', '/wp-admin/');
  expect(new URL(page.url()).origin).toBe(instances[0].url);
  expect(new URL(coEditor.url()).origin).toBe(instances[1].url);

  const shared = await createSharedPage(page, 'Across instances', ['One paragraph.']);
  await openSharedPage(page, shared, 'One paragraph.');
  await openSharedPage(coEditor, shared, 'One paragraph.');
  await expect(
    topBar(page).getByRole('img', { name: `${CO_EDITOR.name} is editing` }),
  ).toBeVisible();

  // One after the other here (typing at once in one paragraph is collab-editing.spec.ts's test):
  // each edit crosses from one instance to the other through the database.
  await caretAtEnd(page, 'One paragraph.');
  await page.keyboard.type(' From instance one.');
  await expect(paragraphWith(coEditor, 'One paragraph.')).toHaveText(
    'One paragraph. From instance one.',
  );
  await paragraphWith(coEditor, 'One paragraph.').click();
  await coEditor.keyboard.press('Home');
  await coEditor.keyboard.type('From instance two. ');
  const expected = 'From instance two. One paragraph. From instance one.';
  await expect(paragraphWith(page, 'One paragraph.')).toHaveText(expected);
  await expect(paragraphWith(coEditor, 'One paragraph.')).toHaveText(expected);

  await saveButton(coEditor).click();
  await expect(saveButton(coEditor)).toHaveText('Saved');
  await expect(saveButton(page)).toHaveText('Saved');
  const stored = await restGet<{ content: { raw: string } }>(
    page,
    `/wp/v2/pages/${shared.id}?context=edit`,
  );
  expect(stored.content.raw).toContain(`<p>${expected}</p>`);
});
