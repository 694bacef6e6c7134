import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

describe.each(testDialects())('REST API basics (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let editor: Session;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    editor = await t.login('editor', EDITOR_PASSWORD);
  });
  afterAll(() => t.close());

  it('lists namespaces and routes at /wp-json/ with the site info', async () => {
    const response = await t.request({ method: 'GET', url: '/wp-json/' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Atelier Demo',
      home: 'http://localhost:80',
      site_logo: 0,
      site_icon_url: '',
    });
    expect(body.namespaces).toEqual(expect.arrayContaining(['wp/v2']));
    expect(body.routes['/wp/v2/settings']).toMatchObject({
      namespace: 'wp/v2',
      methods: ['GET', 'POST'],
    });
    expect(body.routes['/wp/v2/types/(?P<type>[^/]+)']).toBeDefined();
    expect(body.routes['/wp/v2/settings'].endpoints[1].args.posts_per_page).toMatchObject({
      type: 'integer',
      minimum: 1,
    });
  });

  it('answers OPTIONS with the route description', async () => {
    const response = await t.request({ method: 'OPTIONS', url: '/wp-json/wp/v2/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.allow).toBe('GET, POST');
    expect(response.json()).toMatchObject({ namespace: 'wp/v2', methods: ['GET', 'POST'] });
  });

  it('gives every error the standard body', async () => {
    const cases = [
      {
        request: { method: 'GET' as const, url: '/wp-json/wp/v2/settings' },
        status: 401,
        code: 'rest_forbidden',
      },
      {
        request: { method: 'GET' as const, url: '/wp-json/wp/v2/settings', session: editor },
        status: 403,
        code: 'rest_forbidden',
      },
      {
        request: { method: 'GET' as const, url: '/wp-json/wp/v2/nothing-here' },
        status: 404,
        code: 'rest_no_route',
      },
      {
        request: { method: 'DELETE' as const, url: '/wp-json/wp/v2/types', session: admin },
        status: 404,
        code: 'rest_no_route',
      },
      {
        request: {
          method: 'POST' as const,
          url: '/wp-json/wp/v2/settings',
          session: admin,
          headers: { 'content-type': 'application/json' },
          payload: '{"title": ',
        },
        status: 400,
        code: 'rest_invalid_json',
      },
      {
        request: {
          method: 'GET' as const,
          url: '/wp-json/wp/v2/types?context=nonsense',
          session: admin,
        },
        status: 400,
        code: 'rest_invalid_param',
      },
    ];
    for (const c of cases) {
      const response = await t.request(c.request);
      expect(response.statusCode, `${c.request.method} ${c.request.url}`).toBe(c.status);
      const body = response.json();
      expect(body).toMatchObject({ code: c.code, data: { status: c.status } });
      expect(typeof body.message).toBe('string');
      expect(body.message.length).toBeGreaterThan(0);
    }
  });

  it('names each bad parameter and why in rest_invalid_param', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/settings',
      session: admin,
      payload: { posts_per_page: 0, show_on_front: 'sideways', title: 'Fine' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): posts_per_page, show_on_front',
      data: {
        status: 400,
        params: {
          posts_per_page: 'posts_per_page must be greater than or equal to 1',
          show_on_front: 'show_on_front is not one of posts, page.',
        },
      },
    });
    // Nothing was half-written: the valid title in the same request was not saved.
    const settings = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/settings',
      session: admin,
    });
    expect(settings.json().title).toBe('Atelier Demo');
  });

  it('round-trips the settings and validates posts_per_page as an integer ≥ 1', async () => {
    const before = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/settings',
      session: admin,
    });
    expect(before.json()).toMatchObject({
      title: 'Atelier Demo',
      show_on_front: 'page',
      posts_per_page: 10,
      default_comment_status: 'open',
      site_logo: null,
      site_icon: null,
    });
    expect(before.json().page_for_posts).toBeGreaterThan(0);

    for (const bad of [0, -3, 2.5, 'many']) {
      const response = await t.request({
        method: 'POST',
        url: '/wp-json/wp/v2/settings',
        session: admin,
        payload: { posts_per_page: bad },
      });
      expect(response.statusCode, `posts_per_page=${bad}`).toBe(400);
      expect(response.json().data.params).toHaveProperty('posts_per_page');
    }
    const update = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/settings',
      session: admin,
      payload: {
        title: 'Renamed Studio',
        description: 'New tagline',
        posts_per_page: '7',
        default_comment_status: 'closed',
        site_logo: null,
      },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({
      title: 'Renamed Studio',
      description: 'New tagline',
      posts_per_page: 7,
      default_comment_status: 'closed',
    });
    const after = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/settings',
      session: admin,
    });
    expect(after.json()).toMatchObject({ title: 'Renamed Studio', posts_per_page: 7 });
    const home = await t.request({ method: 'GET', url: '/' });
    expect(home.body).toContain('Renamed Studio');
  });

  it('filters responses with _fields, nested paths included', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/settings?_fields=title,posts_per_page',
      session: admin,
    });
    expect(Object.keys(response.json()).sort()).toEqual(['posts_per_page', 'title']);
    const me = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me?_fields=id,avatar_urls.48',
      session: admin,
    });
    expect(me.json()).toEqual({
      id: expect.any(Number),
      avatar_urls: { '48': expect.stringContaining('s=48') },
    });
    const types = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/types?_fields=slug,rest_base',
      session: admin,
    });
    expect(types.json().page).toEqual({ slug: 'page', rest_base: 'pages' });
  });

  it('describes post types with labels and flags in edit context', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/types?context=edit',
      session: admin,
    });
    const types = response.json();
    expect(Object.keys(types)).toEqual(
      expect.arrayContaining([
        'post',
        'page',
        'attachment',
        'wp_template',
        'wp_template_part',
        'wp_block',
        'wp_navigation',
        'wp_global_styles',
        'wp_font_family',
        'wp_dataviews',
      ]),
    );
    expect(types.page).toMatchObject({
      viewable: true,
      hierarchical: true,
      icon: 'dashicons-admin-page',
      labels: {
        singular_name: 'Page',
        all_items: 'All Pages',
        search_items: 'Search Pages',
        not_found: 'No pages found.',
        add_new_item: 'Add New Page',
      },
    });
    expect(types.post.has_archive).toBe(false);
    expect(types.wp_template.viewable).toBe(false);
    const anonymousEdit = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/types?context=edit',
    });
    expect(anonymousEdit.statusCode).toBe(401);
    const view = await t.request({ method: 'GET', url: '/wp-json/wp/v2/types/page' });
    expect(view.json().labels).toBeUndefined();
    const missing = await t.request({ method: 'GET', url: '/wp-json/wp/v2/types/nope' });
    expect(missing.json()).toMatchObject({ code: 'rest_type_invalid', data: { status: 404 } });
  });

  it('describes taxonomies with publicly_queryable in edit context', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/taxonomies?context=edit',
      session: admin,
    });
    const taxonomies = response.json();
    expect(taxonomies.category).toMatchObject({
      rest_base: 'categories',
      visibility: { publicly_queryable: true },
      labels: { singular_name: 'Category' },
    });
    expect(taxonomies.wp_pattern_category.visibility.publicly_queryable).toBe(false);
    const forPages = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/taxonomies?type=wp_block',
      session: admin,
    });
    expect(Object.keys(forPages.json())).toEqual(['wp_pattern_category']);
  });

  it('serves the current user with capabilities and saves preferences in user meta', async () => {
    const me = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me?context=edit',
      session: admin,
    });
    expect(me.json()).toMatchObject({
      username: 'admin',
      roles: ['administrator'],
      capabilities: { edit_theme_options: true, edit_css: true, unfiltered_html: true },
      meta: { persisted_preferences: {} },
    });
    const editorMe = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me?context=edit',
      session: editor,
    });
    expect(editorMe.json().capabilities.edit_theme_options).toBeUndefined();
    expect(editorMe.json().capabilities.unfiltered_html).toBe(true);

    const preferences = {
      'core/edit-site': { isTemplatePartMoveNoticeDismissed: true },
      _modified: '2026-11-21T05:00:00.000Z',
    };
    const saved = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/users/me',
      session: admin,
      payload: { meta: { persisted_preferences: preferences } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().meta.persisted_preferences).toEqual(preferences);
    const again = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me?context=edit',
      session: admin,
    });
    expect(again.json().meta.persisted_preferences).toEqual(preferences);
    const badMeta = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/users/me',
      session: admin,
      payload: { meta: { persisted_preferences: 'yes' } },
    });
    expect(badMeta.statusCode).toBe(400);
    expect(badMeta.json().data.params.meta).toContain('persisted_preferences');
  });
});
