import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppContext } from '../src/app-context.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from './helpers/test-app.js';

/** A server on the same database with the page cache off, keeping fragments or not. */
async function uncachedInstance(app: AppContext, fragments: boolean): Promise<FastifyInstance> {
  const previous = [process.env.ATELIER_PAGE_CACHE, process.env.ATELIER_FRAGMENT_CACHE];
  // The site routes read the switches when they are registered.
  process.env.ATELIER_PAGE_CACHE = 'off';
  process.env.ATELIER_FRAGMENT_CACHE = fragments ? 'on' : 'off';
  try {
    const fastify = await buildApp(app);
    await fastify.ready();
    return fastify;
  } finally {
    const [cache, fragmentCache] = previous;
    if (cache === undefined) delete process.env.ATELIER_PAGE_CACHE;
    else process.env.ATELIER_PAGE_CACHE = cache;
    if (fragmentCache === undefined) delete process.env.ATELIER_FRAGMENT_CACHE;
    else process.env.ATELIER_FRAGMENT_CACHE = fragmentCache;
  }
}

/** The path (and query) of every link a REST list gives. */
async function linksOf(t: TestApp, url: string): Promise<string[]> {
  const response = await t.request({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return (response.json() as { link: string }[]).map((item) => {
    const link = new URL(item.link);
    return `${link.pathname}${link.search}`;
  });
}

/** The `<a>` start tags of a rendered menu that carry `aria-current="page"`. */
function currentLinks(html: string): string[] {
  return html.match(/<a [^>]*aria-current="page"[^>]*>/g) ?? [];
}

describe.each(testDialects())('fragments kept across renders (%s)', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let plain: FastifyInstance;
  let kept: FastifyInstance;

  async function render(
    instance: FastifyInstance,
    url: string,
    session?: Session,
  ): Promise<{ status: number; body: string }> {
    const response = await instance.inject({
      method: 'GET',
      url,
      headers: session ? { cookie: session.cookie } : {},
    });
    expect(response.headers['x-atelier-cache']).toBe('BYPASS');
    return { status: response.statusCode, body: response.body };
  }

  async function writePart(slug: string, content: string): Promise<void> {
    const theme = t.app.themes.defaultStylesheet();
    const response = await t.request({
      method: 'POST',
      url: `/wp-json/wp/v2/template-parts/${theme}//${slug}`,
      session: admin,
      payload: { content },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin', ADMIN_PASSWORD);
    plain = await uncachedInstance(t.app, false);
    kept = await uncachedInstance(t.app, true);
  });
  afterAll(async () => {
    await plain.close();
    await kept.close();
    await t.close();
  });

  it('renders every seeded page to the same bytes with and without kept fragments', async () => {
    const urls = [
      '/',
      '/page/2/',
      '/?s=glaze',
      '/no-such-page/',
      ...(await linksOf(t, '/wp-json/wp/v2/pages?per_page=100')),
      ...(await linksOf(t, '/wp-json/wp/v2/posts?per_page=100')),
      ...(await linksOf(t, '/wp-json/wp/v2/categories?per_page=100')),
      ...(await linksOf(t, '/wp-json/wp/v2/tags?per_page=100')),
      ...(await linksOf(t, '/wp-json/wp/v2/users?per_page=100')),
    ];
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) {
      const expected = await render(plain, url);
      // The first render keeps its fragments, the second is made of them.
      expect(await render(kept, url), url).toEqual(expected);
      expect(await render(kept, url), url).toEqual(expected);
    }
    // The same for someone logged in (the admin bar is not ours, but log in / out and private
    // content are).
    for (const url of ['/', urls[5] ?? '/', urls.at(-1) ?? '/']) {
      const expected = await render(plain, url, admin);
      expect(await render(kept, url, admin), url).toEqual(expected);
      expect(await render(kept, url, admin), url).toEqual(expected);
    }
  });

  it('shows an edited template part in the very next render', async () => {
    const before = await render(kept, '/');
    expect(before.body).not.toContain('Opening hours changed');
    await writePart(
      'footer',
      '<!-- wp:paragraph -->\n<p>Opening hours changed</p>\n<!-- /wp:paragraph -->',
    );
    expect((await render(kept, '/')).body).toContain('Opening hours changed');
  });

  it('gives the log in / log out link of whoever is looking', async () => {
    await writePart('footer', '<!-- wp:loginout /-->');
    const visitor = await render(kept, '/about/');
    expect(visitor.body).toContain('>Log in</a>');
    // A subscriber sees what a visitor sees but the link: only the visitor input tells them apart.
    const created = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/users',
      session: admin,
      payload: {
        username: 'reader',
        email: 'reader@example.org',
        password: 'reader-password-for-tests',
        roles: ['subscriber'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const reader = await t.login('reader', 'reader-password-for-tests');
    const loggedIn = await render(kept, '/about/', reader);
    expect(loggedIn.body).toContain('>Log out</a>');
    expect(loggedIn.body).not.toContain('>Log in</a>');
    expect((await render(kept, '/about/')).body).toContain('>Log in</a>');
  });

  it('marks the page being shown as the navigation’s current item', async () => {
    const [first, second] = ['/about/', '/contact/'];
    const onFirst = currentLinks((await render(kept, first)).body);
    const onSecond = currentLinks((await render(kept, second)).body);
    expect(onFirst).toHaveLength(1);
    expect(onFirst[0]).toContain(`href="http://localhost:80${first}"`);
    expect(onSecond).toHaveLength(1);
    expect(onSecond[0]).toContain(`href="http://localhost:80${second}"`);
    expect(currentLinks((await render(kept, first)).body)).toEqual(onFirst);
  });
});
