import { parse } from '@atelier/blocks';
import {
  keepLostContainers,
  markSaved,
  type RecordFields,
  readRecordDoc,
  recordContent,
  seedRecordDoc,
} from '@atelier/collab';
import type {
  CollabConnection,
  CollabError,
  CollabStatus,
  PublishResult,
} from '@atelier/collab/client';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';

/** What the fake server stored when a document was published. */
export interface PublishedRecord {
  version: string;
  content: string;
  fields: Record<string, unknown>;
}

export interface LinkedSession {
  /** The server's copy of the document. */
  server: Y.Doc;
  /** A new tab's connection (synced at once unless `{ synced: false }`). */
  connect(options?: { synced?: boolean }): CollabConnection & { sync(): void };
  /** Delivers every update waiting in either direction until none is left. */
  flush(): void;
  /** Whether updates travel at once (the default) or wait for `flush()`. */
  setAutoFlush(on: boolean): void;
  /** The next publish answers this error instead of saving. */
  refuseNextPublish(error: CollabError): void;
  /** Every publish so far. */
  published: PublishedRecord[];
}

const FROM_SERVER = 'linked-session-server';

/**
 * An in-memory stand-in for the collaboration server and its clients (unit tests of the editor
 * binding): one server document seeded from markup, any number of connections whose documents
 * exchange updates through it, and publish() that stores the document's content as a new version
 * and records it as saved (as the server's `publishDocument` does), which every client then sees.
 */
export function createLinkedSession(seed: {
  docKey: string;
  markup: string;
  fields?: RecordFields;
  version: string;
}): LinkedSession {
  const server = new Y.Doc();
  keepLostContainers(server);
  seedRecordDoc(
    server,
    { fields: seed.fields ?? {}, blocks: parse(seed.markup) },
    seed.version,
    fullCoreRegistry(),
  );
  const clients: { doc: Y.Doc; outbox: Uint8Array[]; inbox: Uint8Array[]; live: boolean }[] = [];
  const published: PublishedRecord[] = [];
  let auto = true;
  let refusal: CollabError | null = null;
  let versions = 0;

  server.on('update', (update: Uint8Array, origin: unknown) => {
    for (const client of clients) if (client !== origin && client.live) client.inbox.push(update);
  });

  const flush = () => {
    for (let round = 0; round < 20; round += 1) {
      let moved = false;
      for (const client of clients) {
        if (!client.live) continue;
        for (const update of client.outbox.splice(0)) {
          moved = true;
          Y.applyUpdate(server, update, client);
        }
      }
      for (const client of clients) {
        if (!client.live) continue;
        for (const update of client.inbox.splice(0)) {
          moved = true;
          Y.applyUpdate(client.doc, update, FROM_SERVER);
        }
      }
      if (!moved) return;
    }
  };

  const connect = ({ synced = true } = {}) => {
    const doc = new Y.Doc();
    keepLostContainers(doc);
    const awareness = new Awareness(doc);
    const client = { doc, outbox: [] as Uint8Array[], inbox: [] as Uint8Array[], live: false };
    clients.push(client);
    let status: CollabStatus = 'connecting';
    const listeners = new Set<() => void>();
    let resolveSynced: () => void = () => undefined;
    const synced$ = new Promise<void>((resolve) => {
      resolveSynced = resolve;
    });
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === FROM_SERVER) return;
      client.outbox.push(update);
      if (auto && client.live) flush();
    });
    const sync = () => {
      Y.applyUpdate(doc, Y.encodeStateAsUpdate(server), FROM_SERVER);
      client.live = true;
      status = 'synced';
      flush();
      for (const listener of listeners) listener();
      resolveSynced();
    };
    const connection: CollabConnection & { sync(): void } = {
      docKey: seed.docKey,
      doc,
      awareness,
      status: () => status,
      error: () => null,
      transport: () => (client.live ? 'websocket' : null),
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      whenSynced: () => synced$,
      async publish(): Promise<PublishResult> {
        flush();
        if (refusal !== null) {
          const error = refusal;
          refusal = null;
          return { ok: false, error };
        }
        versions += 1;
        const version = `${seed.version}.${versions}`;
        const record = readRecordDoc(server, fullCoreRegistry());
        published.push({
          version,
          content: recordContent(server, fullCoreRegistry()),
          fields: record.fields,
        });
        markSaved(server, version, fullCoreRegistry());
        flush();
        return { ok: true, version };
      },
      close() {
        client.live = false;
        status = 'offline';
        awareness.destroy();
      },
      sync,
    };
    if (synced) sync();
    return connection;
  };

  return {
    server,
    connect,
    flush,
    setAutoFlush(on) {
      auto = on;
      if (on) flush();
    },
    refuseNextPublish(error) {
      refusal = error;
    },
    published,
  };
}
