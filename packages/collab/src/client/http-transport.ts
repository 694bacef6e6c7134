import { decodeUtf8 } from 'lib0/string';
import { collabErrorOf } from './collab-errors';
import type { FetchLike } from './connection-types';
import { packFrames, unpackFrames } from './frames';
import type { Transport, TransportEnd, TransportHandlers } from './transport';

/** The header naming an HTTP fallback client (answered on join, sent back after). */
export const CLIENT_HEADER = 'X-Atelier-Collab-Client';

export interface HttpTransportOptions {
  /** The document's endpoint (`collabHttpUrl`). */
  url: string;
  fetch: FetchLike;
  /** The headers of each request (read per request: the nonce can change). */
  headers: () => Record<string, string>;
}

type Answer = Awaited<ReturnType<FetchLike>>;

function isRetryable(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

function jsonOf(bytes: ArrayBuffer): unknown {
  try {
    return JSON.parse(decodeUtf8(new Uint8Array(bytes)));
  } catch {
    return null;
  }
}

/**
 * The HTTP fallback (where a WebSocket cannot open): an empty POST joins and names the client,
 * then a long poll (an empty POST the server holds until a frame waits, up to 20 s) runs while
 * the transport is open, and queued frames go in one POST at a time, in order. A REST error
 * answer ends it as `refused` (except the server forgetting the client, a drop), a failed
 * request as `dropped`.
 */
class HttpTransport implements Transport {
  readonly kind = 'http';
  private clientId: string | null = null;
  private readonly outbox: Uint8Array[] = [];
  private sending = false;
  private ended = false;

  constructor(
    private readonly options: HttpTransportOptions,
    private readonly handlers: TransportHandlers,
  ) {
    this.join().catch(() => this.end({ kind: 'dropped' }));
  }

  send(frame: Uint8Array): void {
    if (this.ended) return;
    this.outbox.push(frame);
    this.flush().catch(() => this.end({ kind: 'dropped' }));
  }

  close(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.clientId && this.outbox.length > 0) {
      // The last frames (this client's presence leaving) are sent; their answer is not awaited.
      this.post(this.outbox.splice(0)).catch(() => undefined);
    }
  }

  private async join(): Promise<void> {
    const frames = await this.exchange([]);
    if (!frames) return;
    this.handlers.open();
    this.deliver(frames);
    this.poll().catch(() => this.end({ kind: 'dropped' }));
    await this.flush();
  }

  private async poll(): Promise<void> {
    while (!this.ended) {
      const frames = await this.exchange([]);
      if (!frames) return;
      this.deliver(frames);
    }
  }

  private async flush(): Promise<void> {
    if (this.sending || this.ended || !this.clientId || this.outbox.length === 0) return;
    this.sending = true;
    const frames = await this.exchange(this.outbox.splice(0));
    this.sending = false;
    if (!frames) return;
    this.deliver(frames);
    await this.flush();
  }

  private deliver(frames: readonly Uint8Array[]): void {
    for (const frame of frames) {
      if (this.ended) return;
      this.handlers.frame(frame);
    }
  }

  private post(frames: readonly Uint8Array[]): Promise<Answer> {
    const headers: Record<string, string> = {
      ...this.options.headers(),
      'Content-Type': 'application/octet-stream',
    };
    if (this.clientId) headers[CLIENT_HEADER] = this.clientId;
    return this.options.fetch(this.options.url, {
      method: 'POST',
      headers,
      body: packFrames(frames),
      credentials: 'same-origin',
    });
  }

  /** One POST: the frames it brought back, or undefined once the transport has ended. */
  private async exchange(frames: readonly Uint8Array[]): Promise<Uint8Array[] | undefined> {
    let answer: Answer;
    let bytes: ArrayBuffer;
    try {
      answer = await this.post(frames);
      bytes = await answer.arrayBuffer();
    } catch {
      this.end({ kind: 'dropped' });
      return undefined;
    }
    if (this.ended) return undefined;
    if (answer.status === 200) {
      this.clientId = answer.headers.get(CLIENT_HEADER) ?? this.clientId;
      const received = unpackFrames(new Uint8Array(bytes));
      if (received && this.clientId) return received;
      this.end({ kind: 'dropped' });
      return undefined;
    }
    const error = collabErrorOf(jsonOf(bytes));
    const refused =
      error !== null && !isRetryable(answer.status) && error.code !== 'rest_collab_unknown_client';
    this.end(refused ? { kind: 'refused', error } : { kind: 'dropped' });
    return undefined;
  }

  private end(end: TransportEnd): void {
    if (this.ended) return;
    this.ended = true;
    this.handlers.end(end);
  }
}

/** Starts the HTTP fallback for a document: the join is sent at once. */
export function openHttpTransport(
  options: HttpTransportOptions,
  handlers: TransportHandlers,
): Transport {
  return new HttpTransport(options, handlers);
}
