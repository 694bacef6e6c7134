import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { MESSAGE, packFrames, unpackFrames, updateFrame } from '../collab-messages.js';
import { CLIENT_HEADER } from '../fallback-clients.js';

/** Who connects: a session's cookie and nonce, and the Origin to claim. */
export interface Credentials {
  cookie?: string;
  nonce?: string;
  origin?: string;
}

const FROM_SERVER = 'from-server';

/**
 * A Yjs client of one document as a browser would be: its own Y.Doc and awareness, synced with
 * the server through y-protocols frames; whatever transport carries them.
 */
export class TestPeer {
  readonly doc = new Y.Doc();
  readonly awareness = new Awareness(this.doc);
  readonly denied: string[] = [];
  synced = false;

  constructor(private readonly send: (frame: Uint8Array) => void) {
    this.awareness.setLocalState(null);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== FROM_SERVER) this.send(updateFrame(update));
    });
    this.awareness.on(
      'update',
      (changes: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
        if (origin === FROM_SERVER) return;
        const changed = [...changes.added, ...changes.updated, ...changes.removed];
        const encoder = encoding.createEncoder();
        encoding.writeVarUint(encoder, MESSAGE.awareness);
        encoding.writeVarUint8Array(encoder, encodeAwarenessUpdate(this.awareness, changed));
        this.send(encoding.toUint8Array(encoder));
      },
    );
  }

  /** Sync step 1 of this client (what a client sends first). */
  step1(): Uint8Array {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE.sync);
    syncProtocol.writeSyncStep1(encoder, this.doc);
    return encoding.toUint8Array(encoder);
  }

  /** Handles a server frame; answers (sends) what the protocol asks. */
  receive(frame: Uint8Array): void {
    const decoder = decoding.createDecoder(frame);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE.sync) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE.sync);
      const kind = syncProtocol.readSyncMessage(decoder, encoder, this.doc, FROM_SERVER);
      if (kind === syncProtocol.messageYjsSyncStep2) this.synced = true;
      if (encoding.length(encoder) > 1) this.send(encoding.toUint8Array(encoder));
    } else if (type === MESSAGE.awareness) {
      applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), FROM_SERVER);
    } else if (type === MESSAGE.auth) {
      decoding.readVarUint(decoder);
      this.denied.push(decoding.readVarString(decoder));
    }
  }

  destroy(): void {
    this.awareness.destroy();
    this.doc.destroy();
  }
}

/** The `ws://` address of a document on a server (`http://127.0.0.1:port`). */
export function collabUrl(base: string, docPath: string, nonce?: string): string {
  const url = new URL(`/wp-json/atelier/v1/collab/${docPath}`, base);
  if (nonce !== undefined) url.searchParams.set('_wpnonce', nonce);
  return url.toString();
}

/** A refused handshake: the HTTP status and the REST error body. */
export interface Refusal {
  status: number;
  body: { code?: string; message?: string; data?: { status?: number } };
}

/** A WebSocket client of a document, connected and listening. */
export interface SocketPeer {
  peer: TestPeer;
  socket: WebSocket;
  close(): Promise<void>;
}

/** Opens a WebSocket to a document; rejects with a `Refusal` when the server refuses it. */
export function connectSocket(
  base: string,
  docPath: string,
  who: Credentials,
): Promise<SocketPeer> {
  const url = collabUrl(base.replace(/^http/, 'ws'), docPath, who.nonce);
  const headers: Record<string, string> = {};
  if (who.cookie) headers.cookie = who.cookie;
  if (who.origin) headers.origin = who.origin;
  const socket = new WebSocket(url, { headers });
  const peer = new TestPeer((frame) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(frame);
  });
  socket.on('message', (data: Buffer) => peer.receive(new Uint8Array(data)));
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: Refusal['body'] = {};
        try {
          body = JSON.parse(text) as Refusal['body'];
        } catch {
          body = { message: text };
        }
        reject({ status: response.statusCode ?? 0, body } satisfies Refusal);
      });
    });
    socket.once('error', reject);
    socket.once('open', () => {
      socket.send(peer.step1());
      resolve({
        peer,
        socket,
        close: () =>
          new Promise<void>((done) => {
            if (socket.readyState === WebSocket.CLOSED) return done();
            socket.once('close', () => done());
            socket.close();
          }),
      });
    });
  });
}

/** A client of the HTTP fallback: each `poll` sends the queued frames and takes the answers. */
export class FallbackPeer {
  readonly peer: TestPeer;
  clientId: string | undefined;
  private outbox: Uint8Array[] = [];

  constructor(
    private readonly base: string,
    private readonly docPath: string,
    private readonly who: Credentials,
  ) {
    this.peer = new TestPeer((frame) => this.outbox.push(frame));
    this.outbox.push(this.peer.step1());
  }

  /**
   * One exchange; answers the HTTP status (frames received are handled) and whether the server
   * ended the connection with it (`Connection: close`).
   */
  async poll(): Promise<{ status: number; body: unknown; closes?: boolean }> {
    const headers: Record<string, string> = { 'content-type': 'application/octet-stream' };
    if (this.who.cookie) headers.cookie = this.who.cookie;
    if (this.who.nonce) headers['x-wp-nonce'] = this.who.nonce;
    if (this.who.origin) headers.origin = this.who.origin;
    if (this.clientId) headers[CLIENT_HEADER] = this.clientId;
    const frames = this.outbox.splice(0);
    const response = await fetch(collabUrl(this.base, this.docPath), {
      method: 'POST',
      headers,
      body: Buffer.from(packFrames(frames)),
    });
    if (response.status !== 200) return { status: response.status, body: await response.json() };
    this.clientId = response.headers.get(CLIENT_HEADER) ?? this.clientId;
    const answer = unpackFrames(new Uint8Array(await response.arrayBuffer())) ?? [];
    for (const frame of answer) this.peer.receive(frame);
    return {
      status: 200,
      body: answer.length,
      closes: response.headers.get('connection') === 'close',
    };
  }
}

/** Waits until `check` holds (polling every 10 ms), or fails after `timeoutMs`. */
export async function waitFor(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
