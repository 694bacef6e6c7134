import { encodeUtf8 } from 'lib0/string';
import { describe, expect, it } from 'vitest';
import type { FetchLike } from './connection-types';
import { packFrames, unpackFrames } from './frames';
import { CLIENT_HEADER, openHttpTransport } from './http-transport';
import type { TransportEnd } from './transport';

interface Call {
  headers: Record<string, string>;
  frames: Uint8Array[];
  answer(status: number, body: Uint8Array | object, clientId?: string): void;
}

/** A fetch whose requests wait until the test answers them. */
function manualFetch(): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: FetchLike = (_url, init) =>
    new Promise((resolve) => {
      calls.push({
        headers: init.headers,
        frames: unpackFrames(init.body ?? new Uint8Array()) ?? [],
        answer(status, body, clientId) {
          const bytes = body instanceof Uint8Array ? body : encodeUtf8(JSON.stringify(body));
          resolve({
            status,
            headers: { get: (name) => (name === CLIENT_HEADER && clientId ? clientId : null) },
            arrayBuffer: async () => bytes.slice().buffer,
          });
        },
      });
    });
  return { fetch, calls };
}

/** Lets pending answers and the requests they start run. */
const settle = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};
const bytes = (...values: number[]) => new Uint8Array(values);

function start() {
  const { fetch, calls } = manualFetch();
  const events: string[] = [];
  const received: Uint8Array[] = [];
  const ends: TransportEnd[] = [];
  const transport = openHttpTransport(
    { url: 'http://site.test/collab/page/1', fetch, headers: () => ({ 'X-WP-Nonce': 'n' }) },
    {
      open: () => events.push('open'),
      frame: (frame) => received.push(frame),
      end: (end) => ends.push(end),
    },
  );
  return { transport, calls, events, received, ends };
}

describe('openHttpTransport', () => {
  it('joins with an empty POST, then long-polls and sends queued frames one POST at a time', async () => {
    const { transport, calls, events, received } = start();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.frames).toEqual([]);
    expect(calls[0]?.headers[CLIENT_HEADER]).toBeUndefined();
    calls[0]?.answer(200, packFrames([bytes(0, 0, 1, 0)]), 'abc');
    await settle();
    expect(events).toEqual(['open']);
    expect(received).toEqual([bytes(0, 0, 1, 0)]);
    // The long poll is running.
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers).toMatchObject({ [CLIENT_HEADER]: 'abc', 'X-WP-Nonce': 'n' });

    transport.send(bytes(1));
    transport.send(bytes(2));
    await settle();
    expect(calls).toHaveLength(3);
    expect(calls[2]?.frames).toEqual([bytes(1)]);
    transport.send(bytes(3));
    await settle();
    // Nothing more is sent while a POST with frames is in flight.
    expect(calls).toHaveLength(3);
    calls[2]?.answer(200, packFrames([]), 'abc');
    await settle();
    expect(calls).toHaveLength(4);
    expect(calls[3]?.frames).toEqual([bytes(2), bytes(3)]);

    calls[1]?.answer(200, packFrames([bytes(9)]), 'abc');
    await settle();
    expect(received.at(-1)).toEqual(bytes(9));
    expect(calls).toHaveLength(5);
    expect(calls[4]?.frames).toEqual([]);
    transport.close();
  });

  it('a REST error answer ends it as refused; the server forgetting the client is a drop', async () => {
    const refused = start();
    const body = {
      code: 'rest_not_logged_in',
      message: 'You are not currently logged in.',
      data: { status: 401 },
    };
    refused.calls[0]?.answer(401, body);
    await settle();
    expect(refused.ends).toEqual([{ kind: 'refused', error: body }]);
    expect(refused.events).toEqual([]);

    const forgotten = start();
    forgotten.calls[0]?.answer(200, packFrames([]), 'abc');
    await settle();
    forgotten.calls[1]?.answer(404, {
      code: 'rest_collab_unknown_client',
      message: 'Unknown.',
      data: { status: 404 },
    });
    await settle();
    expect(forgotten.ends).toEqual([{ kind: 'dropped' }]);

    const failing = start();
    failing.calls[0]?.answer(502, bytes(60, 104));
    await settle();
    expect(failing.ends).toEqual([{ kind: 'dropped' }]);
  });

  it('close() sends what is queued once more and reports nothing after', async () => {
    const { transport, calls, ends } = start();
    calls[0]?.answer(200, packFrames([]), 'abc');
    await settle();
    transport.send(bytes(1));
    transport.send(bytes(2));
    transport.close();
    await settle();
    expect(calls.at(-1)?.frames).toEqual([bytes(2)]);
    calls[1]?.answer(500, {});
    await settle();
    expect(ends).toEqual([]);
  });
});
