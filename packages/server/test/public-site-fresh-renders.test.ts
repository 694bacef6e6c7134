import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppContext } from '../src/app-context.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
  userGlobalStylesPath,
} from './helpers/test-app.js';

/**
 * A second server on the same database with the page cache off, whose statements are counted:
 * every page it answers is rendered, from what it keeps for the site content version.
 */
async function uncachedInstance(
  app: AppContext,
): Promise<{ fastify: FastifyInstance; statements(): number }> {
  let statements = 0;
  const counter: KyselyPlugin = {
    // Counted as they run: a statement compiled once runs on every request.
    transformQuery(args) {
      return args.node;
    },
    async transformResult(args) {
      statements += 1;
      return args.result;
    },
  };
  const previous = process.env.ATELIER_PAGE_CACHE;
  // The site routes read the switch when they are registered.
  process.env.ATELIER_PAGE_CACHE = 'off';
  try {
    const fastify = await buildApp({ ...app, db: app.db.withPlugin(counter) });
    await fastify.ready();
    return { fastify, statements: () => statements };
  } finally {
    if (previous === undefined) delete process.env.ATELIER_PAGE_CACHE;
    else process.env.ATELIER_PAGE_CACHE = previous;
  }
}

describe.each(testDialects())('uncached public pages after a write (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let site: Awaited<ReturnType<typeof uncachedInstance>>;

  /** A page from the second instance, rendered (never from the page cache). */
  async function render(path: string): Promise<string> {
    const response = await site.fastify.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-atelier-cache']).toBe('BYPASS');
    return response.body;
  }

  /** A write through the first instance's REST API. */
  async function write(url: string, payload: Record<string, unknown>): Promise<void> {
    const response = await t.request({ method: 'POST', url, session: admin, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    site = await uncachedInstance(t.app);
  });
  afterAll(async () => {
    await site.fastify.close();
    await t.close();
  });

  it('shows a changed site title on the next render', async () => {
    expect(await render('/')).not.toContain('A freshly named studio');
    await write('/wp-json/wp/v2/settings', { title: 'A freshly named studio' });
    expect(await render('/')).toContain('<title>A freshly named studio');
  });

  it('shows a page’s new title, and a new post in the front page’s list', async () => {
    const [about] = (
      await t.request({ method: 'GET', url: '/wp-json/wp/v2/pages?slug=about' })
    ).json() as { id: number }[];
    expect(await render('/about/')).not.toContain('About the kiln room');
    await write(`/wp-json/wp/v2/pages/${about?.id}`, { title: 'About the kiln room' });
    expect(await render('/about/')).toContain('About the kiln room');

    expect(await render('/')).not.toContain('Glaze notes from today');
    await write('/wp-json/wp/v2/posts', { title: 'Glaze notes from today', status: 'publish' });
    expect(await render('/')).toContain('Glaze notes from today');
  });

  it('renders with a saved template and template part', async () => {
    const theme = t.app.themes.defaultStylesheet();
    expect(await render('/about/')).not.toContain('Saved page template');
    await write(`/wp-json/wp/v2/templates/${theme}//page`, {
      content:
        '<!-- wp:paragraph -->\n<p>Saved page template</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:post-content /-->',
    });
    expect(await render('/about/')).toContain('Saved page template');

    expect(await render('/')).not.toContain('Saved footer part');
    await write(`/wp-json/wp/v2/template-parts/${theme}//footer`, {
      content: '<!-- wp:paragraph -->\n<p>Saved footer part</p>\n<!-- /wp:paragraph -->',
    });
    expect(await render('/')).toContain('Saved footer part');
  });

  it('uses saved global styles', async () => {
    const styles = await userGlobalStylesPath(t, admin);
    expect(await render('/')).not.toContain('#1a2b3c');
    await write(styles, { styles: { color: { background: '#1a2b3c' } } });
    expect(await render('/')).toContain('#1a2b3c');
  });

  it('shows a new menu and then its renamed link', async () => {
    expect(await render('/')).not.toContain('Studio hours');
    const created = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/navigation',
      session: admin,
      payload: {
        title: 'Header menu',
        status: 'publish',
        content: '<!-- wp:navigation-link {"label":"Studio hours","url":"/hours/"} /-->',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await render('/')).toContain('Studio hours');
    await write(`/wp-json/wp/v2/navigation/${created.json().id}`, {
      content: '<!-- wp:navigation-link {"label":"Opening times","url":"/hours/"} /-->',
    });
    const home = await render('/');
    expect(home).toContain('Opening times');
    expect(home).not.toContain('Studio hours');
  });

  it('answers a browser with the changed page after a write, compressed', async () => {
    /** The page as a browser gets it: brotli, decoded. */
    const compressed = async (path: string) => {
      const response = await site.fastify.inject({
        method: 'GET',
        url: path,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(response.headers['x-atelier-cache']).toBe('BYPASS');
      expect(response.headers['content-encoding']).toBe('br');
      return brotliDecompressSync(response.rawPayload).toString('utf8');
    };
    // The same page twice (the second render's compressed form is the first's), as it is.
    const first = await compressed('/contact/');
    expect(await compressed('/contact/')).toBe(first);
    expect(first).toBe(await render('/contact/'));
    expect(first).not.toContain('Come by the kiln room');
    await write('/wp-json/wp/v2/settings', { title: 'Come by the kiln room' });
    const changed = await compressed('/contact/');
    expect(changed).toContain('<title>Contact – Come by the kiln room');
    expect(changed).toBe(await render('/contact/'));
  });

  it('reads only the site content version for a page it rendered at that version', async () => {
    const [post] = (
      await t.request({ method: 'GET', url: '/wp-json/wp/v2/posts?per_page=1' })
    ).json() as { link: string }[];
    const paths = ['/', '/about/', new URL(String(post?.link)).pathname, '/category/craft/'];
    for (const path of paths) await render(path);
    for (const path of paths) {
      const before = site.statements();
      await render(path);
      // PostgreSQL: one statement, the active theme and the site content version read together.
      // SQLite: none, `PRAGMA data_version` and the connection's own writes show nothing was
      // committed since the last read (site-state.test.ts: another connection's writes seen).
      expect(site.statements() - before, path).toBe(dialect === 'sqlite' ? 0 : 1);
    }
  });
});
