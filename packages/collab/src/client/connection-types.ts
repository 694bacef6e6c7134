import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';

/**
 * Where a connection to a shared record document stands.
 * - `connecting`: no sync yet (first open, or reconnecting after a drop; edits queue locally).
 * - `synced`: the server's state is in the document and local changes are being sent.
 * - `read-only`: synced, but the server refused this person's changes (a reader).
 * - `offline`: the transport is down and retrying; local edits are kept and sent on reconnect.
 * - `refused`: the server refused the document (no rights, no such record, collaboration off);
 *   the connection will not retry. `error()` says why.
 */
export type CollabStatus = 'connecting' | 'synced' | 'read-only' | 'offline' | 'refused';

/** The standard REST error body, as the server answers a refused join or a failed save. */
export interface CollabError {
  code: string;
  message: string;
  data: { status: number };
}

/** Who a person in a document is, as their awareness state shows them to the others. */
export interface CollabUser {
  id: number;
  name: string;
  /** A CSS colour for their avatar ring, selection and caret (stable per user id). */
  color: string;
  /** Avatar image URL, when the site has one. */
  avatar?: string;
}

/**
 * Where a person's selection is: a block of a record document (its id is the block's client id
 * in every editor), and inside one of its rich-text attributes a text range as Yjs relative
 * positions (`Y.relativePositionToJSON`) of that attribute's Y.Text, so it follows concurrent edits.
 */
export interface CollabSelection {
  docKey: string;
  clientId: string;
  attribute?: string;
  anchor?: unknown;
  head?: unknown;
}

/** A person's awareness state in a record document. */
export interface CollabPresence {
  user: CollabUser;
  selection: CollabSelection | null;
}

/**
 * The answer to a save (publish) of the shared document. `filtered`: the record stored the
 * document cleaned (markup the saving person may not write, or someone's without
 * `unfiltered_html`, was removed), and the document now holds that cleaned form.
 */
export type PublishResult =
  | { ok: true; version: string; filtered?: true }
  | { ok: false; error: CollabError };

/**
 * One browser's live connection to one record document (`<kind>:<id>`, see record-doc-key.ts):
 * y-protocols sync and awareness over a WebSocket, falling back to HTTP long polling when a
 * WebSocket cannot open. Reconnects by itself until closed or refused.
 */
export interface CollabConnection {
  readonly docKey: string;
  readonly doc: Y.Doc;
  readonly awareness: Awareness;
  status(): CollabStatus;
  /** Why the server refused the document (status `refused`), else null. */
  error(): CollabError | null;
  /** Which transport carries the frames now. */
  transport(): 'websocket' | 'http' | null;
  /** Called on every status or transport change. */
  subscribe(listener: () => void): () => void;
  /** Resolves at the first sync (status `synced` or `read-only`); rejects when refused. */
  whenSynced(): Promise<void>;
  /**
   * Saves the shared document as the record (one REST write as this person, one revision), after
   * every change this client made before the call has reached the server (same channel, in order).
   */
  publish(): Promise<PublishResult>;
  /** Leaves the document: clears this client's presence, closes the transport. */
  close(): void;
}

/** The part of a WebSocket the connection uses (the browser's, or `ws` in Node). */
export interface WebSocketLike {
  binaryType: string;
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: Uint8Array): void;
  close(code?: number, reason?: string): void;
}

/** The part of `fetch` the HTTP fallback uses. */
export type FetchLike = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: Uint8Array;
    credentials?: 'same-origin';
  },
) => Promise<{
  status: number;
  headers: { get(name: string): string | null };
  arrayBuffer(): Promise<ArrayBuffer>;
}>;

export interface CollabConnectionOptions {
  docKey: string;
  /** The site's origin, e.g. `http://localhost:8080` (the endpoint is under `/wp-json/`). */
  baseUrl: string;
  /** The current REST nonce (sent as `_wpnonce`; read again on each reconnect). */
  nonce: () => string;
  /**
   * A fresh REST nonce when the server refused the one `nonce()` gave (it expired: 403
   * `rest_cookie_invalid_nonce`), or null when none can be had. The connection then joins again
   * once with it, and uses it while `nonce()` still answers the refused one. By default the
   * session's nonce from the site's `/wp-admin/admin-ajax.php?action=rest-nonce`, as the editor's
   * REST client renews its own.
   */
  refreshNonce?: () => Promise<string | null>;
  /** The document to sync (a new one by default). */
  doc?: Y.Doc;
  /** Transport implementations (tests and Node pass their own; browsers use the globals). */
  WebSocket?: new (
    url: string,
  ) => WebSocketLike;
  fetch?: FetchLike;
  /** Extra headers on HTTP fallback requests (Node clients pass a cookie and an Origin). */
  headers?: Record<string, string>;
}
