import { readRecordDoc } from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/helpers/test-app.js';
import { COLLAB_PATH } from './collab-routes.js';
import {
  connectSocket,
  FallbackPeer,
  type SocketPeer,
  waitFor,
} from './testing/collab-test-client.js';
import { type ListeningApp, startListeningApp } from './testing/listening-app.js';

describe.each(testDialects())(
  'a REST write between the access check and the join (%s)',
  (dialect) => {
    let app: ListeningApp;
    /** A REST write of a template's title made after a join's access check, before its document opens. */
    let writeOnJoin: { id: string; title: string } | null = null;
    const open: SocketPeer[] = [];

    beforeAll(async () => {
      app = await startListeningApp(dialect, (fastify) => {
        // Runs after the route's access check (preValidation) read the record for the join.
        fastify.addHook('preHandler', async (request) => {
          const write = writeOnJoin;
          if (write === null || !request.url.startsWith(COLLAB_PATH)) return;
          writeOnJoin = null;
          const written = await fastify.inject({
            method: 'POST',
            url: `/wp-json/wp/v2/templates/${write.id}`,
            headers: {
              cookie: app.admin.cookie,
              'x-wp-nonce': app.admin.nonce,
              'content-type': 'application/json',
            },
            payload: JSON.stringify({ title: write.title }),
          });
          if (written.statusCode !== 200)
            throw new Error(`the write answered ${written.statusCode}`);
        });
      });
    });

    afterAll(async () => {
      for (const peer of open) await peer.close();
      await app.close();
    });

    const as = () => app.asAdmin();
    const titleOf = (peer: SocketPeer | FallbackPeer) =>
      readRecordDoc(peer.peer.doc, fullCoreRegistry()).fields.title;

    it('a WebSocket join opens the document with the write in it', async () => {
      writeOnJoin = { id: 'loom//home', title: 'Written while joining' };
      const peer = await connectSocket(app.base, 'wp_template/loom//home', as());
      open.push(peer);
      await waitFor(() => peer.peer.synced, 'the first sync');
      expect(writeOnJoin).toBeNull();
      expect(titleOf(peer)).toBe('Written while joining');
    });

    it('so does the HTTP fallback’s join', async () => {
      writeOnJoin = { id: 'loom//404', title: 'Written while joining by HTTP' };
      const peer = new FallbackPeer(app.base, 'wp_template/loom//404', as());
      expect((await peer.poll()).status).toBe(200);
      await peer.poll();
      expect(peer.peer.synced).toBe(true);
      expect(writeOnJoin).toBeNull();
      expect(titleOf(peer)).toBe('Written while joining by HTTP');
    });
  },
);
