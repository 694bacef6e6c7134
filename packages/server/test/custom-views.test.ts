import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../src/posts/post-store.js';
import { loginWithRole, sessionUserId } from './helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

const VIEWS = '/wp-json/wp/v2/wp_dataviews';
const TYPES = '/wp-json/wp/v2/wp_dataviews_type';

const DRAFTS_VIEW = {
  type: 'table',
  filters: [{ field: 'status', operator: 'isAny', value: ['draft'] }],
  page: 1,
  perPage: 20,
};

/**
 * Custom views as the site editor's Pages area uses them (spec 2 §4, §7): the view type term found
 * or created, views created, listed per person, renamed, changed and deleted; each person's views
 * are theirs, as WordPress maps the capabilities of `wp_dataviews`.
 */
describe.each(testDialects())('custom views per person (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let editor: Session;
  let author: Session;
  let contributor: Session;
  let subscriber: Session;
  let editorId: number;
  let authorId: number;
  let pageType: number;

  /** Creates a published view of the page list for a person. */
  async function createView(
    session: Session,
    title: string,
    content = JSON.stringify(DRAFTS_VIEW),
  ) {
    return t.request({
      method: 'POST',
      url: VIEWS,
      session,
      payload: { title, status: 'publish', wp_dataviews_type: [pageType], content },
    });
  }

  /** The editor's list query: the type's views of one person, oldest first. */
  async function listViews(session: Session, personId: number) {
    return t.request({
      method: 'GET',
      url: `${VIEWS}?wp_dataviews_type=${pageType}&author=${personId}&orderby=date&order=asc&context=edit&per_page=100`,
      session,
    });
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    editor = await t.login('editor', EDITOR_PASSWORD);
    author = await loginWithRole(t, 'author');
    contributor = await loginWithRole(t, 'contributor');
    subscriber = await loginWithRole(t, 'subscriber');
    editorId = await sessionUserId(t, editor);
    authorId = await sessionUserId(t, author);
  });
  afterAll(() => t.close());

  it('lets an editor find or create the view type term', async () => {
    const none = await t.request({ method: 'GET', url: `${TYPES}?slug=page`, session: editor });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    const created = await t.request({
      method: 'POST',
      url: TYPES,
      session: editor,
      payload: { name: 'page' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'page', slug: 'page' });
    pageType = created.json().id;
    const found = await t.request({ method: 'GET', url: `${TYPES}?slug=page`, session: editor });
    expect(found.json().map((term: { id: number }) => term.id)).toEqual([pageType]);
    const refused = await t.request({
      method: 'POST',
      url: TYPES,
      session: subscriber,
      payload: { name: 'wp_template' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ data: { status: 403 } });
  });

  it('lets an editor create, list, rename, change and delete their views', async () => {
    const first = await createView(editor, 'My drafts');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'publish',
      author: editorId,
      wp_dataviews_type: [pageType],
      content: { raw: JSON.stringify(DRAFTS_VIEW) },
    });
    const second = await createView(editor, 'Second');
    expect(second.statusCode).toBe(201);

    const list = await listViews(editor, editorId);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((view: { title: { raw: string } }) => view.title.raw)).toEqual([
      'My drafts',
      'Second',
    ]);
    expect(list.headers['x-wp-total']).toBe('2');

    const renamed = await t.request({
      method: 'POST',
      url: `${VIEWS}/${first.json().id}`,
      session: editor,
      payload: { title: 'Drafts to finish' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().title.raw).toBe('Drafts to finish');

    const grid = { ...DRAFTS_VIEW, type: 'grid' };
    const changed = await t.request({
      method: 'POST',
      url: `${VIEWS}/${first.json().id}`,
      session: editor,
      payload: { content: JSON.stringify(grid) },
    });
    expect(changed.statusCode).toBe(200);
    const read = await t.request({
      method: 'GET',
      url: `${VIEWS}/${first.json().id}?context=edit`,
      session: editor,
    });
    expect(JSON.parse(read.json().content.raw)).toEqual(grid);
    expect(read.json().title.raw).toBe('Drafts to finish');

    const deleted = await t.request({
      method: 'DELETE',
      url: `${VIEWS}/${second.json().id}?force=true`,
      session: editor,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ deleted: true });
    const gone = await t.request({
      method: 'GET',
      url: `${VIEWS}/${second.json().id}?context=edit`,
      session: editor,
    });
    expect(gone.statusCode).toBe(404);
    expect(
      (await listViews(editor, editorId)).json().map((view: { id: number }) => view.id),
    ).toEqual([first.json().id]);
  });

  it("keeps each person's views theirs: authors manage their own, not others'", async () => {
    const editorsView = (await createView(editor, 'Editor only')).json();
    const typeForAuthor = await t.request({
      method: 'GET',
      url: `${TYPES}?slug=page&context=view`,
      session: author,
    });
    expect(typeForAuthor.statusCode).toBe(200);
    expect(typeForAuthor.json().map((term: { id: number }) => term.id)).toEqual([pageType]);
    const mine = await createView(author, 'Author view');
    expect(mine.statusCode).toBe(201);
    expect(mine.json().author).toBe(authorId);

    const own = await listViews(author, authorId);
    expect(own.json().map((view: { title: { raw: string } }) => view.title.raw)).toEqual([
      'Author view',
    ]);
    const renameOwn = await t.request({
      method: 'POST',
      url: `${VIEWS}/${mine.json().id}`,
      session: author,
      payload: { title: 'Author view renamed' },
    });
    expect(renameOwn.statusCode).toBe(200);

    const renameOthers = await t.request({
      method: 'POST',
      url: `${VIEWS}/${editorsView.id}`,
      session: author,
      payload: { title: 'Taken over' },
    });
    expect(renameOthers.statusCode).toBe(403);
    expect(renameOthers.json()).toMatchObject({
      code: 'rest_cannot_edit',
      data: { status: 403 },
    });
    const deleteOthers = await t.request({
      method: 'DELETE',
      url: `${VIEWS}/${editorsView.id}?force=true`,
      session: author,
    });
    expect(deleteOthers.statusCode).toBe(403);
    expect(deleteOthers.json()).toMatchObject({ data: { status: 403 } });
    const stillThere = await t.request({
      method: 'GET',
      url: `${VIEWS}/${editorsView.id}?context=edit`,
      session: editor,
    });
    expect(stillThere.json().title.raw).toBe('Editor only');

    // Editors and administrators may change others' views (edit_others_posts), as in WordPress.
    const byAdmin = await t.request({
      method: 'DELETE',
      url: `${VIEWS}/${mine.json().id}?force=true`,
      session: admin,
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('refuses subscribers and contributors', async () => {
    const list = await t.request({ method: 'GET', url: VIEWS, session: subscriber });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ data: { status: 403 } });
    expect((await createView(subscriber, 'Nope')).statusCode).toBe(403);
    const byContributor = await createView(contributor, 'Nope');
    expect(byContributor.statusCode).toBe(403);
    expect(byContributor.json()).toMatchObject({ data: { status: 403 } });
    expect((await t.request({ method: 'GET', url: VIEWS, session: contributor })).statusCode).toBe(
      403,
    );
  });

  it('serves and deletes a view whose stored content is not valid JSON', async () => {
    const broken = await insertPost(t.app.db, {
      type: 'wp_dataviews',
      status: 'publish',
      title: 'Broken view',
      slug: 'broken-view',
      content: '{"type": "table", "filters": [',
      author: editorId,
    });
    const read = await t.request({
      method: 'GET',
      url: `${VIEWS}/${broken.id}?context=edit`,
      session: editor,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().content.raw).toBe('{"type": "table", "filters": [');
    const refused = await t.request({
      method: 'POST',
      url: VIEWS,
      session: editor,
      payload: { title: 'Bad', status: 'publish', content: '{"type": "table", "filters": [' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    const deleted = await t.request({
      method: 'DELETE',
      url: `${VIEWS}/${broken.id}?force=true`,
      session: editor,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ deleted: true });
  });
});
