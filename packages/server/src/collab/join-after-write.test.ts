import { readRecordDoc } from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
  testDialects,
} from '../../test/helpers/test-app.js';
import { COLLAB_PATH } from './collab-routes.js';
import {
  connectSocket,
  FallbackPeer,
  type SocketPeer,
  waitFor,
} from './testing/collab-test-client.js';

describe.each(testDialects())(
  'a REST write between the access check and the join (%s)',
  (dialect) => {
    let t: TestApp;
    let base: string;
    let admin: Session;
    /** A REST write of a template's title made after a join's access check, before its document opens. */
    let writeOnJoin: { id: string; title: string } | null = null;
    const open: SocketPeer[] = [];

    beforeAll(async () => {
      t = await createTestApp(dialect, {}, (fastify) => {
        // Runs after the route's access check (preValidation) read the record for the join.
        fastify.addHook('preHandler', async (request) => {
          const write = writeOnJoin;
          if (write === null || !request.url.startsWith(COLLAB_PATH)) return;
          writeOnJoin = null;
          const written = await fastify.inject({
            method: 'POST',
            url: `/wp-json/wp/v2/templates/${write.id}`,
            headers: {
              cookie: admin.cookie,
              'x-wp-nonce': admin.nonce,
              'content-type': 'application/json',
            },
            payload: JSON.stringify({ title: write.title }),
          });
          if (written.statusCode !== 200)
            throw new Error(`the write answered ${written.statusCode}`);
        });
      });
      await t.fastify.listen({ port: 0, host: '127.0.0.1' });
      const address = t.fastify.server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      admin = await t.login('admin', ADMIN_PASSWORD);
    });

    afterAll(async () => {
      for (const peer of open) await peer.close();
      await t.close();
    });

    const as = () => ({ cookie: admin.cookie, nonce: admin.nonce, origin: base });
    const titleOf = (peer: SocketPeer | FallbackPeer) =>
      readRecordDoc(peer.peer.doc, fullCoreRegistry()).fields.title;

    it('a WebSocket join opens the document with the write in it', async () => {
      writeOnJoin = { id: 'loom//home', title: 'Written while joining' };
      const peer = await connectSocket(base, 'wp_template/loom//home', as());
      open.push(peer);
      await waitFor(() => peer.peer.synced, 'the first sync');
      expect(writeOnJoin).toBeNull();
      expect(titleOf(peer)).toBe('Written while joining');
    });

    it('so does the HTTP fallback’s join', async () => {
      writeOnJoin = { id: 'loom//404', title: 'Written while joining by HTTP' };
      const peer = new FallbackPeer(base, 'wp_template/loom//404', as());
      expect((await peer.poll()).status).toBe(200);
      await peer.poll();
      expect(peer.peer.synced).toBe(true);
      expect(writeOnJoin).toBeNull();
      expect(titleOf(peer)).toBe('Written while joining by HTTP');
    });
  },
);
