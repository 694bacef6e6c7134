import { Awareness, encodeAwarenessUpdate, removeAwarenessStates } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { keepLostContainers } from '../lost-containers';
import { CollabRefusedError, OFFLINE_ERROR } from './collab-errors';
import { collabHttpUrl, collabSocketUrl } from './collab-url';
import type {
  CollabConnection,
  CollabConnectionOptions,
  CollabError,
  CollabStatus,
  FetchLike,
  PublishResult,
  WebSocketLike,
} from './connection-types';
import { awarenessFrame, saveFrame, syncStep1Frame, updateFrame } from './frames';
import { openHttpTransport } from './http-transport';
import { fetchFreshNonce, INVALID_NONCE_CODE } from './nonce-refresh';
import { PublishRequests } from './publish-requests';
import { reconnectDelay } from './reconnect-delay';
import { handleServerFrame } from './server-frames';
import { cancelTimer, startTimer, type TimerHandle } from './timers';
import type { Transport, TransportEnd } from './transport';
import { openWebSocketTransport } from './websocket-transport';

type WebSocketClass = new (url: string) => WebSocketLike;

/** A WebSocket failing before it opens this many times in a row (the server reachable) means HTTP. */
const SOCKET_FAILURES_BEFORE_FALLBACK = 2;

interface HostGlobals {
  WebSocket?: WebSocketClass;
  fetch?: FetchLike;
}

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
  reject(error: Error): void;
  settled: boolean;
}

function deferred(): Deferred {
  const result = { settled: false } as Deferred;
  result.promise = new Promise<void>((resolve, reject) => {
    result.resolve = () => {
      result.settled = true;
      resolve();
    };
    result.reject = (error) => {
      result.settled = true;
      reject(error);
    };
  });
  // Nobody has to wait for the first sync: a refusal must not be an unhandled rejection.
  result.promise.catch(() => undefined);
  return result;
}

/**
 * A live connection to one record document. Tries a WebSocket first; when it fails before
 * opening, one POST of the HTTP fallback learns whether the server refuses this person (its REST
 * error body: `refused`, no retry) or accepts them (the WebSocket is what fails: tried once more,
 * then the fallback carries the frames). A drop goes `offline` and reconnects with back-off; the
 * y-protocols sync on reconnection sends whatever was edited meanwhile.
 */
class RecordConnection implements CollabConnection {
  readonly docKey: string;
  readonly doc: Y.Doc;
  readonly awareness: Awareness;
  private readonly httpUrl: string;
  private readonly WebSocketClass: WebSocketClass | undefined;
  private readonly fetch: FetchLike | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly publishes = new PublishRequests();
  private readonly firstSync = deferred();
  private current: CollabStatus = 'connecting';
  /** The status and transport the listeners last heard of. */
  private notified = 'connecting null';
  private refusal: CollabError | null = null;
  /** The transport being opened or in use. */
  private carrier: Transport | null = null;
  /** The transport frames can be sent on (open), else null. */
  private openKind: 'websocket' | 'http' | null = null;
  private isSynced = false;
  private readOnly = false;
  private closed = false;
  private attempt = 0;
  private socketFailures = 0;
  private useHttp: boolean;
  private retry: TimerHandle | null = null;
  /** A nonce fetched after the server refused `refusedNonce` (the one `nonce()` still gives). */
  private freshNonce: { nonce: string; refusedNonce: string } | null = null;
  /** Whether a refused nonce was renewed since the last sync (renewed once, then refused). */
  private nonceRenewed = false;
  /** Stops putting back this client's writes into a key another client created at once. */
  private readonly stopKeepingLost: () => void;

  constructor(private readonly options: CollabConnectionOptions) {
    const host = globalThis as unknown as HostGlobals;
    this.docKey = options.docKey;
    this.httpUrl = collabHttpUrl(options.baseUrl, options.docKey);
    this.doc = options.doc ?? new Y.Doc();
    this.awareness = new Awareness(this.doc);
    this.WebSocketClass = options.WebSocket ?? host.WebSocket;
    this.fetch = options.fetch ?? (host.fetch ? host.fetch.bind(globalThis) : undefined);
    if (!this.WebSocketClass && !this.fetch) {
      throw new Error('Co-editing needs a WebSocket or fetch implementation.');
    }
    this.useHttp = !this.WebSocketClass;
    this.doc.on('update', this.onDocUpdate);
    this.stopKeepingLost = keepLostContainers(this.doc);
    this.awareness.on('update', this.onAwarenessUpdate);
    this.connect();
  }

  status(): CollabStatus {
    return this.current;
  }

  error(): CollabError | null {
    return this.refusal;
  }

  transport(): 'websocket' | 'http' | null {
    return this.openKind;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  whenSynced(): Promise<void> {
    return this.firstSync.promise;
  }

  publish(): Promise<PublishResult> {
    if (this.refusal) return Promise.resolve({ ok: false, error: this.refusal });
    if (this.closed) return Promise.resolve({ ok: false, error: OFFLINE_ERROR });
    const result = this.publishes.add();
    if (this.isSynced) this.sendPublishes();
    return result;
  }

  close(): void {
    if (this.closed) return;
    // Leaving: everyone else sees this client's presence go (sent before the transport closes).
    removeAwarenessStates(this.awareness, [this.doc.clientID], 'close');
    this.closed = true;
    cancelTimer(this.retry);
    this.carrier?.close();
    this.carrier = null;
    this.openKind = null;
    this.isSynced = false;
    this.doc.off('update', this.onDocUpdate);
    this.stopKeepingLost();
    this.awareness.off('update', this.onAwarenessUpdate);
    this.awareness.destroy();
    this.publishes.failAll(OFFLINE_ERROR);
    if (!this.firstSync.settled) {
      this.firstSync.reject(new Error('The connection was closed before it synced.'));
    }
  }

  private connect(): void {
    this.retry = null;
    if (this.closed) return;
    const WebSocketClass = this.WebSocketClass;
    if (this.useHttp || !WebSocketClass) {
      this.startHttp(true);
      return;
    }
    const url = collabSocketUrl(this.options.baseUrl, this.docKey, this.nonce());
    const socket: Transport = openWebSocketTransport(WebSocketClass, url, {
      open: () => {
        this.socketFailures = 0;
        this.opened(socket);
      },
      frame: (frame) => this.receive(socket, frame),
      end: (end) => {
        if (end.kind === 'unopened') this.socketFailed(socket);
        else this.ended(socket, end);
      },
    });
    this.carrier = socket;
  }

  /** A browser does not say why a WebSocket failed: the fallback's join answers with the reason. */
  private socketFailed(socket: Transport): void {
    if (this.carrier !== socket) return;
    this.socketFailures += 1;
    if (!this.fetch) {
      this.ended(socket, { kind: 'dropped' });
      return;
    }
    this.startHttp(this.socketFailures >= SOCKET_FAILURES_BEFORE_FALLBACK);
  }

  /**
   * Joins over HTTP. `adopt`: the fallback carries the frames from now on; else the join only
   * asked whether the server accepts this person, and the WebSocket is tried again at once.
   */
  private startHttp(adopt: boolean): void {
    const fetch = this.fetch;
    if (!fetch) return;
    const http: Transport = openHttpTransport(
      {
        url: this.httpUrl,
        fetch,
        headers: () => ({ ...this.options.headers, 'X-WP-Nonce': this.nonce() }),
      },
      {
        open: () => {
          if (adopt) {
            this.useHttp = true;
            this.opened(http);
            return;
          }
          http.close();
          if (this.carrier === http) this.connect();
        },
        frame: (frame) => this.receive(http, frame),
        end: (end) => this.ended(http, end),
      },
    );
    this.carrier = http;
  }

  private opened(transport: Transport): void {
    if (this.carrier !== transport) return;
    this.openKind = transport.kind;
    this.setStatus('connecting');
    transport.send(syncStep1Frame(this.doc));
    const presence = this.awareness.getLocalState();
    // Set again, so with a newer clock: a server that dropped this client's state when its last
    // connection went takes it back (one with the same clock would be ignored). Sent by the
    // awareness listener.
    if (presence !== null) this.awareness.setLocalState(presence);
  }

  private receive(transport: Transport, frame: Uint8Array): void {
    if (this.carrier !== transport) return;
    const { reply, event } = handleServerFrame(frame, this.awareness, this);
    if (reply) transport.send(reply);
    if (event?.type === 'synced') {
      this.isSynced = true;
      this.attempt = 0;
      this.nonceRenewed = false;
      this.setStatus(this.readOnly ? 'read-only' : 'synced');
      this.firstSync.resolve();
      this.sendPublishes();
    } else if (event?.type === 'denied') {
      this.readOnly = true;
      if (this.isSynced) this.setStatus('read-only');
    } else if (event?.type === 'saved') {
      this.publishes.settle(event.requestId, event.body);
    }
  }

  private ended(transport: Transport, end: TransportEnd): void {
    if (this.carrier !== transport) return;
    this.carrier = null;
    this.openKind = null;
    this.isSynced = false;
    if (end.kind === 'refused') {
      if (end.error.code === INVALID_NONCE_CODE && !this.nonceRenewed) this.renewNonce(end.error);
      else this.refuse(end.error);
      return;
    }
    this.publishes.requeue();
    // Who else is here is unknown while offline; the server sends everyone again on rejoining.
    const others = [...this.awareness.getStates().keys()].filter((id) => id !== this.doc.clientID);
    if (others.length > 0) {
      removeAwarenessStates(this.awareness, others, this);
      // Forget their clocks too, so their unchanged states are taken when the server resends them.
      for (const id of others) this.awareness.meta.delete(id);
    }
    this.setStatus('offline');
    const delay = reconnectDelay(this.attempt, Math.random());
    this.attempt += 1;
    this.retry = startTimer(() => this.connect(), delay);
  }

  /** The nonce to send: the fresh one while `nonce()` still gives the one that was refused. */
  private nonce(): string {
    const given = this.options.nonce();
    const fresh = this.freshNonce;
    return fresh !== null && fresh.refusedNonce === given ? fresh.nonce : given;
  }

  /**
   * The server refused the nonce (it expired): a fresh one is fetched and the join tried again,
   * once until the next sync; without one, the connection is refused with the server's error.
   */
  private renewNonce(error: CollabError): void {
    this.nonceRenewed = true;
    const refusedNonce = this.nonce();
    const fetch = this.fetch;
    const refresh =
      this.options.refreshNonce ??
      (fetch
        ? () => fetchFreshNonce(fetch, this.options.baseUrl, this.options.headers)
        : async () => null);
    refresh()
      .catch(() => null)
      .then((nonce) => {
        if (this.closed) return;
        if (nonce === null || nonce === refusedNonce) {
          this.refuse(error);
          return;
        }
        this.freshNonce = { nonce, refusedNonce: this.options.nonce() };
        this.connect();
      });
  }

  private refuse(error: CollabError): void {
    this.refusal = error;
    cancelTimer(this.retry);
    this.retry = null;
    this.setStatus('refused');
    this.firstSync.reject(new CollabRefusedError(error));
    this.publishes.failAll(error);
  }

  private sendPublishes(): void {
    const transport = this.carrier;
    if (!transport || !this.isSynced) return;
    for (const save of this.publishes.takeWaiting()) {
      transport.send(saveFrame(save.requestId, save.saveId));
    }
  }

  /** Sets the status; listeners hear of any change of it or of the transport. */
  private setStatus(status: CollabStatus): void {
    this.current = status;
    const state = `${status} ${this.openKind}`;
    if (state === this.notified) return;
    this.notified = state;
    for (const listener of [...this.listeners]) {
      try {
        listener();
      } catch (error) {
        // A listener's failure is thrown on its own (the host reports it as uncaught), so it
        // never stops the connection's own steps.
        startTimer(() => {
          throw error;
        }, 0);
      }
    }
  }

  private readonly onDocUpdate = (update: Uint8Array, origin: unknown): void => {
    if (origin === this || !this.openKind) return;
    this.carrier?.send(updateFrame(update));
  };

  private readonly onAwarenessUpdate = (changes: {
    added: number[];
    updated: number[];
    removed: number[];
  }): void => {
    if (!this.openKind) return;
    const own = this.doc.clientID;
    const changed = [...changes.added, ...changes.updated, ...changes.removed];
    // Only this client's own state is sent (also when the server dropped it: y-protocols
    // raises its clock and reports it changed, so it is announced again).
    if (!changed.includes(own)) return;
    this.carrier?.send(awarenessFrame(encodeAwarenessUpdate(this.awareness, [own])));
  };
}

/**
 * Opens a live connection to a record document (`<kind>:<id>`) on the server at `baseUrl`:
 * y-protocols sync and awareness over a WebSocket, the HTTP fallback where one cannot open, and
 * saves over the same channel. Runs in browsers and in Node (pass `ws` and a fetch).
 */
export function openCollabConnection(options: CollabConnectionOptions): CollabConnection {
  return new RecordConnection(options);
}
