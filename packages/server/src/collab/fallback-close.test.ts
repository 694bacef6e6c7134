import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp } from '../../test/helpers/test-app.js';
import { FallbackPeer, waitFor } from './testing/collab-test-client.js';

describe('closing the app while an HTTP fallback client holds a long poll', () => {
  it('answers the poll at once and ends its connection, so nothing holds the close', async () => {
    const t = await createTestApp('sqlite');
    await t.fastify.listen({ port: 0, host: '127.0.0.1' });
    const address = t.fastify.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const templates = await t.request({
      method: 'GET',
      url: '/wp-json/wp/v2/templates?context=edit',
      session: admin,
    });
    const index = (templates.json() as { id: string; slug: string }[]).find(
      (template) => template.slug === 'index',
    );
    if (!index) throw new Error('the demo theme has no index template');
    const fallback = new FallbackPeer(base, `wp_template/${index.id}`, {
      cookie: admin.cookie,
      nonce: admin.nonce,
      origin: base,
    });
    expect((await fallback.poll()).status).toBe(200);
    await waitFor(() => fallback.peer.synced, 'the fallback sync');
    const first = await fallback.poll();
    expect(first.closes).toBe(false);

    const held = fallback.poll();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await t.close();
    expect(await held).toMatchObject({ status: 200, closes: true });
  });
});
