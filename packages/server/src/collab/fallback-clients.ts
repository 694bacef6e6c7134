import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ClientFrames } from './client-frames.js';
import type { CollabAccess } from './collab-access.js';
import type { CollabHub, CollabPeer, LiveDoc } from './collab-hub.js';

/** The header that carries an HTTP fallback client's id (answered on join, sent after). */
export const CLIENT_HEADER = 'x-atelier-collab-client';

/** One client of the HTTP fallback: its queue of frames waiting to be fetched. */
interface FallbackClient {
  peer: CollabPeer;
  live: LiveDoc;
  userId: number;
  queue: Uint8Array[];
  /** The waiting long poll, answered when a frame arrives (or replaced by the next poll). */
  wake: (() => void) | undefined;
  expiry: NodeJS.Timeout | undefined;
}

export interface FallbackOptions {
  /** How long a poll waits for a frame when none is queued (ms). */
  pollMs: number;
  /** How long a client may stay silent before it is dropped (ms), on top of a poll. */
  graceMs: number;
}

/**
 * The clients that cannot open a WebSocket: each POST delivers their queued frames and takes
 * back what waited for them (or waits for it, up to a poll's length). A client that stops
 * polling leaves its document like a closed socket.
 */
export class FallbackClients {
  private readonly clients = new Map<string, FallbackClient>();
  private closing = false;

  constructor(
    private readonly hub: CollabHub,
    private readonly options: FallbackOptions,
    private readonly frames: ClientFrames,
  ) {}

  /** A new client of a joined document; answers its id. */
  create(
    access: Pick<CollabAccess, 'userId' | 'userName' | 'canEdit' | 'unfilteredHtml'>,
    join: (peer: CollabPeer) => Promise<LiveDoc>,
  ): Promise<string> {
    const { userId } = access;
    const id = randomBytes(16).toString('base64url');
    const queue: Uint8Array[] = [];
    const peer: CollabPeer = {
      id,
      user: { id: userId, name: access.userName },
      canEdit: access.canEdit,
      unfilteredHtml: access.unfilteredHtml,
      awarenessClients: new Set(),
      send: (frame) => {
        queue.push(frame);
        const client = this.clients.get(id);
        client?.wake?.();
      },
    };
    return join(peer).then((live) => {
      const client: FallbackClient = {
        peer,
        live,
        userId,
        queue,
        wake: undefined,
        expiry: undefined,
      };
      this.clients.set(id, client);
      this.touch(client);
      return id;
    });
  }

  /** The client with this id when it belongs to this person and document. */
  find(id: unknown, userId: number, docKey: string): FallbackClient | undefined {
    if (typeof id !== 'string') return undefined;
    const client = this.clients.get(id);
    if (!client || client.userId !== userId || client.live.key.key !== docKey) return undefined;
    return client;
  }

  /**
   * Hands the client's frames over in order (a save runs as `caller`, the POST that carried it);
   * false when one was not understood.
   */
  deliver(client: FallbackClient, frames: readonly Uint8Array[], caller: FastifyRequest): boolean {
    this.touch(client);
    return frames.every((frame) => this.frames.receive(client.live, client.peer, frame, caller));
  }

  /**
   * The frames waiting for the client, at once when there are any, else when the first arrives
   * or the poll ends (an empty list), or when the request is abandoned.
   */
  async take(client: FallbackClient, abandoned: Promise<void>): Promise<Uint8Array[]> {
    if (client.queue.length === 0 && !this.closing) {
      client.wake?.();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(finish, this.options.pollMs);
        function finish() {
          clearTimeout(timer);
          resolve();
        }
        client.wake = finish;
        abandoned.then(finish, finish);
      });
      client.wake = undefined;
    }
    this.touch(client);
    return client.queue.splice(0);
  }

  /** The frames waiting for the client now (a request that brought frames does not wait). */
  takeQueued(client: FallbackClient): Uint8Array[] {
    this.touch(client);
    return client.queue.splice(0);
  }

  /**
   * The app is closing: every waiting long poll is answered now (with what waits, often
   * nothing), and polls that come later do not wait.
   */
  answerPolls(): void {
    this.closing = true;
    for (const client of this.clients.values()) client.wake?.();
  }

  /** Whether the app is closing (`answerPolls` was called). */
  isClosing(): boolean {
    return this.closing;
  }

  /** Drops every client (the app is closing). */
  async close(): Promise<void> {
    for (const client of [...this.clients.values()]) await this.drop(client);
  }

  private touch(client: FallbackClient): void {
    clearTimeout(client.expiry);
    client.expiry = setTimeout(() => {
      this.drop(client).catch(() => undefined);
    }, this.options.pollMs + this.options.graceMs);
  }

  private async drop(client: FallbackClient): Promise<void> {
    clearTimeout(client.expiry);
    client.wake?.();
    if (!this.clients.delete(client.peer.id)) return;
    await this.hub.leave(client.live, client.peer);
  }
}
