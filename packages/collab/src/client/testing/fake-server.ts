import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { encodeUtf8 } from 'lib0/string';
import { writePermissionDenied } from 'y-protocols/auth';
import {
  Awareness,
  applyAwarenessUpdate,
  encodeAwarenessUpdate,
  removeAwarenessStates,
} from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import type { CollabError, FetchLike, WebSocketLike } from '../connection-types';
import {
  awarenessFrame,
  MESSAGE,
  packFrames,
  savedFrame,
  saveRequestOf,
  syncStep1Frame,
  unpackFrames,
  updateFrame,
} from '../frames';
import { CLIENT_HEADER } from '../http-transport';
import { cancelTimer, startTimer } from '../timers';

/** One client as the fake server sees it. */
interface FakePeer {
  send(frame: Uint8Array): void;
  awarenessClients: Set<number>;
}

/**
 * A document server in memory that answers frames as the real hub does: sync step 1 with step 2,
 * updates applied and forwarded (refused with "permission denied" while `canEdit` is false),
 * awareness forwarded, saves answered by `answerSave`. Frames a test reads are kept in `received`.
 */
export class FakeDocServer {
  readonly doc = new Y.Doc();
  readonly awareness = new Awareness(this.doc);
  readonly received: Uint8Array[] = [];
  readonly saves: { requestId: number; saveId?: string; content: unknown }[] = [];
  canEdit = true;
  answerSave: (requestId: number) => unknown = () => ({
    version: `"v${this.saves.length}"`,
  });
  private readonly peers = new Set<FakePeer>();

  constructor() {
    this.awareness.setLocalState(null);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      for (const peer of this.peers) if (peer !== origin) peer.send(updateFrame(update));
    });
    this.awareness.on(
      'update',
      (changes: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
        const changed = [...changes.added, ...changes.updated, ...changes.removed];
        const frame = awarenessFrame(encodeAwarenessUpdate(this.awareness, changed));
        for (const peer of this.peers) if (peer !== origin) peer.send(frame);
        const sender = [...this.peers].find((peer) => peer === origin);
        for (const id of changes.removed) sender?.awarenessClients.delete(id);
        for (const id of [...changes.added, ...changes.updated]) sender?.awarenessClients.add(id);
      },
    );
  }

  join(send: (frame: Uint8Array) => void): FakePeer {
    const peer: FakePeer = { send, awarenessClients: new Set() };
    this.peers.add(peer);
    send(syncStep1Frame(this.doc));
    const clients = [...this.awareness.getStates().keys()];
    if (clients.length > 0) send(awarenessFrame(encodeAwarenessUpdate(this.awareness, clients)));
    return peer;
  }

  leave(peer: FakePeer): void {
    if (!this.peers.delete(peer)) return;
    if (peer.awarenessClients.size > 0) {
      removeAwarenessStates(this.awareness, [...peer.awarenessClients], 'leave');
    }
  }

  get peerCount(): number {
    return this.peers.size;
  }

  receive(peer: FakePeer, frame: Uint8Array): void {
    this.received.push(frame);
    const request = saveRequestOf(frame);
    if (request !== undefined) {
      const { requestId, saveId } = request;
      this.saves.push({ requestId, saveId, content: this.doc.getMap('fields').toJSON() });
      const body = this.answerSave(requestId);
      // Undefined: the answer is lost (the test drops the connection before it).
      if (body !== undefined) peer.send(savedFrame(requestId, body));
      return;
    }
    const decoder = decoding.createDecoder(frame);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE.awareness) {
      applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), peer);
      return;
    }
    if (type !== MESSAGE.sync) return;
    const syncType = decoding.readVarUint(decoder);
    const payload = decoding.readVarUint8Array(decoder);
    if (syncType === syncProtocol.messageYjsSyncStep1) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE.sync);
      syncProtocol.writeSyncStep2(encoder, this.doc, payload);
      peer.send(encoding.toUint8Array(encoder));
      return;
    }
    const update = Y.decodeUpdate(payload);
    if (update.structs.length === 0 && update.ds.clients.size === 0) return;
    if (!this.canEdit) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE.auth);
      writePermissionDenied(encoder, 'read only');
      peer.send(encoding.toUint8Array(encoder));
      return;
    }
    Y.applyUpdate(this.doc, payload, peer);
  }

  /** The kinds of the frames received, by their first number (`saveRequestOf` ones as 8). */
  receivedTypes(): number[] {
    return this.received.map((frame) => decoding.readVarUint(decoding.createDecoder(frame)));
  }
}

const later = (run: () => void) => {
  Promise.resolve().then(run);
};

/** A WebSocket over a `FakeDocServer`, opened, failed or dropped by the test. */
export class FakeSocket implements WebSocketLike {
  binaryType = 'blob';
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  private peer: FakePeer | undefined;

  constructor(
    readonly url: string,
    private readonly server: FakeDocServer,
  ) {}

  /** The server accepts the upgrade: the socket opens and the server joins it. */
  accept(): void {
    this.readyState = 1;
    this.peer = this.server.join((frame) =>
      later(() => {
        if (this.readyState === 1) this.onmessage?.({ data: frame.slice().buffer });
      }),
    );
    this.onopen?.({});
  }

  /** The upgrade fails (refused, blocked or unreachable): error then close, never open. */
  fail(): void {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({ code: 1006, reason: '' });
  }

  /** The connection is lost after it opened. */
  drop(): void {
    this.readyState = 3;
    if (this.peer) this.server.leave(this.peer);
    this.onclose?.({ code: 1006, reason: '' });
  }

  send(data: Uint8Array): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    const peer = this.peer;
    const frame = data.slice();
    // A frame still in flight when the connection drops is lost.
    if (peer) later(() => this.readyState === 1 && this.server.receive(peer, frame));
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    const peer = this.peer;
    // Frames sent before close() are delivered first, as a WebSocket flushes before closing.
    if (peer) later(() => this.server.leave(peer));
  }
}

/** A WebSocket class whose sockets the test controls (`sockets` in order of creation). */
export function fakeWebSocketClass(server: FakeDocServer): {
  WebSocket: new (url: string) => FakeSocket;
  sockets: FakeSocket[];
} {
  const sockets: FakeSocket[] = [];
  class BoundSocket extends FakeSocket {
    constructor(url: string) {
      super(url, server);
      sockets.push(this);
    }
  }
  return { WebSocket: BoundSocket, sockets };
}

/** One request the fake fetch received. */
export interface FakeRequest {
  url: string;
  headers: Record<string, string>;
  frames: Uint8Array[];
}

interface FallbackClient {
  peer: FakePeer;
  queue: Uint8Array[];
  wake: (() => void) | undefined;
}

function answer(status: number, body: Uint8Array, headers: Record<string, string> = {}) {
  const copy = body.slice();
  return {
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    arrayBuffer: async () => copy.buffer,
  };
}

/**
 * The HTTP fallback of a `FakeDocServer` as the real route answers it: an empty first POST
 * joins (answered at once, naming the client), a POST with frames is answered at once, an empty
 * one waits for a frame up to `pollMs`. `refuse` makes every request answer that REST error.
 */
export function fakeFetch(
  server: FakeDocServer,
  options: { pollMs?: number; refuse?: CollabError } = {},
): { fetch: FetchLike; requests: FakeRequest[]; forget(): void } {
  const requests: FakeRequest[] = [];
  const clients = new Map<string, FallbackClient>();
  let nextId = 1;
  const fetch: FetchLike = async (url, init) => {
    const headers = Object.fromEntries(
      Object.entries(init.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const frames = unpackFrames(init.body ?? new Uint8Array()) ?? [];
    requests.push({ url, headers, frames });
    if (options.refuse) {
      return answer(options.refuse.data.status, encodeUtf8(JSON.stringify(options.refuse)));
    }
    const sent = headers[CLIENT_HEADER.toLowerCase()];
    let id = sent;
    if (id === undefined) {
      id = `client-${nextId}`;
      nextId += 1;
      const client: FallbackClient = {
        peer: { send: () => undefined, awarenessClients: new Set() },
        queue: [],
        wake: undefined,
      };
      client.peer = server.join((frame) => {
        client.queue.push(frame);
        client.wake?.();
      });
      clients.set(id, client);
    }
    const client: FallbackClient | undefined = clients.get(id);
    if (!client) {
      const unknown = {
        code: 'rest_collab_unknown_client',
        message: 'Unknown.',
        data: { status: 404 },
      };
      return answer(404, encodeUtf8(JSON.stringify(unknown)));
    }
    for (const frame of frames) server.receive(client.peer, frame);
    if (frames.length === 0 && sent !== undefined && client.queue.length === 0) {
      const waiting = client;
      await new Promise<void>((resolve) => {
        const timer = startTimer(finish, options.pollMs ?? 20_000);
        function finish() {
          cancelTimer(timer);
          waiting.wake = undefined;
          resolve();
        }
        waiting.wake = finish;
      });
    }
    return answer(200, packFrames(client.queue.splice(0)), {
      [CLIENT_HEADER.toLowerCase()]: id,
    });
  };
  return {
    fetch,
    requests,
    forget() {
      for (const client of clients.values()) {
        server.leave(client.peer);
        client.wake?.();
      }
      clients.clear();
    },
  };
}
