import { applyLocalTree, readRecordDoc, savedVersion } from '@atelier/collab';
import {
  type CollabConnection,
  type FetchLike,
  MESSAGE,
  openCollabConnection,
  type WebSocketLike,
} from '@atelier/collab/client';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { ADMIN_PASSWORD, EDITOR_PASSWORD } from '../../test/helpers/test-app.js';
import { createUser } from '../users/user-store.js';
import { waitFor } from './testing/collab-test-client.js';
import { createPostgresDatabase, type RunningApps, startApps } from './testing/start-apps.js';

/** Who connects: a session (none when logged out) and the Origin the client claims. */
interface Who {
  cookie?: string;
  nonce?: string;
  origin: string;
}

type WebSocketClass = new (url: string) => WebSocketLike;

/** Node's `ws`, sending the cookie and Origin a browser would. */
function nodeWebSocket(who: Who): WebSocketClass {
  const headers: Record<string, string> = { origin: who.origin };
  if (who.cookie) headers.cookie = who.cookie;
  class NodeSocket extends WebSocket {
    constructor(url: string) {
      super(url, { headers });
    }
  }
  return NodeSocket as unknown as WebSocketClass;
}

/**
 * Node's `ws` whose connections lose the first answer to a save (frame 9): the socket drops
 * instead of delivering it, as when a network goes while the server answers.
 */
function losingFirstSaveAnswer(who: Who): WebSocketClass {
  const Inner = nodeWebSocket(who);
  let lost = false;
  return class implements WebSocketLike {
    private readonly inner: WebSocketLike;
    onopen: ((event: unknown) => void) | null = null;
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onclose: ((event: { code: number; reason: string }) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;

    constructor(url: string) {
      this.inner = new Inner(url);
      this.inner.onopen = (event) => this.onopen?.(event);
      this.inner.onclose = (event) => this.onclose?.(event);
      this.inner.onerror = (event) => this.onerror?.(event);
      this.inner.onmessage = (event) => {
        const data = event.data;
        const first = data instanceof ArrayBuffer ? new Uint8Array(data)[0] : undefined;
        if (!lost && first === MESSAGE.saved) {
          lost = true;
          this.inner.close();
          return;
        }
        this.onmessage?.(event);
      };
    }

    get binaryType(): string {
      return this.inner.binaryType;
    }

    set binaryType(value: string) {
      this.inner.binaryType = value;
    }

    get readyState(): number {
      return this.inner.readyState;
    }

    send(data: Uint8Array): void {
      this.inner.send(data);
    }

    close(code?: number, reason?: string): void {
      this.inner.close(code, reason);
    }
  };
}

/** A WebSocket a proxy blocks: it errors and closes without ever opening. */
class BlockedSocket implements WebSocketLike {
  binaryType = 'arraybuffer';
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  static attempts = 0;

  constructor(_url: string) {
    BlockedSocket.attempts += 1;
    setTimeout(() => {
      this.readyState = 3;
      this.onerror?.({});
      this.onclose?.({ code: 1006, reason: '' });
    }, 5);
  }

  send(): void {
    throw new Error('a blocked socket never opens');
  }

  close(): void {
    this.readyState = 3;
  }
}

const nodeFetch: FetchLike = (url, init) =>
  fetch(url, {
    method: init.method,
    headers: init.headers,
    body: init.body ? Buffer.from(init.body) : undefined,
  });

const titleOf = (connection: CollabConnection) =>
  readRecordDoc(connection.doc, fullCoreRegistry()).fields.title;

/** Types into the title of the connection's document, as the editor does (its own origin). */
function typeTitle(connection: CollabConnection, title: string): void {
  const previous = readRecordDoc(connection.doc, fullCoreRegistry());
  applyLocalTree(
    connection.doc,
    { fields: { ...previous.fields, title } },
    'editor',
    previous,
    fullCoreRegistry(),
  );
}

const postgresUrl = inject('postgresAdminUrl');
const setups = [
  { name: 'SQLite, one instance', postgres: false, instances: 1 },
  ...(postgresUrl ? [{ name: 'PostgreSQL, two instances', postgres: true, instances: 2 }] : []),
];

describe.each(setups)('the co-editing client against the server ($name)', (setup) => {
  let apps: RunningApps;
  let database: { url: string; drop(): Promise<void> } | undefined;
  let admin: { cookie: string; nonce: string };
  let editor: { cookie: string; nonce: string };
  let subscriber: { cookie: string; nonce: string };
  const open: CollabConnection[] = [];

  const baseOf = (instance: number) => {
    const running = apps.instances[instance % apps.instances.length];
    if (!running) throw new Error('no instance');
    return running.base;
  };

  /** A connection as `session` (null: logged out) on instance `instance`. */
  const connect = (
    docKey: string,
    session: { cookie: string; nonce: string } | null,
    options: { instance?: number; origin?: string; blocked?: boolean; losing?: boolean } = {},
  ) => {
    const base = baseOf(options.instance ?? 0);
    const who: Who = { ...session, origin: options.origin ?? base };
    const headers: Record<string, string> = { origin: who.origin };
    if (who.cookie) headers.cookie = who.cookie;
    const connection = openCollabConnection({
      docKey,
      baseUrl: base,
      nonce: () => session?.nonce ?? '',
      WebSocket: options.blocked
        ? BlockedSocket
        : options.losing
          ? losingFirstSaveAnswer(who)
          : nodeWebSocket(who),
      fetch: nodeFetch,
      headers,
    });
    open.push(connection);
    return connection;
  };

  const rest = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    session: { cookie: string; nonce: string },
    payload?: object,
  ) => {
    const first = apps.instances[0];
    if (!first) throw new Error('no instance');
    return first.fastify.inject({
      method,
      url,
      headers: { cookie: session.cookie, 'x-wp-nonce': session.nonce },
      ...(payload ? { payload } : {}),
    });
  };

  const createPage = async (title: string, status = 'draft') => {
    const created = await rest('POST', '/wp-json/wp/v2/pages', admin, {
      title,
      status,
      content: '<!-- wp:paragraph --><p>Start</p><!-- /wp:paragraph -->',
    });
    expect(created.statusCode).toBe(201);
    return created.json().id as number;
  };

  beforeAll(async () => {
    if (setup.postgres) database = await createPostgresDatabase(postgresUrl);
    apps = await startApps(setup.instances, database?.url, {
      admin: ADMIN_PASSWORD,
      editor: EDITOR_PASSWORD,
    });
    admin = await apps.session('admin');
    editor = await apps.session('editor');
    await createUser(apps.db, {
      username: 'follower',
      email: 'follower@example.test',
      displayName: 'Follower',
      password: 'follower-password-for-tests',
      role: 'subscriber',
    });
    subscriber = await apps.session('follower');
  });

  afterAll(async () => {
    for (const connection of open) connection.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await apps?.close();
    await database?.drop();
  });

  it('two people type into a page title and each sees the other’s text', async () => {
    const id = await createPage('Shared');
    const first = connect(`page:${id}`, admin);
    await first.whenSynced();
    const second = connect(`page:${id}`, editor, { instance: 1 });
    await second.whenSynced();
    expect(first.status()).toBe('synced');
    expect(first.transport()).toBe('websocket');
    expect(titleOf(second)).toBe('Shared');

    typeTitle(first, 'Shared, by admin');
    await waitFor(() => titleOf(second) === 'Shared, by admin', 'the first person’s typing');
    typeTitle(second, 'Shared, by admin and editor');
    await waitFor(
      () => titleOf(first) === 'Shared, by admin and editor',
      'the second person’s typing',
    );
  });

  it('publish right after typing writes one revision with the typed text; the other sees the saved version', async () => {
    const id = await createPage('To save');
    // The first update of a page keeps its original as a revision too; count after it.
    await rest('PUT', `/wp-json/wp/v2/pages/${id}`, admin, { title: 'To save, once edited' });
    const revisionsBefore = await rest('GET', `/wp-json/wp/v2/pages/${id}/revisions`, admin);
    const saver = connect(`page:${id}`, admin);
    const watcher = connect(`page:${id}`, editor, { instance: 1 });
    await Promise.all([saver.whenSynced(), watcher.whenSynced()]);

    typeTitle(saver, 'Saved through the channel');
    const result = await saver.publish();
    if (!result.ok) throw new Error(`the save failed: ${result.error.code}`);

    const page = await rest('GET', `/wp-json/wp/v2/pages/${id}?context=edit`, admin);
    expect(page.json().title.raw).toBe('Saved through the channel');
    expect(page.headers.etag).toBe(result.version);
    const revisionsAfter = await rest('GET', `/wp-json/wp/v2/pages/${id}/revisions`, admin);
    expect(revisionsAfter.json().length).toBe(revisionsBefore.json().length + 1);
    expect(savedVersion(saver.doc)).toBe(result.version);
    await waitFor(
      () => savedVersion(watcher.doc) === result.version,
      'the new saved version in the other person’s document',
    );
  });

  it('a save whose answer was lost is sent again after reconnecting and makes one revision', async () => {
    const id = await createPage('Answer lost');
    await rest('PUT', `/wp-json/wp/v2/pages/${id}`, admin, { title: 'Answer lost, once edited' });
    const revisionsBefore = await rest('GET', `/wp-json/wp/v2/pages/${id}/revisions`, admin);
    const saver = connect(`page:${id}`, admin, { losing: true });
    await saver.whenSynced();
    const statuses: string[] = [];
    saver.subscribe(() => statuses.push(saver.status()));
    typeTitle(saver, 'Saved once, answered late');
    const result = await saver.publish();
    if (!result.ok) throw new Error(`the save failed: ${result.error.code}`);
    // The answer came over the second connection.
    expect(statuses).toContain('offline');
    const page = await rest('GET', `/wp-json/wp/v2/pages/${id}?context=edit`, admin);
    expect(page.json().title.raw).toBe('Saved once, answered late');
    expect(page.headers.etag).toBe(result.version);
    const revisionsAfter = await rest('GET', `/wp-json/wp/v2/pages/${id}/revisions`, admin);
    expect(revisionsAfter.json().length).toBe(revisionsBefore.json().length + 1);
  });

  it('reconnects after the server drops its socket, and sends what was typed meanwhile', async () => {
    const id = await createPage('Dropped');
    const dropped = connect(`page:${id}`, admin);
    const other = connect(`page:${id}`, editor, { instance: 1 });
    await Promise.all([dropped.whenSynced(), other.whenSynced()]);
    const statuses: string[] = [];
    dropped.subscribe(() => statuses.push(dropped.status()));
    const first = apps.instances[0];
    if (!first) throw new Error('no instance');
    for (const socket of first.fastify.websocketServer.clients) socket.terminate();
    await waitFor(() => dropped.status() === 'offline', 'the drop');
    typeTitle(dropped, 'Typed while offline');
    await waitFor(() => dropped.status() === 'synced', 'the reconnection', 10_000);
    expect(statuses).toEqual(expect.arrayContaining(['offline', 'connecting', 'synced']));
    expect(dropped.transport()).toBe('websocket');
    await waitFor(() => titleOf(other) === 'Typed while offline', 'the offline typing elsewhere');
  });

  it('a connection closed while its WebSocket is still opening leaves nothing open', async () => {
    const id = await createPage('Left at once');
    const hasty = connect(`page:${id}`, admin);
    hasty.close();
    expect(hasty.transport()).toBeNull();
    await expect(hasty.whenSynced()).rejects.toThrow(/closed before it synced/);
    const first = apps.instances[0];
    if (!first) throw new Error('no instance');
    await waitFor(
      () => first.fastify.collab.liveDoc(`page:${id}`) === undefined,
      'the document to close',
    );
    expect(await hasty.publish()).toMatchObject({
      ok: false,
      error: { code: 'rest_collab_offline' },
    });
  });

  it('a reader follows a published page: their edits are refused (read-only) and so is their save', async () => {
    const id = await createPage('Published', 'publish');
    const owner = connect(`page:${id}`, admin);
    await owner.whenSynced();
    const reader = connect(`page:${id}`, subscriber, { instance: 1 });
    await reader.whenSynced();
    expect(titleOf(reader)).toBe('Published');
    typeTitle(reader, 'Defaced');
    await waitFor(() => reader.status() === 'read-only', 'the read-only status');
    expect(await reader.publish()).toEqual({
      ok: false,
      error: {
        code: 'rest_collab_read_only',
        message: 'You are not allowed to save this document.',
        data: { status: 403 },
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(titleOf(owner)).toBe('Published');
  });

  it('a refused join is refused with the REST error body, and not retried', async () => {
    const id = await createPage('Private');
    const loggedOut = connect(`page:${id}`, null);
    await expect(loggedOut.whenSynced()).rejects.toMatchObject({
      body: { code: 'rest_not_logged_in', data: { status: 401 } },
    });
    expect(loggedOut.status()).toBe('refused');
    expect(loggedOut.error()?.code).toBe('rest_not_logged_in');

    const foreign = connect(`page:${id}`, admin, { origin: 'https://evil.example' });
    await expect(foreign.whenSynced()).rejects.toMatchObject({
      body: { code: 'rest_collab_forbidden_origin' },
    });

    const asRest = await rest('GET', `/wp-json/wp/v2/pages/${id}`, subscriber);
    expect([401, 403, 404]).toContain(asRest.statusCode);
    const noRights = connect(`page:${id}`, subscriber);
    await expect(noRights.whenSynced()).rejects.toMatchObject({ body: asRest.json() });
    expect(noRights.error()).toEqual(asRest.json());
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(noRights.status()).toBe('refused');
  });

  it('falls back to HTTP when WebSockets are blocked, both ways, and saves over it', async () => {
    const id = await createPage('Behind a proxy');
    const socket = connect(`page:${id}`, admin);
    await socket.whenSynced();
    BlockedSocket.attempts = 0;
    const polling = connect(`page:${id}`, editor, { instance: 1, blocked: true });
    await polling.whenSynced();
    expect(polling.transport()).toBe('http');
    expect(BlockedSocket.attempts).toBe(2);
    expect(titleOf(polling)).toBe('Behind a proxy');

    typeTitle(polling, 'Sent by the fallback');
    await waitFor(() => titleOf(socket) === 'Sent by the fallback', 'the fallback’s typing');
    typeTitle(socket, 'Sent by the socket');
    await waitFor(() => titleOf(polling) === 'Sent by the socket', 'the socket’s typing');

    typeTitle(polling, 'Saved by the fallback');
    const result = await polling.publish();
    if (!result.ok) throw new Error(`the save failed: ${result.error.code}`);
    const page = await rest('GET', `/wp-json/wp/v2/pages/${id}?context=edit`, admin);
    expect(page.json().title.raw).toBe('Saved by the fallback');
    await waitFor(() => savedVersion(socket.doc) === result.version, 'the saved version');
  });
});
