import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithRole } from './helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

/** The keys and values WordPress's REST API answers, where its editor and tools read them. */
describe.each(testDialects())('REST parity with WordPress (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let contributor: Session;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    contributor = await loginWithRole(t, 'contributor');
  });
  afterAll(() => t.close());

  const get = (url: string, session?: Session) =>
    t.request({ method: 'GET', url: `/wp-json${url}`, ...(session ? { session } : {}) });

  describe('templates and template parts', () => {
    it('carry `date`: null for a theme file, the creation date once saved', async () => {
      const list = (await get('/wp/v2/templates?context=edit', admin)).json();
      const index = list.find((item: { slug: string }) => item.slug === 'index');
      expect(index).toHaveProperty('date', null);
      expect(index).toHaveProperty('modified', null);

      const created = await t.request({
        method: 'POST',
        url: '/wp-json/wp/v2/template-parts',
        session: admin,
        payload: { slug: 'parity-part', title: 'Parity part', content: '', area: 'footer' },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      expect(created.json().modified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    });

    it('may be read by anyone who edits posts, in view and edit context', async () => {
      const view = await get('/wp/v2/templates', contributor);
      expect(view.statusCode).toBe(200);
      expect(view.json().length).toBeGreaterThan(0);
      const edit = await get('/wp/v2/template-parts?context=edit', contributor);
      expect(edit.statusCode).toBe(200);
      expect(edit.json()[0].content).toHaveProperty('raw');
      const id = encodeURIComponent(view.json()[0].id as string);
      expect((await get(`/wp/v2/templates/${id}?context=edit`, contributor)).statusCode).toBe(200);
      expect((await get('/wp/v2/templates/lookup?slug=front-page', contributor)).statusCode).toBe(
        200,
      );
    });

    it('may not be written by them, with WordPress’s code', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/wp-json/wp/v2/templates',
        session: contributor,
        payload: { slug: 'not-mine', title: 'Not mine', content: '' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'rest_cannot_manage_templates',
        message: 'Sorry, you are not allowed to access the templates on this site.',
        data: { status: 403 },
      });
    });

    it('answer anonymous callers 401 rest_cannot_manage_templates', async () => {
      const response = await get('/wp/v2/templates');
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('rest_cannot_manage_templates');
    });
  });

  describe('posts, pages and types', () => {
    it('give posts WordPress’s class_list, terms after hentry', async () => {
      const [post] = (await get('/wp/v2/posts?per_page=1')).json();
      const categories = (await get(`/wp/v2/categories?post=${post.id}`)).json() as {
        slug: string;
      }[];
      expect(post.class_list).toEqual([
        `post-${post.id}`,
        'post',
        'type-post',
        'status-publish',
        'format-standard',
        ...(post.featured_media > 0 ? ['has-post-thumbnail'] : []),
        'hentry',
        ...categories.map((c) => `category-${c.slug}`),
        ...(post.class_list as string[]).filter((c) => c.startsWith('tag-')),
      ]);
      expect(categories.length).toBeGreaterThan(0);
    });

    it('give pages the list without a format', async () => {
      const [page] = (await get('/wp/v2/pages?per_page=1&context=edit', admin)).json();
      expect(page.class_list).toEqual([
        `post-${page.id}`,
        'page',
        'type-page',
        `status-${page.status}`,
        ...(page.featured_media > 0 ? ['has-post-thumbnail'] : []),
        'hentry',
      ]);
    });

    it('say each post type has no block template and no lock (edit context)', async () => {
      const types = (await get('/wp/v2/types?context=edit', admin)).json();
      expect(types.post).toMatchObject({ template: [], template_lock: false });
      expect(types.page).toMatchObject({ template: [], template_lock: false });
      expect((await get('/wp/v2/types/page')).json()).not.toHaveProperty('template');
    });
  });

  describe('themes and global styles', () => {
    it('give the active theme its header fields and the default templates and areas', async () => {
      const [theme] = (await get('/wp/v2/themes?status=active', admin)).json();
      expect(theme).toMatchObject({
        stylesheet: 'loom',
        theme_uri: {
          raw: 'https://atelier.example/themes/loom',
          rendered: 'https://atelier.example/themes/loom',
        },
        author_uri: { raw: 'https://atelier.example', rendered: 'https://atelier.example' },
        requires_wp: '6.6',
        requires_php: '7.4',
        textdomain: 'loom',
      });
      expect(theme.default_template_types).toContainEqual({
        title: 'Front Page',
        description: 'The site’s front page, whether it shows the latest posts or a chosen page.',
        slug: 'front-page',
      });
      expect(theme.default_template_part_areas).toContainEqual({
        area: 'header',
        label: 'Header',
        description: 'The top of the site: usually the title, logo and main menu.',
        icon: 'header',
        area_tag: 'header',
      });
      const inactive = (await get('/wp/v2/themes?status=inactive', admin)).json();
      expect(inactive[0]).not.toHaveProperty('default_template_types');
    });

    it('refuse anonymous callers with WordPress’s theme codes', async () => {
      const all = await get('/wp/v2/themes');
      expect([all.statusCode, all.json().code]).toEqual([401, 'rest_cannot_view_themes']);
      const active = await get('/wp/v2/themes?status=active');
      expect([active.statusCode, active.json().code]).toEqual([
        401,
        'rest_cannot_view_active_theme',
      ]);
    });

    it('answer the theme’s settings with background, blocks and position even when empty', async () => {
      const body = (await get('/wp/v2/global-styles/themes/loom', admin)).json();
      for (const key of ['background', 'blocks', 'position', 'color', 'typography'])
        expect(body.settings).toHaveProperty(key);
    });
  });
});
