import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, testDialects } from './helpers/test-app.js';

/** A build's manifest as the editor's has it: the canvas and the two block-type chunks by name. */
function editorDistWithBlockChunks(): string {
  const dist = mkdtempSync(join(tmpdir(), 'atelier-editor-dist-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/main.tsx': {
        file: 'assets/main-1.js',
        name: 'main',
        src: 'src/main.tsx',
        isEntry: true,
        imports: ['_runtime-1.js'],
      },
      '_runtime-1.js': { file: 'assets/runtime-1.js' },
      'style.css': { file: 'assets/style-1.css', src: 'style.css' },
      '_canvas-1.js': {
        file: 'assets/canvas-1.js',
        name: 'canvas',
        imports: ['_runtime-1.js', 'src/main.tsx', '_canvas-shared-1.js'],
      },
      '_canvas-shared-1.js': {
        file: 'assets/canvas-shared-1.js',
        name: 'canvas-shared',
        imports: ['_runtime-1.js', 'src/main.tsx'],
      },
      '_everyday-blocks-1.js': {
        file: 'assets/everyday-blocks-1.js',
        name: 'everyday-blocks',
        imports: ['_runtime-1.js', 'src/main.tsx', '_canvas-shared-1.js', '_format-date-1.js'],
      },
      '_occasional-blocks-1.js': {
        file: 'assets/occasional-blocks-1.js',
        name: 'occasional-blocks',
        imports: ['_runtime-1.js', '_canvas-shared-1.js', '_format-date-1.js'],
      },
      '_format-date-1.js': { file: 'assets/format-date-1.js', name: 'format-date' },
    }),
  );
  return dist;
}

const preloadOf = (file: string) =>
  `<link rel="modulepreload" href="/wp-admin/build/assets/${file}">`;

describe.each(testDialects())("the editor page's block-type chunks (%s)", (dialect) => {
  let t: TestApp;
  let index: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { editorDistDir: editorDistWithBlockChunks() });
    index = `${t.app.themes.defaultStylesheet()}//index`;
  });
  afterAll(() => t.close());

  const editorPage = async (query: string) => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const response = await t.request({
      method: 'GET',
      url: `/wp-admin/site-editor.php?${query}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const editing = (id: string) => `p=${encodeURIComponent(`/wp_template/${id}`)}&canvas=edit`;

  it('names the chunk the index template needs, with what it imports, and not the occasional one', async () => {
    const html = await editorPage(editing(index));
    expect(html).toContain(preloadOf('canvas-1.js'));
    expect(html).toContain(preloadOf('everyday-blocks-1.js'));
    expect(html).toContain(preloadOf('format-date-1.js'));
    expect(html).not.toContain('occasional-blocks');
    // Each file once.
    expect(html.split(preloadOf('canvas-shared-1.js'))).toHaveLength(2);
  });

  it('names the occasional chunk once the record holds one of its types, or a pattern does', async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const saved = await t.request({
      method: 'POST',
      url: `/wp-json/wp/v2/templates/${index}`,
      session: admin,
      payload: {
        content:
          '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph --><!-- wp:image --><figure class="wp-block-image"><img src="/a.png" alt=""/></figure><!-- /wp:image -->',
      },
    });
    expect(saved.statusCode).toBe(200);
    const html = await editorPage(editing(index));
    expect(html).toContain(preloadOf('everyday-blocks-1.js'));
    expect(html).toContain(preloadOf('occasional-blocks-1.js'));

    // Loom's front page draws its hero pattern, which holds an image.
    const front = await editorPage(editing(`${t.app.themes.defaultStylesheet()}//front-page`));
    expect(front).toContain(preloadOf('occasional-blocks-1.js'));
  });

  it('names no block-type chunk for a screen that does not edit a record', async () => {
    const html = await editorPage(`p=${encodeURIComponent(`/wp_template/${index}`)}`);
    expect(html).not.toContain('everyday-blocks');
    expect(await editorPage('p=%2Fwp_template')).not.toContain('everyday-blocks');
  });

  it("names the only menu's block-type chunks on the Navigation screen, none with two menus", async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const createMenu = async (title: string, content: string) => {
      const created = await t.request({
        method: 'POST',
        url: '/wp-json/wp/v2/navigation',
        session: admin,
        payload: { title, status: 'publish', content },
      });
      expect(created.statusCode).toBe(201);
    };
    await createMenu(
      'Header menu',
      '<!-- wp:navigation-link {"label":"About","url":"/about/"} /-->',
    );
    const one = await editorPage('p=%2Fnavigation');
    expect(one).toContain(preloadOf('everyday-blocks-1.js'));
    expect(one).not.toContain('occasional-blocks');

    // Several menus: the screen lists them and draws no tree before its first row.
    await createMenu('Footer menu', '');
    expect(await editorPage('p=%2Fnavigation')).not.toContain('everyday-blocks');
  });
});
