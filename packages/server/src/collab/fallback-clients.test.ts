import { describe, expect, it, vi } from 'vitest';
import type { ClientFrames } from './client-frames.js';
import type { CollabHub, CollabPeer, LiveDoc } from './collab-hub.js';
import { FallbackClients } from './fallback-clients.js';

const live = { key: { key: 'page:1' } } as LiveDoc;
const hub = { leave: async () => undefined } as unknown as CollabHub;
const frames = { receive: () => true } as unknown as ClientFrames;
const access = { userId: 1, userName: 'Admin', canEdit: true, unfilteredHtml: true };
const never = new Promise<void>(() => undefined);

async function oneClient(pollMs: number) {
  const clients = new FallbackClients(hub, { pollMs, graceMs: 1000 }, frames);
  let peer: CollabPeer | undefined;
  const id = await clients.create(access, async (joined) => {
    peer = joined;
    return live;
  });
  const client = clients.find(id, 1, 'page:1');
  if (!client || !peer) throw new Error('no client');
  return { clients, client, peer };
}

describe('FallbackClients', () => {
  it('a long poll waits for the next frame and answers it', async () => {
    const { clients, client, peer } = await oneClient(10_000);
    const poll = clients.take(client, never);
    peer.send(new Uint8Array([1, 2]));
    expect(await poll).toEqual([new Uint8Array([1, 2])]);
    await clients.close();
  });

  it('closing the app answers the waiting poll at once, and later polls do not wait', async () => {
    const { clients, client } = await oneClient(10_000);
    const started = Date.now();
    const poll = clients.take(client, never);
    clients.answerPolls();
    expect(await poll).toEqual([]);
    expect(await clients.take(client, never)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
    await clients.close();
  });

  it('a client that stops polling leaves its document after a poll and the grace, as a closed socket', async () => {
    vi.useFakeTimers();
    try {
      const left: CollabPeer[] = [];
      const leavingHub = {
        leave: async (_live: LiveDoc, peer: CollabPeer) => {
          left.push(peer);
        },
      } as unknown as CollabHub;
      const clients = new FallbackClients(leavingHub, { pollMs: 20_000, graceMs: 15_000 }, frames);
      const joined: CollabPeer[] = [];
      const polling = await clients.create(access, async (peer) => {
        joined.push(peer);
        return live;
      });
      await clients.create(access, async (peer) => {
        joined.push(peer);
        return live;
      });
      const keeps = clients.find(polling, 1, 'page:1');
      if (!keeps) throw new Error('no client');
      for (let i = 0; i < 3; i += 1) {
        await vi.advanceTimersByTimeAsync(30_000);
        clients.takeQueued(keeps);
      }
      expect(left).toEqual([joined[1]]);
      await vi.advanceTimersByTimeAsync(35_000);
      expect(left).toEqual([joined[1], joined[0]]);
    } finally {
      vi.useRealTimers();
    }
  });
});
