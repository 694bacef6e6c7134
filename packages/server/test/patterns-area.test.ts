import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOptions } from '../src/settings/options-store.js';
import { FIXTURE_THEMES_DIR } from './helpers/fixture-themes.js';
import { loginWithRole } from './helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

const BLOCKS = '/wp-json/wp/v2/blocks';
const CATEGORIES = '/wp-json/wp/v2/wp_pattern_category';
const PARTS = '/wp-json/wp/v2/template-parts';
const paragraph = (text: string) => `<!-- wp:paragraph --><p>${text}</p><!-- /wp:paragraph -->`;

describe.each(testDialects())('the Patterns area on the server (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let editor: Session;
  let author: Session;
  let contributor: Session;
  let subscriber: Session;

  beforeAll(async () => {
    t = await createTestApp(dialect, { themesDir: FIXTURE_THEMES_DIR });
    await setOptions(t.app.db, { stylesheet: 'fixture-site' });
    admin = await t.login('admin', ADMIN_PASSWORD);
    editor = await t.login('editor', EDITOR_PASSWORD);
    author = await loginWithRole(t, 'author');
    contributor = await loginWithRole(t, 'contributor');
    subscriber = await loginWithRole(t, 'subscriber');
  });
  afterAll(() => t.close());

  const send = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    session: Session | undefined,
    payload?: Record<string, unknown>,
  ) =>
    t.request({
      method,
      url,
      ...(session ? { session } : {}),
      ...(payload ? { payload } : {}),
    });

  async function createCategory(name: string, session: Session = editor): Promise<number> {
    const created = await send('POST', CATEGORIES, session, { name });
    expect(created.statusCode).toBe(201);
    return Number(created.json().id);
  }

  async function createPattern(
    session: Session,
    fields: Record<string, unknown>,
  ): Promise<{ id: number; status: number; body: Record<string, unknown> }> {
    const created = await send('POST', BLOCKS, session, { status: 'publish', ...fields });
    const body = created.json();
    return { id: Number(body.id), status: created.statusCode, body };
  }

  describe('pattern categories', () => {
    it('creates a category by name with a slug from it', async () => {
      const created = await send('POST', CATEGORIES, editor, { name: 'Team Members' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        name: 'Team Members',
        slug: 'team-members',
        taxonomy: 'wp_pattern_category',
        count: 0,
      });
    });

    it('renames a category, keeping its id and its slug', async () => {
      const id = await createCategory('Heroes');
      const renamed = await send('POST', `${CATEGORIES}/${id}`, editor, { name: 'Big heroes' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ id, name: 'Big heroes', slug: 'heroes' });
      const read = await send('GET', `${CATEGORIES}/${id}`, undefined);
      expect(read.json()).toMatchObject({ id, name: 'Big heroes', slug: 'heroes' });
    });

    it('refuses an empty name on rename', async () => {
      const id = await createCategory('Named');
      const renamed = await send('POST', `${CATEGORIES}/${id}`, editor, { name: '   ' });
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().code).toBe('empty_term_name');
      expect((await send('GET', `${CATEGORIES}/${id}`, undefined)).json().name).toBe('Named');
    });

    it('refuses a duplicate name with term_exists, on create and on rename', async () => {
      const first = await createCategory('Testimonials');
      const duplicate = await send('POST', CATEGORIES, editor, { name: 'testimonials' });
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json()).toEqual({
        code: 'term_exists',
        message: 'A term with the name provided already exists in this taxonomy.',
        data: { status: 400, term_id: first },
      });
      const other = await createCategory('Quotes');
      const rename = await send('POST', `${CATEGORIES}/${other}`, editor, {
        name: 'Testimonials',
      });
      expect(rename.statusCode).toBe(400);
      expect(rename.json().code).toBe('term_exists');
    });

    it('counts the published patterns in each category', async () => {
      const id = await createCategory('Counted');
      await createPattern(editor, {
        title: 'One',
        content: paragraph('1'),
        wp_pattern_category: [id],
      });
      await createPattern(editor, {
        title: 'Two',
        content: paragraph('2'),
        wp_pattern_category: [id],
      });
      await createPattern(editor, {
        title: 'Draft',
        status: 'draft',
        content: paragraph('3'),
        wp_pattern_category: [id],
      });
      const trashed = await createPattern(editor, {
        title: 'Trashed',
        content: paragraph('4'),
        wp_pattern_category: [id],
      });
      expect((await send('DELETE', `${BLOCKS}/${trashed.id}`, editor)).statusCode).toBe(200);
      const read = await send('GET', `${CATEGORIES}/${id}`, undefined);
      expect(read.json().count).toBe(2);
      const listed = await send('GET', `${CATEGORIES}?include=${id}`, undefined);
      expect(listed.json()[0].count).toBe(2);
    });

    it('deletes a category in use: the term goes, its patterns stay and lose only it', async () => {
      const doomed = await createCategory('Doomed');
      const kept = await createCategory('Kept');
      const pattern = await createPattern(editor, {
        title: 'Survivor',
        content: paragraph('still here'),
        wp_pattern_category: [doomed, kept],
      });
      expect(pattern.status).toBe(201);
      const withoutForce = await send('DELETE', `${CATEGORIES}/${doomed}`, editor);
      expect(withoutForce.statusCode).toBe(501);
      const deleted = await send('DELETE', `${CATEGORIES}/${doomed}?force=true`, editor);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toMatchObject({ deleted: true, previous: { id: doomed } });
      expect((await send('GET', `${CATEGORIES}/${doomed}`, undefined)).statusCode).toBe(404);
      const after = await send('GET', `${BLOCKS}/${pattern.id}?context=edit`, editor);
      expect(after.statusCode).toBe(200);
      expect(after.json()).toMatchObject({
        status: 'publish',
        title: { raw: 'Survivor' },
        wp_pattern_category: [kept],
      });
      const filtered = await send('GET', `${BLOCKS}?wp_pattern_category=${kept}`, editor);
      expect(filtered.json().map((p: { id: number }) => p.id)).toContain(pattern.id);
      const rows = await t.app.db
        .selectFrom('term_relationships')
        .select('term_id')
        .where('term_id', '=', doomed)
        .execute();
      expect(rows).toEqual([]);
    });
  });

  describe('synced patterns on the public site', () => {
    async function publishPage(slug: string, content: string): Promise<void> {
      const page = await send('POST', '/wp-json/wp/v2/pages', admin, {
        title: slug,
        slug,
        status: 'publish',
        content,
      });
      expect(page.statusCode).toBe(201);
    }

    it('renders the pattern where a page refers to it and shows an edit at once', async () => {
      const pattern = await createPattern(editor, {
        title: 'Shared banner',
        content: paragraph('Banner before the edit'),
      });
      await publishPage('uses-banner', `<!-- wp:block {"ref":${pattern.id}} /-->`);
      const before = await send('GET', '/uses-banner/', undefined);
      expect(before.statusCode).toBe(200);
      expect(before.body).toContain('Banner before the edit');
      // Read twice so the page cache holds the old answer before the pattern changes.
      expect((await send('GET', '/uses-banner/', undefined)).body).toContain(
        'Banner before the edit',
      );
      const edited = await send('POST', `${BLOCKS}/${pattern.id}`, editor, {
        content: paragraph('Banner after the edit'),
      });
      expect(edited.statusCode).toBe(200);
      const after = await send('GET', '/uses-banner/', undefined);
      expect(after.body).toContain('Banner after the edit');
      expect(after.body).not.toContain('Banner before the edit');
    });

    it('renders the pattern from a template that refers to it', async () => {
      const pattern = await createPattern(editor, {
        title: 'Template banner',
        content: paragraph('From the template’s pattern'),
      });
      const template = await send('POST', '/wp-json/wp/v2/templates', admin, {
        slug: 'page-patterned',
        title: 'Patterned',
        content: `<!-- wp:block {"ref":${pattern.id}} /--><!-- wp:post-content /-->`,
      });
      expect(template.statusCode).toBe(201);
      await publishPage('patterned', paragraph('Page body'));
      const shown = await send('GET', '/patterned/', undefined);
      expect(shown.body).toContain('From the template’s pattern');
      expect(shown.body).toContain('Page body');
    });

    it('renders nothing for a draft or trashed pattern', async () => {
      const draft = await createPattern(editor, {
        title: 'Draft banner',
        status: 'draft',
        content: paragraph('Draft pattern text'),
      });
      const trashed = await createPattern(editor, {
        title: 'Trashed banner',
        content: paragraph('Trashed pattern text'),
      });
      await publishPage(
        'hidden-patterns',
        `${paragraph('Around the patterns')}<!-- wp:block {"ref":${draft.id}} /--><!-- wp:block {"ref":${trashed.id}} /-->`,
      );
      expect((await send('GET', '/hidden-patterns/', undefined)).body).toContain(
        'Trashed pattern text',
      );
      expect((await send('DELETE', `${BLOCKS}/${trashed.id}`, editor)).statusCode).toBe(200);
      const shown = await send('GET', '/hidden-patterns/', undefined);
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toContain('Around the patterns');
      expect(shown.body).not.toContain('Draft pattern text');
      expect(shown.body).not.toContain('Trashed pattern text');
    });

    it('does not loop on a pattern that refers to itself, directly or through another', async () => {
      const a = await createPattern(editor, { title: 'A', content: paragraph('Pattern A') });
      const b = await createPattern(editor, {
        title: 'B',
        content: `${paragraph('Pattern B')}<!-- wp:block {"ref":${a.id}} /-->`,
      });
      await send('POST', `${BLOCKS}/${a.id}`, editor, {
        content: `${paragraph('Pattern A')}<!-- wp:block {"ref":${b.id}} /--><!-- wp:block {"ref":${a.id}} /-->`,
      });
      await publishPage('loop', `<!-- wp:block {"ref":${a.id}} /-->`);
      const shown = await send('GET', '/loop/', undefined);
      expect(shown.statusCode).toBe(200);
      expect(shown.body.split('Pattern A').length - 1).toBe(1);
      expect(shown.body.split('Pattern B').length - 1).toBe(1);
    });
  });

  describe('attacks, role by role', () => {
    it('keeps subscribers out of edit context, creating, importing and deleting', async () => {
      const pattern = await createPattern(editor, { title: 'Guarded', content: paragraph('x') });
      const category = await createCategory('Guarded category');
      const attempts = [
        await send('GET', `${BLOCKS}?context=edit`, subscriber),
        await send('GET', `${CATEGORIES}?context=edit`, subscriber),
        await send('POST', BLOCKS, subscriber, { title: 'Mine', content: paragraph('y') }),
        await send('POST', CATEGORIES, subscriber, { name: 'Mine' }),
        await send('POST', `${CATEGORIES}/${category}`, subscriber, { name: 'Renamed' }),
        await send('DELETE', `${BLOCKS}/${pattern.id}?force=true`, subscriber),
        await send('DELETE', `${CATEGORIES}/${category}?force=true`, subscriber),
        await send('POST', `${BLOCKS}/import`, subscriber),
      ];
      expect(attempts.map((r) => r.statusCode)).toEqual(attempts.map(() => 403));
      expect((await send('GET', `${BLOCKS}/${pattern.id}`, editor)).statusCode).toBe(200);
      expect((await send('GET', `${CATEGORIES}/${category}`, undefined)).json().name).toBe(
        'Guarded category',
      );
    });

    it('lets contributors and authors make their own patterns but not change an editor’s', async () => {
      const byEditor = await createPattern(editor, {
        title: 'Editor’s',
        content: paragraph('editor text'),
      });
      const draft = await send('POST', BLOCKS, contributor, {
        title: 'Contributor’s',
        content: paragraph('mine'),
      });
      expect(draft.statusCode).toBe(201);
      expect(draft.json().status).toBe('draft');
      const own = await send('POST', `${BLOCKS}/${draft.json().id}`, contributor, {
        title: 'Contributor’s, edited',
      });
      expect(own.statusCode).toBe(200);
      const authored = await createPattern(author, { title: 'Author’s', content: paragraph('a') });
      expect(authored.status).toBe(201);
      for (const session of [contributor, author]) {
        const edit = await send('POST', `${BLOCKS}/${byEditor.id}`, session, { title: 'Taken' });
        expect(edit.statusCode).toBe(403);
        expect(edit.json().code).toBe('rest_cannot_edit');
        const remove = await send('DELETE', `${BLOCKS}/${byEditor.id}?force=true`, session);
        expect(remove.statusCode).toBe(403);
        expect(remove.json().code).toBe('rest_cannot_delete');
      }
      const unchanged = await send('GET', `${BLOCKS}/${byEditor.id}?context=edit`, editor);
      expect(unchanged.json().title.raw).toBe('Editor’s');
    });

    it('stores an author’s pattern without script', async () => {
      const created = await createPattern(author, {
        title: 'Sneaky<script>alert(1)</script>',
        content:
          '<!-- wp:html --><script>alert(1)</script><img src="x.png" onerror="alert(2)"><p>visible</p><!-- /wp:html -->',
      });
      expect(created.status).toBe(201);
      // An author may not edit a published pattern (edit_published_pages), so an editor reads it.
      const stored = await send('GET', `${BLOCKS}/${created.id}?context=edit`, editor);
      const { title, content } = stored.json();
      expect(content.raw).toContain('<p>visible</p>');
      expect(content.raw).toContain('<img src="x.png">');
      expect(content.raw).not.toMatch(/<script|onerror/i);
      expect(title.raw).not.toMatch(/<script/i);
    });

    it('refuses cookie writes without the REST nonce', async () => {
      const headers = { cookie: editor.cookie };
      const pattern = await t.request({
        method: 'POST',
        url: BLOCKS,
        headers,
        payload: { title: 'No nonce', content: paragraph('z') },
      });
      const category = await t.request({
        method: 'POST',
        url: CATEGORIES,
        headers,
        payload: { name: 'No nonce' },
      });
      for (const response of [pattern, category]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('rest_cookie_invalid_nonce');
      }
      const list = await send('GET', `${BLOCKS}?search=No%20nonce&status=any`, editor);
      expect(list.json()).toEqual([]);
    });

    it('refuses a category id of another taxonomy on a pattern', async () => {
      const tag = await send('POST', '/wp-json/wp/v2/tags', admin, {
        name: 'Not a pattern category',
      });
      const response = await send('POST', BLOCKS, editor, {
        title: 'Tagged',
        content: paragraph('t'),
        wp_pattern_category: [Number(tag.json().id)],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('rest_invalid_param');
      expect(response.json().data.params).toHaveProperty('wp_pattern_category');
    });
  });
});

describe.each(testDialects())('template parts for the Patterns area (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp(dialect, { themesDir: FIXTURE_THEMES_DIR });
    await setOptions(t.app.db, { stylesheet: 'fixture-one' });
    admin = await t.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: PARTS, session: admin, payload });

  it('creates a part in an area, uncategorized by default and for an unknown area', async () => {
    const footer = await create({
      slug: 'small-footer',
      title: 'Small footer',
      content: paragraph('Small footer'),
      area: 'footer',
    });
    expect(footer.statusCode).toBe(201);
    expect(footer.json()).toMatchObject({
      id: 'fixture-one//small-footer',
      area: 'footer',
      source: 'custom',
      title: { raw: 'Small footer' },
    });
    const plain = await create({
      slug: 'plain-part',
      title: 'Plain part',
      content: paragraph('p'),
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().area).toBe('uncategorized');
    // As WordPress (_filter_block_template_part_area): an unknown area falls back to uncategorized.
    const unknown = await create({ slug: 'odd-part', title: 'Odd', area: 'attic' });
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json().area).toBe('uncategorized');
    const moved = await t.request({
      method: 'POST',
      url: `${PARTS}/fixture-one//plain-part`,
      session: admin,
      payload: { area: 'cellar' },
    });
    expect(moved.json().area).toBe('uncategorized');
  });

  it('answers a duplicate slug with a clear error, not a 500', async () => {
    expect((await create({ slug: 'twice', title: 'Twice', content: 'a' })).statusCode).toBe(201);
    const again = await create({ slug: 'twice', title: 'Twice again', content: 'b' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'rest_duplicate_slug', data: { status: 409 } });
    expect(typeof again.json().message).toBe('string');
  });

  it('lists parts with the area of each, filterable by area', async () => {
    const list = await t.request({ method: 'GET', url: `${PARTS}?context=edit`, session: admin });
    const parts = list.json() as { slug: string; area: string }[];
    expect(
      parts.every((p) => ['header', 'footer', 'sidebar', 'uncategorized'].includes(p.area)),
    ).toBe(true);
    expect(parts.find((p) => p.slug === 'small-footer')?.area).toBe('footer');
    expect(parts.find((p) => p.slug === 'footer')?.area).toBe('footer');
    const footers = await t.request({ method: 'GET', url: `${PARTS}?area=footer`, session: admin });
    expect((footers.json() as { slug: string }[]).map((p) => p.slug).sort()).toEqual([
      'footer',
      'small-footer',
    ]);
  });

  it('reverts a customised theme part to the theme file', async () => {
    const id = 'fixture-one//footer';
    const saved = await t.request({
      method: 'POST',
      url: `${PARTS}/${id}`,
      session: admin,
      payload: { content: paragraph('Customised footer') },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ source: 'custom', has_theme_file: true });
    const reverted = await t.request({
      method: 'DELETE',
      url: `${PARTS}/${id}?force=true`,
      session: admin,
    });
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({ deleted: true, reverted_to: 'theme' });
    const after = await t.request({
      method: 'GET',
      url: `${PARTS}/${id}?context=edit`,
      session: admin,
    });
    expect(after.json()).toMatchObject({ source: 'theme', area: 'footer' });
    expect(after.json().content.raw).toContain('<p>Footer</p>');
    expect(after.json().content.raw).not.toContain('Customised footer');
  });
});
