import { OFFLINE_ERROR, publishResultOf, SAVE_TIMEOUT_ERROR } from './collab-errors';
import type { CollabError, PublishResult } from './connection-types';
import { cancelTimer, startTimer, type TimerHandle } from './timers';

/** How long a save may wait for a connection before it fails as offline (ms). */
export const PUBLISH_OFFLINE_MS = 15_000;

/**
 * How long a save may go unanswered at all, sent or not (ms): as long as the server lets a
 * repeated save wait for another instance running it (`SAVE_RUNNING_MS`, 30 s).
 */
export const PUBLISH_ANSWER_MS = 30_000;

interface PendingPublish {
  /** Chosen once per save, sent with every sending of it (the server answers a repeat once). */
  saveId: string;
  resolve(result: PublishResult): void;
  /** Sent on the live transport; its answer is awaited. */
  inFlight: boolean;
  /** While waiting for a connection: when the save gives up. */
  deadline: TimerHandle | null;
  /** When the save gives up unanswered, sent or not. */
  answerDeadline: TimerHandle | null;
}

/** A save waiting to be sent: its request id on this connection and its save id. */
export interface SaveToSend {
  requestId: number;
  saveId: string;
}

interface HostCrypto {
  crypto?: { randomUUID?: () => string };
}

/** A save id: a random UUID where the host has one, else 128 random bits from `Math.random`. */
export function newSaveId(): string {
  const host = globalThis as unknown as HostCrypto;
  const uuid = host.crypto?.randomUUID?.();
  if (uuid) return uuid;
  let id = '';
  for (let i = 0; i < 4; i += 1) {
    id += Math.floor(Math.random() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  }
  return id;
}

/**
 * The saves asked of a connection and not answered yet. A save waits for a synced transport, is
 * sent once, and is answered by the server's `saved` frame with its id; when the transport drops
 * before the answer, it waits again (it is sent again after the next sync, with the same save id,
 * so a server that ran it already answers without writing again). Waiting without a
 * connection for longer than `offlineMs` answers the offline error; no answer within `answerMs`
 * of the request, whatever the connection did, answers the timeout error (a late answer is then
 * ignored). Nothing ever rejects.
 */
export class PublishRequests {
  private nextId = 1;
  private readonly pending = new Map<number, PendingPublish>();

  constructor(
    private readonly offlineMs = PUBLISH_OFFLINE_MS,
    private readonly answerMs = PUBLISH_ANSWER_MS,
  ) {}

  /** A new save, waiting to be sent; resolves with the server's answer. */
  add(): Promise<PublishResult> {
    const id = this.nextId;
    this.nextId += 1;
    return new Promise<PublishResult>((resolve) => {
      const request: PendingPublish = {
        saveId: newSaveId(),
        resolve,
        inFlight: false,
        deadline: null,
        answerDeadline: null,
      };
      this.pending.set(id, request);
      this.startDeadline(id, request);
      request.answerDeadline = startTimer(() => {
        this.finish(id, request, { ok: false, error: SAVE_TIMEOUT_ERROR });
      }, this.answerMs);
    });
  }

  /** The saves waiting to be sent, in order; they count as sent from now on. */
  takeWaiting(): SaveToSend[] {
    const saves: SaveToSend[] = [];
    for (const [requestId, request] of this.pending) {
      if (request.inFlight) continue;
      cancelTimer(request.deadline);
      request.deadline = null;
      request.inFlight = true;
      saves.push({ requestId, saveId: request.saveId });
    }
    return saves;
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
    cancelTimer(request.answerDeadline);
    this.pending.delete(id);
    request.resolve(result);
  }
}
