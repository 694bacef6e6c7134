import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { openCollabConnection } from './collab-connection';
import { CollabRefusedError } from './collab-errors';
import type { CollabConnection, CollabConnectionOptions, CollabError } from './connection-types';
import { MESSAGE } from './frames';
import { CLIENT_HEADER } from './http-transport';
import { PUBLISH_OFFLINE_MS } from './publish-requests';
import { RECONNECT_MAX_MS } from './reconnect-delay';
import { FakeDocServer, fakeFetch, fakeWebSocketClass } from './testing/fake-server';

const BASE = 'http://site.test';
const DOC_KEY = 'wp_template:theme//index';

const titleOf = (doc: Y.Doc) => doc.getMap('fields').get('title');
const setTitle = (doc: Y.Doc, title: string, origin: unknown = 'local') =>
  doc.transact(() => doc.getMap('fields').set('title', title), origin);

/** Lets queued frames and promises run (timers do not move). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('openCollabConnection', () => {
  let server: FakeDocServer;
  let sockets: ReturnType<typeof fakeWebSocketClass>;
  let http: ReturnType<typeof fakeFetch>;
  const open: CollabConnection[] = [];

  const connect = (options: Partial<CollabConnectionOptions> = {}) => {
    const connection = openCollabConnection({
      docKey: DOC_KEY,
      baseUrl: BASE,
      nonce: () => 'nonce-1',
      WebSocket: sockets.WebSocket,
      fetch: http.fetch,
      ...options,
    });
    open.push(connection);
    return connection;
  };
  const lastSocket = () => {
    const socket = sockets.sockets.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    server = new FakeDocServer();
    setTitle(server.doc, 'Index', 'seed');
    sockets = fakeWebSocketClass(server);
    http = fakeFetch(server);
  });

  afterEach(() => {
    for (const connection of open.splice(0)) connection.close();
    vi.useRealTimers();
  });

  it('opens a WebSocket at the document’s address with the nonce and syncs both ways', async () => {
    const connection = connect();
    expect(lastSocket().url).toBe(
      'ws://site.test/wp-json/atelier/v1/collab/wp_template/theme//index?_wpnonce=nonce-1',
    );
    expect(connection.status()).toBe('connecting');
    const heard: string[] = [];
    connection.subscribe(() => heard.push(`${connection.status()} ${connection.transport()}`));

    lastSocket().accept();
    await settle();
    expect(connection.status()).toBe('synced');
    expect(connection.transport()).toBe('websocket');
    expect(heard).toEqual(['connecting websocket', 'synced websocket']);
    await expect(connection.whenSynced()).resolves.toBeUndefined();
    expect(titleOf(connection.doc)).toBe('Index');
    expect(server.receivedTypes()[0]).toBe(MESSAGE.sync);

    setTitle(connection.doc, 'Typed here');
    await settle();
    expect(titleOf(server.doc)).toBe('Typed here');

    const before = server.received.length;
    setTitle(server.doc, 'Typed there', 'someone else');
    await settle();
    expect(titleOf(connection.doc)).toBe('Typed there');
    // A change that came from the server is not sent back to it.
    expect(server.received.length).toBe(before);
  });

  it('sends this client’s presence on open and on change, and receives the others’', async () => {
    const connection = connect();
    connection.awareness.setLocalState({ user: { id: 1, name: 'Ada' }, selection: null });
    const other = new Y.Doc();
    server.awareness.setLocalState({ user: { id: 2, name: 'Grace' }, selection: null });
    lastSocket().accept();
    await settle();
    expect(server.awareness.getStates().get(connection.doc.clientID)).toMatchObject({
      user: { name: 'Ada' },
    });
    expect(connection.awareness.getStates().get(server.doc.clientID)).toMatchObject({
      user: { name: 'Grace' },
    });
    connection.awareness.setLocalStateField('selection', { docKey: DOC_KEY, clientId: 'b1' });
    await settle();
    expect(server.awareness.getStates().get(connection.doc.clientID)).toMatchObject({
      selection: { clientId: 'b1' },
    });
    other.destroy();
  });

  it('a listener that throws does not stop the connection, and its error is thrown on its own', async () => {
    const connection = connect();
    connection.subscribe(() => {
      throw new Error('a broken listener');
    });
    lastSocket().accept();
    await expect(vi.advanceTimersByTimeAsync(10)).rejects.toThrow('a broken listener');
    await vi.advanceTimersByTimeAsync(10);
    expect(connection.status()).toBe('synced');
    await expect(connection.publish()).resolves.toMatchObject({ ok: true });
  });

  it('becomes read-only when the server refuses its update', async () => {
    server.canEdit = false;
    const connection = connect();
    lastSocket().accept();
    await settle();
    expect(connection.status()).toBe('synced');
    setTitle(connection.doc, 'Defaced');
    await settle();
    expect(connection.status()).toBe('read-only');
    expect(titleOf(server.doc)).toBe('Index');
  });

  it('goes offline on a drop, keeps local edits and sends them when it reconnects with back-off', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    let reachable = true;
    const fetch: typeof http.fetch = (url, init) =>
      reachable ? http.fetch(url, init) : Promise.reject(new Error('network down'));
    server.awareness.setLocalState({ user: { id: 2, name: 'Grace' }, selection: null });
    const connection = connect({ fetch });
    connection.awareness.setLocalState({ user: { id: 1, name: 'Ada' }, selection: null });
    lastSocket().accept();
    await settle();
    expect(connection.awareness.getStates().size).toBe(2);

    reachable = false;
    lastSocket().drop();
    expect(connection.status()).toBe('offline');
    expect(connection.transport()).toBeNull();
    // Who else is here is unknown while offline.
    expect([...connection.awareness.getStates().keys()]).toEqual([connection.doc.clientID]);
    setTitle(connection.doc, 'Written offline');
    setTitle(server.doc, 'Written meanwhile by someone', 'someone else');

    await vi.advanceTimersByTimeAsync(499);
    expect(sockets.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets.sockets).toHaveLength(2);
    lastSocket().fail();
    await settle();
    expect(connection.status()).toBe('offline');
    // The second attempt in a row waits twice as long.
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets.sockets).toHaveLength(2);
    reachable = true;
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets.sockets).toHaveLength(3);
    lastSocket().accept();
    await settle();
    expect(connection.status()).toBe('synced');
    expect(connection.transport()).toBe('websocket');
    expect(titleOf(server.doc)).toBe(titleOf(connection.doc));
    expect(connection.awareness.getStates().size).toBe(2);
    // The server dropped this client's presence with its first connection; it has it again.
    expect(server.awareness.getStates().get(connection.doc.clientID)).toEqual({
      user: { id: 1, name: 'Ada' },
      selection: null,
    });
  });

  it('tries the WebSocket again at once when it failed but the server answers the fallback’s join', async () => {
    const connection = connect();
    lastSocket().fail();
    await settle();
    expect(http.requests).toHaveLength(1);
    expect(sockets.sockets).toHaveLength(2);
    lastSocket().accept();
    await settle();
    expect(connection.status()).toBe('synced');
    expect(connection.transport()).toBe('websocket');
  });

  it('never waits more than ten seconds between attempts', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const unreachable = vi.fn<typeof http.fetch>(async () => {
      throw new Error('network down');
    });
    connect({ fetch: unreachable });
    for (let attempt = 0; attempt < 8; attempt += 1) {
      lastSocket().fail();
      await settle();
      const count = sockets.sockets.length;
      await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
      expect(sockets.sockets.length).toBe(count + 1);
    }
  });

  it('a join the server refuses is refused with the REST error body, without retrying', async () => {
    const refusal: CollabError = {
      code: 'rest_forbidden_context',
      message: 'Sorry, you are not allowed to edit this post.',
      data: { status: 403 },
    };
    http = fakeFetch(server, { refuse: refusal });
    const connection = connect();
    const synced = connection.whenSynced();
    const heard: string[] = [];
    connection.subscribe(() => heard.push(connection.status()));
    lastSocket().fail();
    await settle();
    expect(connection.status()).toBe('refused');
    expect(connection.error()).toEqual(refusal);
    expect(heard).toEqual(['refused']);
    await expect(synced).rejects.toBeInstanceOf(CollabRefusedError);
    await expect(synced).rejects.toMatchObject({ body: refusal });
    expect(http.requests).toHaveLength(1);
    expect(http.requests[0]?.headers['x-wp-nonce']).toBe('nonce-1');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets.sockets).toHaveLength(1);
    expect(http.requests).toHaveLength(1);
    await expect(connection.publish()).resolves.toEqual({ ok: false, error: refusal });
  });

  it('falls back to HTTP when the WebSocket fails twice in a row, and syncs both ways over it', async () => {
    const connection = connect({ headers: { Cookie: 'session=1' } });
    lastSocket().fail();
    await settle();
    lastSocket().fail();
    await settle();
    expect(sockets.sockets).toHaveLength(2);
    expect(connection.transport()).toBe('http');
    expect(connection.status()).toBe('synced');
    expect(titleOf(connection.doc)).toBe('Index');
    const request = http.requests.at(-1);
    expect(request?.url).toBe(
      'http://site.test/wp-json/atelier/v1/collab/wp_template/theme//index',
    );
    expect(request?.headers).toMatchObject({ cookie: 'session=1', 'x-wp-nonce': 'nonce-1' });
    expect(request?.headers[CLIENT_HEADER.toLowerCase()]).toBe('client-2');

    setTitle(connection.doc, 'Sent over HTTP');
    await settle();
    expect(titleOf(server.doc)).toBe('Sent over HTTP');

    setTitle(server.doc, 'Received by the long poll', 'someone else');
    await settle();
    expect(titleOf(connection.doc)).toBe('Received by the long poll');
  });

  it('uses HTTP alone when there is no WebSocket, and rejoins when the server forgot the client', async () => {
    const connection = openCollabConnection({
      docKey: 'page:12',
      baseUrl: `${BASE}/`,
      nonce: () => 'nonce-2',
      fetch: http.fetch,
    });
    open.push(connection);
    await settle();
    expect(connection.transport()).toBe('http');
    expect(http.requests[0]?.url).toBe('http://site.test/wp-json/atelier/v1/collab/page/12');
    http.forget();
    await settle();
    expect(connection.status()).toBe('offline');
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    expect(connection.status()).toBe('synced');
    expect(server.peerCount).toBe(1);
  });

  it('publishes after the edits made before it, and resolves with the new version', async () => {
    const connection = connect();
    lastSocket().accept();
    await settle();
    setTitle(connection.doc, 'Saved title');
    const result = connection.publish();
    await settle();
    const types = server.receivedTypes();
    expect(types.slice(-2)).toEqual([MESSAGE.sync, MESSAGE.save]);
    expect(server.saves).toEqual([
      { requestId: 1, saveId: expect.any(String), content: { title: 'Saved title' } },
    ]);
    await expect(result).resolves.toEqual({ ok: true, version: '"v1"' });
  });

  it('answers a refused save with its error body', async () => {
    const error: CollabError = {
      code: 'rest_collab_read_only',
      message: 'You are not allowed to save this document.',
      data: { status: 403 },
    };
    server.answerSave = () => error;
    const connection = connect();
    lastSocket().accept();
    await settle();
    await expect(connection.publish()).resolves.toEqual({ ok: false, error });
  });

  it('a save asked while offline is sent after the reconnection’s sync', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const connection = connect();
    lastSocket().accept();
    await settle();
    lastSocket().drop();
    setTitle(connection.doc, 'Typed while offline');
    const result = connection.publish();
    await vi.advanceTimersByTimeAsync(1_000);
    lastSocket().accept();
    await settle();
    expect(server.saves).toEqual([
      { requestId: 1, saveId: expect.any(String), content: { title: 'Typed while offline' } },
    ]);
    await expect(result).resolves.toMatchObject({ ok: true });
  });

  it('a save sent on a connection that drops before the answer is sent again after reconnecting', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const connection = connect();
    lastSocket().accept();
    await settle();
    const result = connection.publish();
    lastSocket().drop();
    await settle();
    expect(server.saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    lastSocket().accept();
    await settle();
    expect(server.saves).toHaveLength(1);
    await expect(result).resolves.toMatchObject({ ok: true });
  });

  it('a save whose answer was lost is sent again after reconnecting with the same save id', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const answers: unknown[] = [undefined, { version: '"v1"' }];
    server.answerSave = () => answers.shift();
    const connection = connect();
    lastSocket().accept();
    await settle();
    const result = connection.publish();
    await settle();
    expect(server.saves).toHaveLength(1);
    lastSocket().drop();
    await vi.advanceTimersByTimeAsync(1_000);
    lastSocket().accept();
    await settle();
    expect(server.saves).toHaveLength(2);
    expect(server.saves[1]?.saveId).toBe(server.saves[0]?.saveId);
    await expect(result).resolves.toEqual({ ok: true, version: '"v1"' });
    // A new save has a new id.
    connection.publish();
    await settle();
    expect(server.saves[2]?.saveId).not.toBe(server.saves[0]?.saveId);
  });

  it('a save that finds no connection for 15 s fails as offline, never rejecting', async () => {
    const connection = connect({
      fetch: async () => {
        throw new Error('network down');
      },
    });
    lastSocket().fail();
    await settle();
    const result = connection.publish();
    let settled = false;
    result.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(PUBLISH_OFFLINE_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({
      ok: false,
      error: {
        code: 'rest_collab_offline',
        message: 'The changes could not be saved: the connection to the server was lost.',
        data: { status: 0 },
      },
    });
  });

  it('close() removes this client’s presence from the server and stops reconnecting', async () => {
    const connection = connect();
    connection.awareness.setLocalState({ user: { id: 1, name: 'Ada' }, selection: null });
    lastSocket().accept();
    await settle();
    expect(server.awareness.getStates().has(connection.doc.clientID)).toBe(true);
    connection.close();
    await settle();
    expect(server.awareness.getStates().has(connection.doc.clientID)).toBe(false);
    expect(server.peerCount).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets.sockets).toHaveLength(1);
  });
});
