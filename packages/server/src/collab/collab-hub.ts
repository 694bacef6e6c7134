import { randomUUID } from 'node:crypto';
import {
  keepLostContainers,
  markSaved,
  mergeRestWrite,
  savedBlockIds,
  savedVersion,
  seedRecordDoc,
} from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import type { FastifyRequest } from 'fastify';
import {
  Awareness,
  applyAwarenessUpdate,
  encodeAwarenessUpdate,
  removeAwarenessStates,
} from 'y-protocols/awareness';
import * as Y from 'yjs';
import { AppError } from '../errors/app-error.js';
import type { CollabBus, CollabBusListener } from './collab-bus.js';
import {
  awarenessFrame,
  decodeClientMessage,
  permissionDeniedFrame,
  syncStep1Frame,
  syncStep2Frame,
  updateFrame,
} from './collab-messages.js';
import type { CollabStore } from './collab-store.js';
import { type DocKey, parseDocKey } from './doc-key.js';
import { differsFromSavedBase } from './filtered-writes.js';
import type { CollabPeer, LiveDoc } from './live-doc.js';
import { stampAwarenessUpdate } from './presence-identity.js';
import type { CollabPresenceHook } from './presence-tracker.js';
import { type PublishAnswer, publishLiveDoc } from './publish-document.js';
import type { RecordGateway } from './record-gateway.js';
import { type RecordSnapshot, seedTreeOf } from './record-snapshot.js';
import { applyClientUpdate } from './server-meta.js';

export type { CollabPeer, LiveDoc } from './live-doc.js';

export interface CollabHubOptions {
  /** This instance's name in `collab_updates` (the bus must use the same). */
  instanceId?: string;
  /** Compact a document after this many appended updates (default 200). */
  compactEvery?: number;
  log?: (message: string, error?: unknown) => void;
  /** Told of every client that joins or leaves (the presence table of the list screens). */
  presence?: CollabPresenceHook;
}

/** Origin of changes read from other instances: forwarded to clients, never stored again. */
const REMOTE_ORIGIN = 'atelier-collab-remote';
/** Origin of REST writes merged into a live document. */
const REST_ORIGIN = 'atelier-collab-rest';

export const READ_ONLY_REASON =
  'You can follow this record but not edit it: your change was not applied.';

export const notStarted = () =>
  new AppError(
    'rest_collab_not_started',
    'Nobody is editing this record yet; someone who can edit it has to open it first.',
    403,
  );

function isEmptyUpdate(update: Uint8Array): boolean {
  const decoded = Y.decodeUpdate(update);
  return decoded.structs.length === 0 && decoded.ds.clients.size === 0;
}

/**
 * The shared documents of one instance: each open record's Y.Doc (loaded from storage, else
 * seeded from the record as its REST route answers), its clients and their presence. Local
 * changes are stored and announced to the other instances; theirs are read back and forwarded.
 */
export class CollabHub implements CollabBusListener {
  readonly instanceId: string;
  private readonly live = new Map<string, LiveDoc>();
  private readonly opening = new Map<string, Promise<LiveDoc>>();
  private readonly ownRows = new Set<number>();
  private readonly publishTokens = new Set<string>();
  private readonly compactEvery: number;
  private readonly log: (message: string, error?: unknown) => void;
  private readonly presence: CollabPresenceHook | undefined;

  constructor(
    private readonly store: CollabStore,
    private readonly bus: CollabBus,
    private readonly gateway: RecordGateway,
    options: CollabHubOptions = {},
  ) {
    this.instanceId = options.instanceId ?? randomUUID();
    this.compactEvery = options.compactEvery ?? 200;
    this.log = options.log ?? (() => undefined);
    this.presence = options.presence;
  }

  async start(): Promise<void> {
    await this.bus.listen(this);
  }

  /** Whether the document is open here or stored (a reader may join only such a document). */
  async exists(key: DocKey): Promise<boolean> {
    return this.live.has(key.key) || (await this.store.exists(key.key));
  }

  /** The document open on this instance under the key, if any. */
  liveDoc(docKey: string): LiveDoc | undefined {
    return this.live.get(docKey);
  }

  /**
   * Adds a client to the document (opening it first): it is sent sync step 1 and everyone's
   * presence. `snapshot` is the record as the client read it for editing (a reader has none,
   * and cannot start a document nobody opened); read by the access check before the upgrade, it
   * can miss a REST write that ended meanwhile (no document to merge into yet), so a document
   * opened for the join reads the record again with `reread` (a write ending later merges).
   */
  async join(
    key: DocKey,
    peer: CollabPeer,
    snapshot: RecordSnapshot | undefined,
    reread?: () => Promise<RecordSnapshot>,
  ): Promise<LiveDoc> {
    const live = await this.open(key, snapshot, reread);
    live.peers.add(peer);
    this.presence?.joined(key.key, peer);
    peer.send(syncStep1Frame(live.doc));
    const clients = [...live.awareness.getStates().keys()];
    if (clients.length > 0) {
      peer.send(awarenessFrame(encodeAwarenessUpdate(live.awareness, clients)));
    }
    return live;
  }

  /** Handles one frame from a client. Answers false when the frame was not understood. */
  receive(live: LiveDoc, peer: CollabPeer, frame: Uint8Array): boolean {
    const message = decodeClientMessage(frame);
    if (!message) return false;
    if (message.type === 'queryAwareness') {
      const clients = [...live.awareness.getStates().keys()];
      peer.send(awarenessFrame(encodeAwarenessUpdate(live.awareness, clients)));
      return true;
    }
    try {
      if (message.type === 'awareness') {
        applyAwarenessUpdate(live.awareness, stampAwarenessUpdate(message.update, peer.user), peer);
        return true;
      }
      if (message.sync.kind === 'step1') {
        peer.send(syncStep2Frame(live.doc, message.sync.stateVector));
        return true;
      }
      if (isEmptyUpdate(message.sync.update)) return true;
      if (!peer.canEdit) {
        peer.send(permissionDeniedFrame(READ_ONLY_REASON));
        return true;
      }
      if (!peer.unfilteredHtml) live.mayHoldFilteredWrites = true;
      // `meta` is the server's: what a client wrote there is undone, and the sender told.
      const undone = applyClientUpdate(live.doc, message.sync.update, peer);
      if (undone) {
        this.log(`collab: a client's change to the saved state of ${live.key.key} was undone`);
        peer.send(updateFrame(undone));
      }
      return true;
    } catch (error) {
      this.log(`collab: a frame for ${live.key.key} could not be applied`, error);
      return false;
    }
  }

  /** Removes a client (and its presence); the last one out compacts and closes the document. */
  async leave(live: LiveDoc, peer: CollabPeer): Promise<void> {
    if (!live.peers.delete(peer)) return;
    this.presence?.left(live.key.key, peer);
    if (peer.awarenessClients.size > 0) {
      removeAwarenessStates(live.awareness, [...peer.awarenessClients], 'leave');
    }
    if (live.peers.size === 0) await this.release(live);
  }

  /**
   * Merges a REST write of the record into its document, if it has one here or in storage: the
   * record is read back as the writer, and the change from the document's saved base to it is
   * applied to the live state (connected clients receive it).
   */
  async mergeRestWrite(key: DocKey, caller: FastifyRequest): Promise<void> {
    if (!this.opening.has(key.key) && !(await this.exists(key))) return;
    const snapshot = await this.gateway.readForEdit(key, caller);
    const live = await this.open(key, snapshot);
    await this.mergeSnapshot(live, snapshot);
    if (live.peers.size === 0) await this.release(live);
  }

  /**
   * Applies `change` to the record's document if it is open here or stored (then opened from
   * storage for it and closed again when nobody is in it): its clients here receive it, it is
   * stored, and the other instances read it through the bus. Answers whether there was one.
   */
  async changeDocument(key: DocKey, change: (doc: Y.Doc) => void): Promise<boolean> {
    if (!(await this.exists(key))) return false;
    const live = await this.open(key, undefined);
    change(live.doc);
    await live.writes;
    if (live.peers.size === 0) await this.release(live);
    return true;
  }

  /** Whether a request carries the token of one of this hub's own publishes. */
  isOwnPublish(token: unknown): boolean {
    return typeof token === 'string' && this.publishTokens.has(token);
  }

  /**
   * Saves the document as its record through REST as the caller, checks what was stored and
   * records the saved base (`publish-document.ts`). Answers the new version and whether the
   * record holds a cleaned form (the document then holds it too).
   */
  async publishDocument(docKey: string, caller: FastifyRequest): Promise<PublishAnswer> {
    const key = parseDocKey(docKey);
    const live = key ? this.live.get(key.key) : undefined;
    if (!key || !live)
      throw new AppError('rest_collab_not_open', 'This document is not open.', 404);
    const token = randomUUID();
    this.publishTokens.add(token);
    try {
      return await publishLiveDoc(live, caller, token, {
        gateway: this.gateway,
        mergeSnapshot: (doc, snapshot) => this.mergeSnapshot(doc, snapshot),
        storeSavedVersion: async (doc, version) => {
          const saved = { version, ids: savedBlockIds(doc.doc) };
          this.queueWrite(doc, () => this.store.setSavedVersion(doc.key.key, saved));
          await doc.writes;
        },
      });
    } finally {
      this.publishTokens.delete(token);
    }
  }

  onUpdate(docKey: string, rowId: number): void {
    if (this.ownRows.delete(rowId)) return;
    const live = this.live.get(docKey);
    if (live) this.queueWrite(live, () => this.catchUp(live, rowId));
  }

  onAwareness(docKey: string, update: Uint8Array): void {
    const live = this.live.get(docKey);
    if (live) applyAwarenessUpdate(live.awareness, update, REMOTE_ORIGIN);
  }

  onReconnect(): void {
    for (const live of this.live.values()) {
      this.queueWrite(live, () => this.catchUp(live, live.lastSeenId + 1));
    }
  }

  /** Stops listening and closes every document (after its pending writes). */
  async close(): Promise<void> {
    await this.bus.close();
    await this.presence?.close();
    for (const live of [...this.live.values()]) {
      await live.writes;
      this.drop(live);
    }
  }

  private open(
    key: DocKey,
    snapshot: RecordSnapshot | undefined,
    reread?: () => Promise<RecordSnapshot>,
  ): Promise<LiveDoc> {
    const existing = this.live.get(key.key);
    if (existing) return Promise.resolve(existing);
    let opening = this.opening.get(key.key);
    if (!opening) {
      opening = this.load(key, snapshot, reread).finally(() => this.opening.delete(key.key));
      this.opening.set(key.key, opening);
    }
    return opening;
  }

  /** Opens a document from storage, or seeds it from the record (read again: see `join`). */
  private async load(
    key: DocKey,
    given: RecordSnapshot | undefined,
    reread?: () => Promise<RecordSnapshot>,
  ): Promise<LiveDoc> {
    const snapshot = given && reread ? await reread().catch(() => given) : given;
    let stored = await this.store.load(key.key);
    if (!stored) {
      if (!snapshot) throw notStarted();
      const seed = new Y.Doc();
      seedRecordDoc(seed, seedTreeOf(snapshot), snapshot.version, fullCoreRegistry());
      stored = await this.store.create(key.key, Y.encodeStateAsUpdate(seed), {
        version: snapshot.version,
        ids: savedBlockIds(seed),
      });
      seed.destroy();
    }
    const doc = new Y.Doc();
    Y.applyUpdate(doc, stored.state, REMOTE_ORIGIN);
    let lastSeenId = 0;
    for (const row of stored.updates) {
      Y.applyUpdate(doc, row.update, REMOTE_ORIGIN);
      lastSeenId = Math.max(lastSeenId, row.id);
    }
    // A REST write the server merged can create a key a client creates at once.
    keepLostContainers(doc);
    const awareness = new Awareness(doc);
    awareness.setLocalState(null);
    const live: LiveDoc = {
      key,
      doc,
      awareness,
      peers: new Set(),
      lastSeenId,
      writes: Promise.resolve(),
      appendsSinceCompaction: 0,
      mayHoldFilteredWrites: differsFromSavedBase(doc),
      unconfirmedVersion: null,
    };
    this.watch(live);
    this.live.set(key.key, live);
    if (snapshot) await this.mergeSnapshot(live, snapshot);
    return live;
  }

  /** Forwards a document's changes and presence to its clients, and stores local changes. */
  private watch(live: LiveDoc): void {
    live.doc.on('update', (update: Uint8Array, origin: unknown) => {
      const frame = updateFrame(update);
      for (const peer of live.peers) if (peer !== origin) peer.send(frame);
      if (origin !== REMOTE_ORIGIN) this.queueWrite(live, () => this.append(live, update));
    });
    live.awareness.on(
      'update',
      (changes: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
        const changed = [...changes.added, ...changes.updated, ...changes.removed];
        if (changed.length === 0) return;
        const sender = [...live.peers].find((peer) => peer === origin);
        if (sender) {
          for (const id of [...changes.added, ...changes.updated]) sender.awarenessClients.add(id);
          for (const id of changes.removed) sender.awarenessClients.delete(id);
        }
        const update = encodeAwarenessUpdate(live.awareness, changed);
        const frame = awarenessFrame(update);
        for (const peer of live.peers) if (peer !== origin) peer.send(frame);
        if (origin !== REMOTE_ORIGIN && this.bus.shared) {
          this.bus.announceAwareness(live.key.key, update).catch((error: unknown) => {
            this.log(`collab: presence of ${live.key.key} was not announced`, error);
          });
        }
      },
    );
  }

  private queueWrite(live: LiveDoc, write: () => Promise<void>): void {
    live.writes = live.writes.then(write).catch((error: unknown) => {
      this.log(`collab: storing ${live.key.key} failed`, error);
    });
  }

  private async append(live: LiveDoc, update: Uint8Array): Promise<void> {
    const rowId = await this.store.append(live.key.key, update, this.instanceId);
    if (this.bus.shared) {
      this.ownRows.add(rowId);
      await this.bus.announceUpdate(live.key.key, rowId);
    }
    live.appendsSinceCompaction += 1;
    if (live.appendsSinceCompaction >= this.compactEvery) {
      live.appendsSinceCompaction = 0;
      await this.store.compact(live.key.key);
    }
  }

  /**
   * Reads the rows another instance announced (and any before it this instance has not seen).
   * A row can commit after a higher one, so the announced row is read even below `lastSeenId`;
   * when compaction folded it into the state already, the state is applied (Yjs updates apply
   * idempotently).
   */
  private async catchUp(live: LiveDoc, rowId: number): Promise<void> {
    const rows = await this.store.updatesAfter(live.key.key, Math.min(live.lastSeenId, rowId - 1));
    if (!rows.some((row) => row.id === rowId) && rowId > live.lastSeenId) {
      const state = await this.store.state(live.key.key);
      if (state) Y.applyUpdate(live.doc, state, REMOTE_ORIGIN);
    }
    for (const row of rows) {
      if (row.instanceId !== this.instanceId) {
        live.mayHoldFilteredWrites = true;
        Y.applyUpdate(live.doc, row.update, REMOTE_ORIGIN);
      }
      live.lastSeenId = Math.max(live.lastSeenId, row.id);
    }
  }

  /** Merges the record as last read into the document unless the document saved that version. */
  private async mergeSnapshot(live: LiveDoc, snapshot: RecordSnapshot): Promise<void> {
    if (String(savedVersion(live.doc) ?? '') === snapshot.version) return;
    mergeRestWrite(live.doc, snapshot.tree, REST_ORIGIN, fullCoreRegistry());
    markSaved(live.doc, snapshot.version, fullCoreRegistry());
    const saved = { version: snapshot.version, ids: savedBlockIds(live.doc) };
    this.queueWrite(live, () => this.store.setSavedVersion(live.key.key, saved));
    await live.writes;
  }

  private async release(live: LiveDoc): Promise<void> {
    await live.writes;
    await this.store.compact(live.key.key);
    if (live.peers.size === 0 && this.live.get(live.key.key) === live) this.drop(live);
  }

  private drop(live: LiveDoc): void {
    this.live.delete(live.key.key);
    live.awareness.destroy();
    live.doc.destroy();
  }
}
