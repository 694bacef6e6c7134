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

interface TemplateBody {
  id: string;
  slug: string;
  source: string;
  origin: string | null;
  has_theme_file: boolean;
  is_custom?: boolean;
  area?: string;
  title: { raw?: string; rendered: string };
  content: { raw?: string };
  description: string;
  wp_id: number | null;
  author: number;
  author_text: string;
  original_source: string;
  modified: string | null;
  theme: string;
  type: string;
}

describe.each(testDialects())('templates and template parts (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let editor: Session;
  let subscriber: Session;

  beforeAll(async () => {
    t = await createTestApp(dialect, { themesDir: FIXTURE_THEMES_DIR });
    await setOptions(t.app.db, { stylesheet: 'fixture-one' });
    admin = await t.login('admin', ADMIN_PASSWORD);
    editor = await t.login('editor', EDITOR_PASSWORD);
    subscriber = await loginWithRole(t, 'subscriber');
  });
  afterAll(() => t.close());

  const get = (url: string, session: Session | null = admin) =>
    t.request({ method: 'GET', url, ...(session ? { session } : {}) });

  it('lists the theme templates with the spec fields', async () => {
    const response = await get('/wp-json/wp/v2/templates?context=edit&per_page=-1');
    expect(response.statusCode).toBe(200);
    const list = response.json() as TemplateBody[];
    expect(list.map((x) => x.slug)).toEqual(['home', 'index', 'page-wide', 'single']);
    expect(response.headers['x-wp-total']).toBe('4');
    const index = list.find((x) => x.slug === 'index');
    expect(index).toMatchObject({
      id: 'fixture-one//index',
      theme: 'fixture-one',
      type: 'wp_template',
      source: 'theme',
      origin: null,
      has_theme_file: true,
      is_custom: false,
      wp_id: null,
      author: 0,
      author_text: 'Fixture One',
      original_source: 'theme',
      title: { raw: 'Index', rendered: 'Index' },
    });
    expect(index?.content.raw).toContain('Index of fixture one');
    expect(list.find((x) => x.slug === 'page-wide')).toMatchObject({
      is_custom: true,
      title: { raw: 'Wide page' },
    });
  });

  it('lists template parts with their areas and filters by area', async () => {
    const parts = (
      await get('/wp-json/wp/v2/template-parts?context=edit')
    ).json() as TemplateBody[];
    expect(parts.map((p) => [p.slug, p.area, p.title.raw])).toEqual([
      ['extra', 'uncategorized', 'extra'],
      ['footer', 'footer', 'Site Footer'],
      ['header', 'header', 'Site Header'],
    ]);
    const headers = (
      await get('/wp-json/wp/v2/template-parts?area=header')
    ).json() as TemplateBody[];
    expect(headers.map((p) => p.slug)).toEqual(['header']);
  });

  it('is readable by those who edit posts and writable with edit_theme_options only', async () => {
    expect((await get('/wp-json/wp/v2/templates', null)).statusCode).toBe(401);
    expect((await get('/wp-json/wp/v2/templates', subscriber)).statusCode).toBe(403);
    expect((await get('/wp-json/wp/v2/templates', editor)).statusCode).toBe(200);
    const create = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/templates',
      session: editor,
      payload: { slug: 'x' },
    });
    expect(create.statusCode).toBe(403);
  });

  it('gets one by id with content.raw in edit context, and 404 for unknown ids', async () => {
    const response = await get('/wp-json/wp/v2/templates/fixture-one//home?context=edit');
    expect(response.json()).toMatchObject({
      id: 'fixture-one//home',
      content: { raw: expect.stringContaining('Home of fixture one') },
    });
    expect(response.headers.etag).toMatch(/^"theme-[0-9a-f]+"$/);
    const view = await get('/wp-json/wp/v2/templates/fixture-one//home');
    expect(view.json().content.raw).toBeUndefined();
    for (const id of ['fixture-one//nope', 'nope', 'fixture-one//a/b']) {
      const missing = await get(`/wp-json/wp/v2/templates/${id}`);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json().code).toBe('rest_template_not_found');
    }
  });

  it('creates a custom template, refuses a duplicate slug, and validates input', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/templates',
      session: admin,
      payload: {
        slug: 'wp-custom-template-landing',
        title: 'Landing',
        description: 'For campaigns',
        status: 'publish',
        content: '<!-- wp:paragraph -->\n<p>Hi</p>\n<!-- /wp:paragraph -->',
        is_wp_suggestion: false,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: 'fixture-one//wp-custom-template-landing',
      source: 'custom',
      origin: null,
      has_theme_file: false,
      is_custom: true,
      title: { rendered: 'Landing' },
      description: 'For campaigns',
      original_source: 'user',
      author_text: 'Site Admin',
    });
    expect(created.json().wp_id).toEqual(expect.any(Number));

    const duplicate = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/templates',
      session: admin,
      payload: { slug: 'wp-custom-template-landing' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'rest_duplicate_slug', data: { status: 409 } });

    const invalid = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/templates',
      session: admin,
      payload: { slug: 'Bad Slug!', status: 'gone' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().data.params).sort()).toEqual(['slug', 'status']);
    const missing = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/templates',
      session: admin,
      payload: { title: 'No slug' },
    });
    expect(missing.json()).toMatchObject({
      code: 'rest_missing_callback_param',
      data: { params: ['slug'] },
    });

    const suggestion = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/templates',
      session: admin,
      payload: { slug: 'single-post-hello', title: 'Post: Hello', is_wp_suggestion: true },
    });
    expect(suggestion.json()).toMatchObject({ is_custom: false });
    // A new template starts from its fallback: single-post-hello falls back to single.
    expect(suggestion.json().wp_id).toBeGreaterThan(0);
  });

  it('customises a theme template on update, then reverts it by deleting the customisation', async () => {
    const before = await get('/wp-json/wp/v2/templates/fixture-one//single?context=edit');
    const update = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/templates/fixture-one//single',
      session: admin,
      headers: { 'if-match': before.headers.etag as string },
      payload: {
        content: '<!-- wp:paragraph -->\n<p>Customised</p>\n<!-- /wp:paragraph -->',
        title: 'Single posts (mine)',
      },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({
      source: 'custom',
      origin: 'theme',
      has_theme_file: true,
      original_source: 'theme',
      title: { raw: 'Single posts (mine)' },
      content: { raw: expect.stringContaining('Customised') },
    });

    const themeVersion = await get(
      '/wp-json/wp/v2/templates/fixture-one//single?context=edit&source=theme',
    );
    expect(themeVersion.json()).toMatchObject({
      source: 'theme',
      content: { raw: expect.stringContaining('Single of fixture one') },
    });

    const pureTheme = await t.request({
      method: 'DELETE',
      url: '/wp-json/wp/v2/templates/fixture-one//home?force=true',
      session: admin,
    });
    expect(pureTheme.statusCode).toBe(400);
    expect(pureTheme.json().code).toBe('rest_cannot_delete_theme_template');

    const noForce = await t.request({
      method: 'DELETE',
      url: '/wp-json/wp/v2/templates/fixture-one//single',
      session: admin,
    });
    expect(noForce.statusCode).toBe(501);

    const revert = await t.request({
      method: 'DELETE',
      url: '/wp-json/wp/v2/templates/fixture-one//single?force=true',
      session: admin,
    });
    expect(revert.statusCode).toBe(200);
    expect(revert.json()).toMatchObject({
      deleted: true,
      reverted_to: 'theme',
      previous: { source: 'custom' },
    });
    const after = await get('/wp-json/wp/v2/templates/fixture-one//single?context=edit');
    expect(after.json()).toMatchObject({
      source: 'theme',
      content: { raw: expect.stringContaining('Single of fixture one') },
    });
  });

  it('reverts through an update with source=theme, and refuses when nothing is customised', async () => {
    await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/templates/fixture-one//home',
      session: admin,
      payload: { content: 'changed' },
    });
    const revert = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/templates/fixture-one//home',
      session: admin,
      payload: { source: 'theme' },
    });
    expect(revert.json()).toMatchObject({
      source: 'theme',
      content: { raw: expect.stringContaining('Home of fixture one') },
    });
    const again = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/templates/fixture-one//home',
      session: admin,
      payload: { source: 'theme' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'rest_template_not_revertable',
      message: 'This template is not revertable.',
    });
  });

  it('refuses a stale update with 412 and keeps the first save', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/template-parts',
      session: admin,
      payload: { slug: 'promo', title: 'Promo', area: 'footer', content: 'v1' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ area: 'footer', source: 'custom' });
    const etag = created.headers.etag as string;

    const first = await t.request({
      method: 'PUT',
      url: '/wp-json/wp/v2/template-parts/fixture-one//promo',
      session: admin,
      headers: { 'if-match': etag },
      payload: { content: 'from tab one' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(etag);
    const second = await t.request({
      method: 'PUT',
      url: '/wp-json/wp/v2/template-parts/fixture-one//promo',
      session: admin,
      headers: { 'if-match': etag },
      payload: { content: 'from tab two' },
    });
    expect(second.statusCode).toBe(412);
    expect(second.json()).toMatchObject({ code: 'rest_conflict', data: { status: 412 } });
    expect(second.json().message).toContain('changed by someone else');
    const stored = await get('/wp-json/wp/v2/template-parts/fixture-one//promo?context=edit');
    expect(stored.json().content.raw).toBe('from tab one');

    const staleModified = await t.request({
      method: 'PATCH',
      url: '/wp-json/wp/v2/template-parts/fixture-one//promo',
      session: admin,
      payload: { content: 'x', modified: '2001-01-01T00:00:00' },
    });
    expect(staleModified.statusCode).toBe(412);
    const overwrite = await t.request({
      method: 'PATCH',
      url: '/wp-json/wp/v2/template-parts/fixture-one//promo',
      session: admin,
      payload: { content: 'overwritten', area: 'not-an-area' },
    });
    expect(overwrite.json()).toMatchObject({ area: 'uncategorized' });

    const deleted = await t.request({
      method: 'DELETE',
      url: '/wp-json/wp/v2/template-parts/fixture-one//promo?force=true',
      session: admin,
    });
    expect(deleted.json()).toMatchObject({ deleted: true, previous: { slug: 'promo' } });
    expect((await get('/wp-json/wp/v2/template-parts/fixture-one//promo')).statusCode).toBe(404);
  });

  it('finds the fallback of a new template with lookup', async () => {
    const single = await get('/wp-json/wp/v2/templates/lookup?slug=single-post-anything');
    expect(single.json()).toMatchObject({ slug: 'single' });
    const page = await get('/wp-json/wp/v2/templates/lookup?slug=page-about');
    expect(page.json()).toMatchObject({ slug: 'index' });
    const front = await get('/wp-json/wp/v2/templates/lookup?slug=front-page');
    expect(front.json()).toMatchObject({ slug: 'home' });
  });

  it('keeps customisations per theme and lists the previewed theme', async () => {
    const preview = await get('/wp-json/wp/v2/templates?wp_theme_preview=fixture-two');
    expect((preview.json() as TemplateBody[]).map((x) => x.id)).toEqual(['fixture-two//index']);
    const editorPreview = await get('/wp-json/wp/v2/templates?wp_theme_preview=fixture-two', admin);
    expect(editorPreview.statusCode).toBe(200);
    await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/templates/fixture-two//index',
      session: admin,
      payload: { content: 'two, customised' },
    });
    const oneIndex = await get('/wp-json/wp/v2/templates/fixture-one//index?context=edit');
    expect(oneIndex.json().content.raw).toContain('Index of fixture one');
    const twoIndex = await get('/wp-json/wp/v2/templates/fixture-two//index?context=edit');
    expect(twoIndex.json().content.raw).toBe('two, customised');
  });
});
