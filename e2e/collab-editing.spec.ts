import { block, canvas, restGet, restPost } from './canvas-page.js';
import {
  ADMIN_NAME,
  CO_EDITOR,
  caretAtEnd,
  createSharedPage,
  expect,
  openInBoth,
  openSharedPage,
  paragraphWith,
  saveButton,
  test,
  topBar,
} from './collab-fixtures.js';

/** The notice under a block two people changed at once (canvas/conflict-notice). */
const CONFLICT_TEXT = 'Changed by two people at once. Check this text.';

// Two people, each in a browser of their own, on one page of the demo site (issue #23).
// Co-editing is on by default; these tests say so, so that they hold if it changes.
test.use({ serverEnv: { ATELIER_COLLAB: 'on' } });
// Two browsers, a page made and opened in both: each test needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ loginAs }) => {
  await loginAs('admin', '/wp-admin/');
});

test('both type in the same paragraph and each sees the other’s text', async ({
  page,
  coEditor,
}) => {
  await openInBoth(page, coEditor, 'Studio notes', ['Shared words.', 'Other words.']);

  await caretAtEnd(page, 'Shared words.');
  await paragraphWith(coEditor, 'Shared words.').click();
  await coEditor.keyboard.press('Home');
  // Both type at once: the admin at the end, the second person at the start.
  await Promise.all([
    page.keyboard.type(' Typed by the admin.', { delay: 40 }),
    coEditor.keyboard.type('Grace was here. ', { delay: 40 }),
  ]);

  const expected = 'Grace was here. Shared words. Typed by the admin.';
  await expect(paragraphWith(page, 'Shared words.')).toHaveText(expected);
  await expect(paragraphWith(coEditor, 'Shared words.')).toHaveText(expected);
  await expect(paragraphWith(coEditor, 'Other words.')).toHaveText('Other words.');
});

test('one moves a block while the other types in it: it moves, and keeps the text', async ({
  page,
  coEditor,
}) => {
  await openInBoth(page, coEditor, 'Moving day', [
    'First paragraph.',
    'Moving paragraph.',
    'Last paragraph.',
  ]);

  await caretAtEnd(coEditor, 'Moving paragraph.');
  await coEditor.keyboard.type(' Still typing', { delay: 30 });
  await paragraphWith(page, 'Moving paragraph.').click();
  const moveUp = canvas(page).getByRole('toolbar', { name: 'Block tools' }).getByRole('button', {
    name: 'Move up',
  });
  await expect(moveUp).toBeVisible();
  // The admin moves the block up while the second person goes on typing in it.
  await Promise.all([moveUp.click(), coEditor.keyboard.type(' while it moves.', { delay: 60 })]);

  const order = [
    'Moving paragraph. Still typing while it moves.',
    'First paragraph.',
    'Last paragraph.',
  ];
  for (const person of [page, coEditor]) {
    await expect(block(person, 'core/paragraph')).toHaveText(order);
  }
});

test('presence avatars appear in the header when the second person opens the record, and go when they leave', async ({
  page,
  coEditor,
}) => {
  const shared = await createSharedPage(page, 'Who is here', ['Anyone around?']);
  await openSharedPage(page, shared, 'Anyone around?');
  const avatar = topBar(page).getByRole('img', { name: `${CO_EDITOR.name} is editing` });
  await expect(avatar).toHaveCount(0);

  await openSharedPage(coEditor, shared, 'Anyone around?');
  await expect(avatar).toBeVisible();
  await expect(topBar(coEditor).getByRole('img', { name: 'Site Admin is editing' })).toBeVisible();

  // Leaving the page for the list of pages takes them out of the record.
  await coEditor.goto('/wp-admin/site-editor.php?p=/page');
  await expect(avatar).toHaveCount(0);
});

test('a block selected while alone is shown to the person who opens the record later', async ({
  page,
  coEditor,
}) => {
  const shared = await createSharedPage(page, 'Selected before', ['First words', 'Second words']);
  await openSharedPage(page, shared, 'First words');
  await paragraphWith(page, 'Second words').click();

  await openSharedPage(coEditor, shared, 'First words');
  const sentence = canvas(coEditor).getByText(`${ADMIN_NAME} is editing Paragraph`);
  await expect(sentence).toBeAttached();
});

test('one saves and the other’s Save button shows nothing left to save', async ({
  page,
  coEditor,
}) => {
  const shared = await openInBoth(page, coEditor, 'Saved together', ['Before the save.']);
  await expect(saveButton(page)).toHaveText('Saved');
  await expect(saveButton(coEditor)).toHaveText('Saved');

  await caretAtEnd(coEditor, 'Before the save.');
  await coEditor.keyboard.type(' Added by Grace.');
  const text = 'Before the save. Added by Grace.';
  await expect(paragraphWith(page, 'Added by Grace.')).toHaveText(text);
  // The change is everyone's to save.
  await expect(saveButton(page)).toHaveText('Save');
  await expect(saveButton(coEditor)).toHaveText('Save');

  await saveButton(page).click();
  await expect(saveButton(page)).toHaveText('Saved');
  await expect(saveButton(coEditor)).toHaveText('Saved');

  const stored = await restGet<{ content: { raw: string } }>(
    page,
    `/wp/v2/pages/${shared.id}?context=edit`,
  );
  expect(stored.content.raw).toContain(`<p>${text}</p>`);
  await expect(canvas(coEditor).getByText(text)).toBeVisible();
});

test('a write from outside over someone’s typing is kept and flagged; Dismiss clears it for both', async ({
  page,
  coEditor,
}) => {
  const shared = await openInBoth(page, coEditor, 'Flagged', ['Hello world']);

  // The second person replaces 'world' with 'moon' (not saved yet)…
  await caretAtEnd(coEditor, 'Hello world');
  for (let i = 0; i < 'world'.length; i += 1) await coEditor.keyboard.press('Shift+ArrowLeft');
  await coEditor.keyboard.type('moon');
  await expect(paragraphWith(page, 'Hello moon')).toBeVisible();
  // …while a client outside the session writes 'planet' there through the REST API.
  await restPost(page, `/wp/v2/pages/${shared.id}`, {
    content: '<!-- wp:paragraph -->\n<p>Hello planet</p>\n<!-- /wp:paragraph -->',
  });

  const notice = (person: typeof page) =>
    canvas(person).getByRole('status').filter({ hasText: CONFLICT_TEXT });
  for (const person of [page, coEditor]) {
    await expect(paragraphWith(person, 'Hello')).toHaveText('Hello moonplanet');
    await expect(notice(person)).toBeVisible();
  }
  await notice(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(notice(coEditor)).toHaveCount(0);
});
