import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BLOCK_IDS_FIELD, parse, withBlockIds } from '@atelier/blocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preloadAnswers, preloadPaths } from '../src/admin/editor-preload.js';
import { ensureUserGlobalStyles } from '../src/global-styles/user-global-styles.js';
import { createRestRouter } from '../src/rest/all-routes.js';
import { fakeEditorDist } from './helpers/fake-editor-dist.js';
import { loginWithRole } from './helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

interface Preloaded {
  body: unknown;
  headers: Record<string, string>;
}

function bootstrapOf(html: string): {
  restNonce: string;
  preferences: unknown;
  preload: Record<string, Preloaded>;
} {
  const match =
    /<script type="application\/json" id="atelier-editor-bootstrap">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no bootstrap blob in the page');
  return JSON.parse(match[1]);
}

/** The REST API's own answer to a preloaded read, over HTTP as the same session. */
async function restAnswer(t: TestApp, session: Session, path: string) {
  const response = await t.request({ method: 'GET', url: `/wp-json${path}`, session });
  return {
    status: response.statusCode,
    body: response.body,
    headers: {
      ETag: response.headers.etag,
      'x-wp-total': response.headers['x-wp-total'],
      'x-wp-totalpages': response.headers['x-wp-totalpages'],
    },
  };
}

async function expectSameAsRest(t: TestApp, session: Session, preload: Record<string, Preloaded>) {
  for (const [path, answer] of Object.entries(preload)) {
    const rest = await restAnswer(t, session, path);
    expect(rest.status, path).toBe(200);
    expect(JSON.stringify(answer.body), path).toBe(rest.body);
    for (const [name, value] of Object.entries(rest.headers)) {
      expect(answer.headers[name], `${path} ${name}`).toBe(value);
    }
  }
}

const CALLER_PRELOAD = '/test/preload-as-caller';

describe.each(testDialects())('the site editor page (%s)', (dialect) => {
  let t: TestApp;
  let index: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { editorDistDir: fakeEditorDist() }, (fastify, app) => {
      // The preload as any caller (the editor page itself is for edit_theme_options only).
      const rest = createRestRouter();
      fastify.get(CALLER_PRELOAD, async (request) => {
        const { location } = request.query as { location: string };
        const stylesheet = app.themes.defaultStylesheet() ?? '';
        const paths = preloadPaths(new URLSearchParams(location), {
          stylesheet,
          userGlobalStylesId: (await ensureUserGlobalStyles(app.db, stylesheet)).id,
        });
        return preloadAnswers((path, caller) => rest.read(path, caller, app), request, paths);
      });
    });
    index = `/wp_template/${t.app.themes.defaultStylesheet()}//index`;
  });
  afterAll(() => t.close());

  const editorPage = (session: Session, query = `p=${encodeURIComponent(index)}&canvas=edit`) =>
    t.request({
      method: 'GET',
      url: `/wp-admin/site-editor.php?${query}`,
      headers: { cookie: session.cookie },
    });

  it('preloads exactly what the REST API answers an administrator', async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    for (const query of [`p=${encodeURIComponent(index)}&canvas=edit`, 'p=%2Fpages']) {
      const preload = bootstrapOf((await editorPage(admin, query)).body).preload;
      // The template, its parts, the styles, the posts with their embedded authors and terms…
      expect(Object.keys(preload).length).toBeGreaterThan(query === 'p=%2Fpages' ? 2 : 10);
      await expectSameAsRest(t, admin, preload);
    }
  });

  it('preloads the edited template with the ids its blocks have in its shared document', async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const preload = bootstrapOf((await editorPage(admin)).body).preload;
    const path = Object.keys(preload).find((key) =>
      key.startsWith(`/wp/v2/templates${index.slice('/wp_template'.length)}`),
    );
    if (path === undefined) throw new Error('the template is not preloaded');
    const template = preload[path]?.body as { content: { raw: string } } & Record<string, unknown>;
    expect(withBlockIds(parse(template.content.raw), template[BLOCK_IDS_FIELD])).not.toBeNull();
    const posts = Object.entries(preload).find(([key]) => key.startsWith('/wp/v2/posts?'));
    if (posts === undefined) throw new Error('the posts are not preloaded');
    const [, answer] = posts;
    expect((answer.body as unknown[]).length).toBeGreaterThan(0);
    for (const post of answer.body as Record<string, unknown>[]) {
      expect(BLOCK_IDS_FIELD in post).toBe(false);
    }
  });

  it('preloads exactly what the REST API answers an editor, and leaves out what it refuses', async () => {
    const editor = await t.login('editor', EDITOR_PASSWORD);
    const location = `p=${encodeURIComponent('/pages')}&canvas=edit`;
    const response = await t.request({
      method: 'GET',
      url: `${CALLER_PRELOAD}?location=${encodeURIComponent(location)}`,
      session: editor,
    });
    expect(response.statusCode).toBe(200);
    const preload = response.json() as Record<string, Preloaded>;
    // Editors list pages and posts, but may not read the site settings or the theme's styles.
    expect(Object.keys(preload)).toContain(
      '/wp/v2/posts?_embed=author%2Cwp%3Aterm&context=edit&per_page=20&status=publish',
    );
    expect(Object.keys(preload)).not.toContain('/wp/v2/settings?context=edit');
    expect((await restAnswer(t, editor, '/wp/v2/settings?context=edit')).status).toBe(403);
    await expectSameAsRest(t, editor, preload);
  });

  it('never serves a page made before a save, and keeps each session its own nonce', async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const first = await editorPage(admin);
    expect(first.statusCode).toBe(200);
    // A repeat load is the same page.
    expect((await editorPage(admin)).body).toBe(first.body);

    const templatePath = `/wp/v2/templates/${index.slice('/wp_template/'.length)}?context=edit`;
    const content = '<!-- wp:paragraph --><p>Saved a moment ago</p><!-- /wp:paragraph -->';
    const saved = await t.request({
      method: 'POST',
      url: `/wp-json${templatePath.replace('?context=edit', '')}`,
      session: admin,
      payload: { content },
    });
    expect(saved.statusCode).toBe(200);
    const afterSave = bootstrapOf((await editorPage(admin)).body);
    expect(afterSave.preload[templatePath]?.body).toMatchObject({ content: { raw: content } });

    const retitled = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/settings',
      session: admin,
      payload: { title: 'Renamed <site>' },
    });
    expect(retitled.statusCode).toBe(200);
    expect((await editorPage(admin)).body).toContain(
      '<title>Editor ‹ Renamed &lt;site&gt; — Atelier</title>',
    );

    // Preferences are saved without a new site version: the page follows them all the same.
    const preferences = { core: { distractionFree: true } };
    await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/users/me',
      session: admin,
      payload: { meta: { persisted_preferences: preferences } },
    });
    expect(bootstrapOf((await editorPage(admin)).body).preferences).toEqual(preferences);

    const other = await t.login('admin', ADMIN_PASSWORD);
    expect(other.nonce).not.toBe(admin.nonce);
    expect(bootstrapOf((await editorPage(other)).body).restNonce).toBe(other.nonce);
    expect(bootstrapOf((await editorPage(admin)).body).restNonce).toBe(admin.nonce);
  });

  it('sends the page compressed as the browser accepts, the same page once decompressed', async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const load = (acceptEncoding?: string) =>
      t.request({
        method: 'GET',
        url: `/wp-admin/site-editor.php?p=${encodeURIComponent(index)}&canvas=edit`,
        headers: {
          cookie: admin.cookie,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });
    const plain = await load();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await load('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await load('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it("preloads no font: the editing canvas's faces come with its stylesheet, for after its first blocks", async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const fontLinks = (html: string) => [...html.matchAll(/<link [^>]*as="font"[^>]*>/g)];
    const editing = (await editorPage(admin)).body;
    expect(fontLinks(editing)).toEqual([]);
    expect(fontLinks((await editorPage(admin, 'p=%2Fwp_template')).body)).toEqual([]);
    // The canvas's stylesheet in the page names the theme's faces, and the server serves them.
    const primed =
      /<script type="application\/json" id="atelier-canvas-stylesheet">(.*?)<\/script>/s.exec(
        editing,
      );
    const pieces = (JSON.parse(primed?.[1] ?? '{}') as { pieces?: { part: string; css: string }[] })
      .pieces;
    const faces = pieces?.find((piece) => piece.part === 'font-faces')?.css ?? '';
    const theme = `/wp-content/themes/${t.app.themes.defaultStylesheet()}/assets/fonts`;
    // The default theme sets its body text in Figtree and its headings in Bricolage Grotesque.
    for (const file of [
      `${theme}/figtree/figtree-latin-wght-normal.woff2`,
      `${theme}/bricolage-grotesque/bricolage-grotesque-latin-wght-normal.woff2`,
    ]) {
      expect(faces).toContain(file);
      expect((await t.request({ method: 'GET', url: file })).statusCode, file).toBe(200);
    }
  });

  /** The list screens whose first reads the page answers: Pages, Navigation, Styles. */
  const LIST_SCREENS = ['p=%2Fpage', 'p=%2Fnavigation', 'p=%2Fwp_global_styles'];
  const MENUS =
    '/wp/v2/navigation?context=edit&order=desc&orderby=date&per_page=100&status=publish%2Cdraft';

  const callerPreload = async (session: Session, location: string) => {
    const response = await t.request({
      method: 'GET',
      url: `${CALLER_PRELOAD}?location=${encodeURIComponent(location)}`,
      session,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, Preloaded>;
  };

  it("carries each list screen's first reads in its page, as the REST API answers them", async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const stylesheet = t.app.themes.defaultStylesheet() ?? '';
    const stylesId = (await ensureUserGlobalStyles(t.app.db, stylesheet)).id;
    const expected: Record<string, string[]> = {
      'p=%2Fpage': [
        '/wp/v2/settings?context=edit',
        '/wp/v2/pages?_fields=id%2Clink%2Cmenu_order%2Cparent%2Ctitle%2Ctype&context=edit&order=asc&orderby=menu_order&per_page=100&status=publish%2Cfuture%2Cdraft%2Cpending%2Cprivate',
      ],
      'p=%2Fnavigation': ['/wp/v2/settings?context=edit', MENUS],
      'p=%2Fwp_global_styles': [
        '/wp/v2/settings?context=edit',
        '/wp/v2/themes?context=edit&status=active',
        `/wp/v2/global-styles/themes/${stylesheet}?context=edit`,
        `/wp/v2/global-styles/${stylesId}?context=edit`,
        `/wp/v2/global-styles/themes/${stylesheet}/variations`,
      ],
    };
    for (const query of LIST_SCREENS) {
      const preload = bootstrapOf((await editorPage(admin, query)).body).preload;
      expect(Object.keys(preload), query).toEqual(expected[query]);
      await expectSameAsRest(t, admin, preload);
    }
    // The demo site's pages are in the tree's answer; its theme has style variations.
    const pages = bootstrapOf((await editorPage(admin, 'p=%2Fpage')).body).preload;
    expect(Object.values(pages)[1]?.body).toEqual(expect.arrayContaining([expect.anything()]));
    const styles = bootstrapOf((await editorPage(admin, 'p=%2Fwp_global_styles')).body).preload;
    expect(Object.values(styles)[4]?.body).toEqual(expect.arrayContaining([expect.anything()]));
  });

  it("adds the only menu's record to the Navigation screen's page, and no record when there are two", async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const createMenu = async (title: string) => {
      const created = await t.request({
        method: 'POST',
        url: '/wp-json/wp/v2/navigation',
        session: admin,
        payload: { title, status: 'publish', content: '' },
      });
      expect(created.statusCode).toBe(201);
      return Number(created.json().id);
    };
    const navigationPreload = async () =>
      bootstrapOf((await editorPage(admin, 'p=%2Fnavigation')).body).preload;

    const first = await createMenu('Header menu');
    const one = await navigationPreload();
    expect(Object.keys(one)).toEqual([
      '/wp/v2/settings?context=edit',
      MENUS,
      `/wp/v2/navigation/${first}?context=edit`,
    ]);
    expect(one[`/wp/v2/navigation/${first}?context=edit`]?.body).toMatchObject({
      id: first,
      title: { raw: 'Header menu' },
    });
    await expectSameAsRest(t, admin, one);

    await createMenu('Footer menu');
    const two = await navigationPreload();
    expect(Object.keys(two)).toEqual(['/wp/v2/settings?context=edit', MENUS]);
    expect(two[MENUS]?.body).toHaveLength(2);
  });

  it("preloads a list screen's reads only as the REST API answers the caller (an author, an editor)", async () => {
    const author = await loginWithRole(t, 'author', 'list-author');
    // Pages, menus, styles and site settings are for people who may edit them: REST refuses
    // each of these reads to an author, so the preload leaves them out.
    expect(await callerPreload(author, 'p=%2Fpage')).toEqual({});
    expect(await callerPreload(author, 'p=%2Fnavigation')).toEqual({});
    expect((await restAnswer(t, author, MENUS)).status).toBe(403);
    // Of the Styles screen's reads, REST gives anyone who writes posts the active theme only.
    const styles = await callerPreload(author, 'p=%2Fwp_global_styles');
    expect(Object.keys(styles)).toEqual(['/wp/v2/themes?context=edit&status=active']);
    await expectSameAsRest(t, author, styles);
    const editor = await t.login('editor', EDITOR_PASSWORD);
    // An editor edits pages, so the Pages screen's tree is theirs; menus and styles are not.
    expect(Object.keys(await callerPreload(editor, 'p=%2Fpage'))).toEqual([
      expect.stringMatching(/^\/wp\/v2\/pages\?_fields=/),
    ]);
    expect(await callerPreload(editor, 'p=%2Fnavigation')).toEqual({});
    const editorStyles = await callerPreload(editor, 'p=%2Fwp_global_styles');
    expect(Object.keys(editorStyles).some((path) => path.includes('global-styles'))).toBe(false);
    await expectSameAsRest(t, editor, editorStyles);
  });
});
