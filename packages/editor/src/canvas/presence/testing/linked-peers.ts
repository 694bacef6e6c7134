import { type BlockNode, parse } from '@atelier/blocks';
import { readBlocks, seedRecordDoc } from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';

/** One browser's side of a shared record in tests: what a connection hands the canvas. */
export interface TestPeer {
  docKey: string;
  doc: Y.Doc;
  awareness: Awareness;
}

export interface LinkedPeers {
  local: TestPeer;
  remote: TestPeer;
  /** The ids of the top-level blocks, in order. */
  ids: string[];
  /** Stops relaying (the remote person's tab closes: their presence is removed). */
  disconnect(): void;
}

const RELAY = 'test-relay';

function relayUpdates(from: Y.Doc, to: Y.Doc): () => void {
  const relay = (update: Uint8Array, origin: unknown) => {
    if (origin !== RELAY) Y.applyUpdate(to, update, RELAY);
  };
  from.on('update', relay);
  return () => from.off('update', relay);
}

interface AwarenessChanges {
  added: number[];
  updated: number[];
  removed: number[];
}

function relayPresence(from: Awareness, to: Awareness): () => void {
  const relay = ({ added, updated, removed }: AwarenessChanges, origin: unknown) => {
    if (origin === RELAY) return;
    applyAwarenessUpdate(
      to,
      encodeAwarenessUpdate(from, [...added, ...updated, ...removed]),
      RELAY,
    );
  };
  from.on('update', relay);
  return () => from.off('update', relay);
}

/**
 * Two replicas of one record document seeded from markup, with their awareness, relaying every
 * change to the other at once (as two connected browsers, without the network).
 */
export function linkedPeers(markup: string, docKey = 'page:1'): LinkedPeers {
  const localDoc = new Y.Doc();
  seedRecordDoc(
    localDoc,
    { fields: {}, blocks: parse(markup) as BlockNode[] },
    null,
    fullCoreRegistry(),
  );
  const remoteDoc = new Y.Doc();
  Y.applyUpdate(remoteDoc, Y.encodeStateAsUpdate(localDoc), RELAY);
  const local = { docKey, doc: localDoc, awareness: new Awareness(localDoc) };
  const remote = { docKey, doc: remoteDoc, awareness: new Awareness(remoteDoc) };
  const stops = [
    relayUpdates(localDoc, remoteDoc),
    relayUpdates(remoteDoc, localDoc),
    relayPresence(local.awareness, remote.awareness),
    relayPresence(remote.awareness, local.awareness),
  ];
  applyAwarenessUpdate(
    local.awareness,
    encodeAwarenessUpdate(remote.awareness, [remoteDoc.clientID]),
    RELAY,
  );
  return {
    local,
    remote,
    ids: readBlocks(localDoc, fullCoreRegistry())
      .filter((block) => block.name !== null)
      .map((block) => block.clientId),
    disconnect() {
      for (const stop of stops) stop();
      remote.awareness.destroy();
      applyAwarenessUpdate(
        local.awareness,
        encodeAwarenessUpdate(remote.awareness, [remoteDoc.clientID]),
        RELAY,
      );
    },
  };
}
