import type { FastifyInstance } from 'fastify';
import {
  ADMIN_PASSWORD,
  createTestApp,
  type Session,
  type TestApp,
} from '../../../test/helpers/test-app.js';
import type { AppContext } from '../../app-context.js';
import type { Dialect } from '../../db/dialect.js';
import { type Credentials, connectSocket, type SocketPeer, waitFor } from './collab-test-client.js';

/** A test app listening on a port, its administrator and the sockets its tests opened. */
export interface ListeningApp {
  t: TestApp;
  base: string;
  admin: Session;
  /** The administrator's credentials for a collab connection to this app. */
  asAdmin(): Credentials;
  /** A socket of the administrator in the document (`page/12`), once its first sync is done. */
  join(docPath: string): Promise<SocketPeer>;
  /** A published page with `content`; answers its id. */
  createPage(title: string, content: string): Promise<number>;
  /** Closes the sockets, then the app. */
  close(): Promise<void>;
}

/**
 * The co-editing tests' app: `createTestApp` listening on a free port (a socket needs one),
 * with the administrator logged in.
 */
export async function startListeningApp(
  dialect: Dialect,
  beforeReady?: (fastify: FastifyInstance, app: AppContext) => void,
): Promise<ListeningApp> {
  const t = await createTestApp(dialect, {}, beforeReady);
  await t.fastify.listen({ port: 0, host: '127.0.0.1' });
  const address = t.fastify.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const admin = await t.login('admin', ADMIN_PASSWORD);
  const open: SocketPeer[] = [];
  const asAdmin = () => ({ cookie: admin.cookie, nonce: admin.nonce, origin: base });
  return {
    t,
    base,
    admin,
    asAdmin,
    async join(docPath) {
      const peer = await connectSocket(base, docPath, asAdmin());
      open.push(peer);
      await waitFor(() => peer.peer.synced, 'the first sync');
      return peer;
    },
    async createPage(title, content) {
      const created = await t.request({
        method: 'POST',
        url: '/wp-json/wp/v2/pages',
        session: admin,
        payload: { title, content, status: 'publish' },
      });
      if (created.statusCode !== 201) {
        throw new Error(`creating the page answered ${created.statusCode}`);
      }
      return created.json().id as number;
    },
    async close() {
      for (const peer of open) await peer.close();
      await t.close();
    },
  };
}
