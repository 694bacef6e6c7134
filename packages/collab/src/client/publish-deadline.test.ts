import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { openCollabConnection } from './collab-connection';
import { SAVE_TIMEOUT_ERROR } from './collab-errors';
import type { CollabConnection } from './connection-types';
import { PUBLISH_ANSWER_MS } from './publish-requests';
import { FakeDocServer, fakeFetch, fakeWebSocketClass } from './testing/fake-server';

let server: FakeDocServer;
let connection: CollabConnection;

beforeEach(() => {
  vi.useFakeTimers();
  server = new FakeDocServer();
  const sockets = fakeWebSocketClass(server);
  connection = openCollabConnection({
    docKey: 'wp_template:theme//index',
    baseUrl: 'http://site.test',
    nonce: () => 'nonce-1',
    WebSocket: sockets.WebSocket,
    fetch: fakeFetch(server).fetch,
  });
  sockets.sockets.at(-1)?.accept();
});

afterEach(() => {
  connection.close();
  vi.useRealTimers();
});

it('a save the server never answers on a live connection fails after its deadline; the next one saves', async () => {
  const answers: unknown[] = [undefined, { version: '"v2"' }];
  server.answerSave = () => answers.shift();
  await vi.advanceTimersByTimeAsync(0);
  expect(connection.status()).toBe('synced');

  const first = connection.publish();
  await vi.advanceTimersByTimeAsync(PUBLISH_ANSWER_MS - 1);
  expect(server.saves).toHaveLength(1);
  let answered = false;
  first.then(() => {
    answered = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  expect(answered).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await expect(first).resolves.toEqual({ ok: false, error: SAVE_TIMEOUT_ERROR });

  // The connection is still there: trying again sends a new save, which is answered.
  expect(connection.status()).toBe('synced');
  const second = connection.publish();
  await vi.advanceTimersByTimeAsync(0);
  expect(server.saves[1]?.saveId).not.toBe(server.saves[0]?.saveId);
  await expect(second).resolves.toEqual({ ok: true, version: '"v2"' });
});
