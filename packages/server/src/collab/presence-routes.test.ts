import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithRole, sessionUserId } from '../../test/helpers/role-sessions.js';
import {
  ADMIN_PASSWORD,
  createTestApp,
  EDITOR_PASSWORD,
  type Session,
  type TestApp,
  testDialects,
} from '../../test/helpers/test-app.js';
import { connectSocket, type SocketPeer, waitFor } from './testing/collab-test-client.js';

interface PresenceBody {
  docKey: string;
  users: { id: number; name: string; avatar: string }[];
}

describe.each(testDialects())('collab presence endpoint (%s)', (dialect) => {
  let t: TestApp;
  let base: string;
  let admin: Session;
  let editor: Session;
  let author: Session;
  let subscriber: Session;
  let editorId: number;
  let adminId: number;
  let pageId: number;
  const open: SocketPeer[] = [];

  const join = async (docPath: string, session: Session) => {
    const peer = await connectSocket(base, docPath, {
      cookie: session.cookie,
      nonce: session.nonce,
      origin: base,
    });
    open.push(peer);
    await waitFor(() => peer.peer.synced, 'the first sync');
    return peer;
  };
  const presence = (kind: string, session?: Session) =>
    t.request({
      method: 'GET',
      url: `/wp-json/atelier/v1/collab-presence?kind=${kind}`,
      ...(session ? { session } : {}),
    });
  const documentsOf = async (kind: string, session: Session): Promise<PresenceBody[]> => {
    const response = await presence(kind, session);
    expect(response.statusCode).toBe(200);
    return response.json() as PresenceBody[];
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.fastify.listen({ port: 0, host: '127.0.0.1' });
    const address = t.fastify.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    admin = await t.login('admin', ADMIN_PASSWORD);
    editor = await t.login('editor', EDITOR_PASSWORD);
    author = await loginWithRole(t, 'author');
    subscriber = await loginWithRole(t, 'subscriber');
    editorId = await sessionUserId(t, editor);
    adminId = await sessionUserId(t, admin);
    const page = await t.request({
      method: 'POST',
      url: '/wp-json/wp/v2/pages',
      session: admin,
      payload: {
        title: 'Shared page',
        status: 'publish',
        content: '<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->',
      },
    });
    pageId = Number(page.json().id);
  });

  afterAll(async () => {
    for (const peer of open) await peer.close();
    await t.close();
  });

  it('answers an empty list while nobody has a document of the kind open', async () => {
    expect(await documentsOf('wp_template', admin)).toEqual([]);
  });

  it('shows who has a page open (their id, name and avatar) until they leave', async () => {
    const peer = await join(`page/${pageId}`, editor);
    const documents = await documentsOf('page', admin);
    expect(documents).toEqual([
      {
        docKey: `page:${pageId}`,
        users: [{ id: editorId, name: expect.any(String), avatar: expect.any(String) }],
      },
    ]);
    const [user] = documents[0]?.users ?? [];
    const me = await t.request({ method: 'GET', url: '/wp-json/wp/v2/users/me', session: editor });
    expect(user?.name).toBe(me.json().name);
    expect(user?.avatar).toBe(me.json().avatar_urls['48']);

    await peer.close();
    let after: PresenceBody[] = documents;
    // Leaving is stored a moment after the socket closes.
    for (let attempt = 0; attempt < 50 && after.length > 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await documentsOf('page', admin);
    }
    expect(after).toEqual([]);
  });

  it('lets only those who may edit the kind see its presence', async () => {
    const cases: [string, Session | undefined, number][] = [
      ['page', admin, 200],
      ['page', editor, 200],
      ['page', author, 403],
      ['page', subscriber, 403],
      ['page', undefined, 401],
      ['wp_block', author, 200],
      ['wp_block', subscriber, 403],
      ['wp_template', admin, 200],
      ['wp_template', editor, 403],
      ['wp_template_part', author, 403],
      ['wp_navigation', editor, 403],
      ['wp_global_styles', undefined, 401],
    ];
    for (const [kind, session, status] of cases) {
      const response = await presence(kind, session);
      expect({ kind, status: response.statusCode }).toEqual({ kind, status });
      if (status !== 200) {
        expect(response.json()).toEqual({
          code: 'rest_forbidden',
          message: 'Sorry, you are not allowed to do that.',
          data: { status },
        });
      }
    }
  });

  it('answers 404 rest_collab_disabled while co-editing is turned off', async () => {
    const before = process.env.ATELIER_COLLAB;
    process.env.ATELIER_COLLAB = 'off';
    try {
      const response = await presence('page', admin);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('rest_collab_disabled');
    } finally {
      if (before === undefined) delete process.env.ATELIER_COLLAB;
      else process.env.ATELIER_COLLAB = before;
    }
    expect((await presence('page', admin)).statusCode).toBe(200);
  });

  it('refuses a missing or unknown kind with the REST parameter errors', async () => {
    const missing = await t.request({
      method: 'GET',
      url: '/wp-json/atelier/v1/collab-presence',
      session: admin,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('rest_missing_callback_param');
    const unknown = await presence('post', admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('rest_invalid_param');
  });

  it('shows everyone in a document as who they are, whatever their client claims', async () => {
    const watcher = await join(`page/${pageId}`, admin);
    const impostor = await join(`page/${pageId}`, editor);
    impostor.peer.awareness.setLocalState({
      user: { id: adminId, name: 'Admin Person', color: '#b3261e' },
      selection: null,
    });
    const id = impostor.peer.awareness.clientID;
    await waitFor(() => watcher.peer.awareness.getStates().has(id), 'the presence to arrive');
    const me = await t.request({ method: 'GET', url: '/wp-json/wp/v2/users/me', session: editor });
    expect(watcher.peer.awareness.getStates().get(id)).toEqual({
      user: { id: editorId, name: me.json().name, color: '#b3261e' },
      selection: null,
    });
  });
});
