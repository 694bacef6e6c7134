import type { CollabError } from './connection-types';

/**
 * How a transport ended (reported once, never after `close()`):
 * - `unopened`: a WebSocket failed before it opened (refused upgrade, blocked, server down);
 * - `dropped`: it is gone, or never reached the server (network, 5xx, a fallback client the
 *   server forgot): reconnect;
 * - `refused`: the server answered with a REST error (401, 403, 404…): do not retry.
 */
export type TransportEnd =
  | { kind: 'unopened' }
  | { kind: 'dropped' }
  | { kind: 'refused'; error: CollabError };

/** What a transport tells its connection. */
export interface TransportHandlers {
  /** Frames may be sent from now on. */
  open(): void;
  frame(frame: Uint8Array): void;
  end(end: TransportEnd): void;
}

/** One carrier of frames between a connection and the server. */
export interface Transport {
  readonly kind: 'websocket' | 'http';
  /** Sends a frame (in order with the ones before); dropped when the transport is not open. */
  send(frame: Uint8Array): void;
  /** Stops: sends what is queued if it can, reports nothing more. */
  close(): void;
}
