import { encodeUtf8 } from 'lib0/string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openCollabConnection } from './collab-connection';
import type { CollabConnection, FetchLike } from './connection-types';
import { fetchFreshNonce } from './nonce-refresh';
import { FakeDocServer, fakeFetch, fakeWebSocketClass } from './testing/fake-server';

const BASE = 'http://site.test';
const NONCE_URL = 'http://site.test/wp-admin/admin-ajax.php?action=rest-nonce';
const EXPIRED = {
  code: 'rest_cookie_invalid_nonce',
  message: 'Cookie check failed',
  data: { status: 403 },
};

function textAnswer(status: number, text: string) {
  const bytes = encodeUtf8(text);
  return {
    status,
    headers: { get: () => null },
    arrayBuffer: async () => bytes.slice().buffer,
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('fetchFreshNonce', () => {
  it('asks admin-ajax.php for the session’s nonce with the given headers', async () => {
    const asked: { url: string; headers: Record<string, string> }[] = [];
    const fetch: FetchLike = async (url, init) => {
      asked.push({ url, headers: init.headers });
      return textAnswer(200, 'fresh-nonce\n');
    };
    await expect(fetchFreshNonce(fetch, `${BASE}/`, { Cookie: 's=1' })).resolves.toBe(
      'fresh-nonce',
    );
    expect(asked).toEqual([{ url: NONCE_URL, headers: { Cookie: 's=1' } }]);
  });

  it('answers null when the server has no nonce to give, or cannot be reached', async () => {
    await expect(fetchFreshNonce(async () => textAnswer(400, '0'), BASE)).resolves.toBeNull();
    await expect(fetchFreshNonce(async () => textAnswer(200, '0'), BASE)).resolves.toBeNull();
    const offline: FetchLike = async () => {
      throw new Error('network down');
    };
    await expect(fetchFreshNonce(offline, BASE)).resolves.toBeNull();
  });
});

describe('a connection whose nonce expired', () => {
  let server: FakeDocServer;
  let sockets: ReturnType<typeof fakeWebSocketClass>;
  const open: CollabConnection[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    server = new FakeDocServer();
    sockets = fakeWebSocketClass(server);
  });

  afterEach(() => {
    for (const connection of open.splice(0)) connection.close();
    vi.useRealTimers();
  });

  /** The fallback of the fake server, refusing every nonce but `valid` with the nonce error. */
  function site(valid: string, freshNonce: string) {
    const fallback = fakeFetch(server);
    const nonceRequests: string[] = [];
    const fetch: FetchLike = async (url, init) => {
      if (url === NONCE_URL) {
        nonceRequests.push(url);
        return textAnswer(200, freshNonce);
      }
      if (init.headers['X-WP-Nonce'] !== valid) {
        return textAnswer(403, JSON.stringify(EXPIRED));
      }
      return fallback.fetch(url, init);
    };
    return { fetch, nonceRequests };
  }

  const connect = (fetch: FetchLike, nonce: () => string) => {
    const connection = openCollabConnection({
      docKey: 'page:12',
      baseUrl: BASE,
      nonce,
      WebSocket: sockets.WebSocket,
      fetch,
    });
    open.push(connection);
    return connection;
  };

  it('fetches a fresh nonce, joins again with it and syncs', async () => {
    const { fetch, nonceRequests } = site('nonce-2', 'nonce-2');
    const connection = connect(fetch, () => 'nonce-1');
    // A browser does not say why the upgrade failed: the fallback's join asks, and is refused.
    sockets.sockets.at(-1)?.fail();
    await settle();
    expect(nonceRequests).toHaveLength(1);
    const retried = sockets.sockets.at(-1);
    expect(sockets.sockets).toHaveLength(2);
    expect(retried?.url).toContain('_wpnonce=nonce-2');
    retried?.accept();
    await settle();
    expect(connection.status()).toBe('synced');
    expect(connection.error()).toBeNull();
  });

  it('uses the caller’s nonce again once it changes, and renews again after a later sync', async () => {
    let given = 'nonce-1';
    const { fetch, nonceRequests } = site('nonce-2', 'nonce-2');
    const connection = connect(fetch, () => given);
    sockets.sockets.at(-1)?.fail();
    await settle();
    sockets.sockets.at(-1)?.accept();
    await settle();
    given = 'nonce-3';
    sockets.sockets.at(-1)?.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets.sockets.at(-1)?.url).toContain('_wpnonce=nonce-3');
    expect(connection.status()).not.toBe('refused');
    expect(nonceRequests).toHaveLength(1);
  });

  it('is refused with the nonce error when no fresh nonce works, after one renewal', async () => {
    const { fetch, nonceRequests } = site('never', 'nonce-2');
    const connection = connect(fetch, () => 'nonce-1');
    sockets.sockets.at(-1)?.fail();
    await settle();
    sockets.sockets.at(-1)?.fail();
    await settle();
    expect(connection.status()).toBe('refused');
    expect(connection.error()).toEqual(EXPIRED);
    expect(nonceRequests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets.sockets).toHaveLength(2);
  });

  it('takes its fresh nonce from the refreshNonce option when one is given', async () => {
    const { fetch, nonceRequests } = site('from-option', 'unused');
    const connection = openCollabConnection({
      docKey: 'page:12',
      baseUrl: BASE,
      nonce: () => 'nonce-1',
      refreshNonce: async () => 'from-option',
      WebSocket: sockets.WebSocket,
      fetch,
    });
    open.push(connection);
    sockets.sockets.at(-1)?.fail();
    await settle();
    expect(sockets.sockets.at(-1)?.url).toContain('_wpnonce=from-option');
    expect(nonceRequests).toHaveLength(0);
  });
});
