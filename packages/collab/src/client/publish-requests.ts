import { OFFLINE_ERROR, publishResultOf } from './collab-errors';
import type { CollabError, PublishResult } from './connection-types';
import { cancelTimer, startTimer, type TimerHandle } from './timers';

/** How long a save may wait for a connection before it fails as offline (ms). */
export const PUBLISH_OFFLINE_MS = 15_000;

interface PendingPublish {
  resolve(result: PublishResult): void;
  /** Sent on the live transport; its answer is awaited. */
  inFlight: boolean;
  /** While waiting for a connection: when the save gives up. */
  deadline: TimerHandle | null;
}

/**
 * The saves asked of a connection and not answered yet. A save waits for a synced transport, is
 * sent once, and is answered by the server's `saved` frame with its id; when the transport drops
 * before the answer, it waits again (it is sent again after the next sync). Waiting without a
 * connection for longer than `offlineMs` answers the offline error. Nothing ever rejects.
 */
export class PublishRequests {
  private nextId = 1;
  private readonly pending = new Map<number, PendingPublish>();

  constructor(private readonly offlineMs = PUBLISH_OFFLINE_MS) {}

  /** A new save, waiting to be sent; resolves with the server's answer. */
  add(): Promise<PublishResult> {
    const id = this.nextId;
    this.nextId += 1;
    return new Promise<PublishResult>((resolve) => {
      const request: PendingPublish = { resolve, inFlight: false, deadline: null };
      this.pending.set(id, request);
      this.startDeadline(id, request);
    });
  }

  /** The ids of the saves waiting to be sent, in order; they count as sent from now on. */
  takeWaiting(): number[] {
    const ids: number[] = [];
    for (const [id, request] of this.pending) {
      if (request.inFlight) continue;
      cancelTimer(request.deadline);
      request.deadline = null;
      request.inFlight = true;
      ids.push(id);
    }
    return ids;
  }

  /** Answers a save with the server's body; false when no save has that id. */
  settle(id: number, body: unknown): boolean {
    const request = this.pending.get(id);
    if (!request) return false;
    this.finish(id, request, publishResultOf(body));
    return true;
  }

  /** The transport dropped: saves sent on it wait for the next connection again. */
  requeue(): void {
    for (const [id, request] of this.pending) {
      if (!request.inFlight) continue;
      request.inFlight = false;
      this.startDeadline(id, request);
    }
  }

  /** Answers every pending save with this error (the document was refused, or closed). */
  failAll(error: CollabError): void {
    for (const [id, request] of [...this.pending]) this.finish(id, request, { ok: false, error });
  }

  /** How many saves are not answered yet. */
  get size(): number {
    return this.pending.size;
  }

  private startDeadline(id: number, request: PendingPublish): void {
    request.deadline = startTimer(() => {
      this.finish(id, request, { ok: false, error: OFFLINE_ERROR });
    }, this.offlineMs);
  }

  private finish(id: number, request: PendingPublish, result: PublishResult): void {
    cancelTimer(request.deadline);
    this.pending.delete(id);
    request.resolve(result);
  }
}
