import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppContext } from '../src/app-context.js';
import { createTestApp, type TestApp, testDialects } from './helpers/test-app.js';

/** A server on the same database with the page cache off: every page it answers is rendered. */
async function uncachedInstance(app: AppContext): Promise<FastifyInstance> {
  const previous = process.env.ATELIER_PAGE_CACHE;
  // The site routes read the switch when they are registered.
  process.env.ATELIER_PAGE_CACHE = 'off';
  try {
    const fastify = await buildApp(app);
    await fastify.ready();
    return fastify;
  } finally {
    if (previous === undefined) delete process.env.ATELIER_PAGE_CACHE;
    else process.env.ATELIER_PAGE_CACHE = previous;
  }
}

const PAGES = ['/', '/about/', '/glaze-tests-round-three/', '/category/craft/'];

describe.each(testDialects())('a page is the same bytes in every render (%s)', (dialect) => {
  let t: TestApp;
  let first: FastifyInstance;
  let second: FastifyInstance;

  async function render(instance: FastifyInstance, path: string): Promise<string> {
    const response = await instance.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-atelier-cache']).toBe('BYPASS');
    return response.body;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    first = await uncachedInstance(t.app);
    second = await uncachedInstance(t.app);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await t.close();
  });

  it.each(PAGES)(
    '%s: the first render, the next one and another instance’s agree',
    async (path) => {
      // The first render reads the database; the next answers its look-ups from memory, in
      // another order: the layout container classes and their rules must not follow that order.
      const fresh = await render(first, path);
      const again = await render(first, path);
      const elsewhere = await render(second, path);
      expect(fresh).toMatch(/wp-container-core-[a-z-]+-is-layout-[0-9a-f]{8}/);
      expect(again).toBe(fresh);
      expect(elsewhere).toBe(fresh);
    },
  );

  it('names each container class once in the supports stylesheet', async () => {
    const html = await render(first, '/');
    const css = /<style id="core-block-supports-inline-css">([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(css).toBeDefined();
    const used = new Set(html.match(/wp-container-core-[a-z-]+-is-layout-[0-9a-f]{8}/g));
    for (const name of used) expect(css).toContain(`.${name}`);
  });
});
