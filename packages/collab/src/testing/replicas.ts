import { type BlockNode, parse } from '@atelier/blocks';
import * as Y from 'yjs';
import { fullCoreRegistry } from '../core-registry';
import { seedRecordDoc } from '../seed-record-doc';

/** Two replicas of one record document, each recording the updates it makes itself. */
export interface Replicas {
  a: Y.Doc;
  b: Y.Doc;
  /** Updates made on a replica and not yet sent to the other. */
  pending: Map<Y.Doc, Uint8Array[]>;
}

const REMOTE = 'remote-replica';

function record(doc: Y.Doc, pending: Map<Y.Doc, Uint8Array[]>): void {
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== REMOTE) pending.get(doc)?.push(update);
  });
}

/** Seeds one document from markup and loads a second from its state, as a joining client does. */
export function seededReplicas(markup: string, fields: Record<string, string> = {}): Replicas {
  const a = new Y.Doc();
  seedRecordDoc(a, { fields, blocks: parse(markup) as BlockNode[] }, 1, fullCoreRegistry());
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a), REMOTE);
  const pending = new Map<Y.Doc, Uint8Array[]>([
    [a, []],
    [b, []],
  ]);
  record(a, pending);
  record(b, pending);
  return { a, b, pending };
}

/**
 * Delivers the pending updates of both replicas to each other, `b`'s first when `order` is
 * 'b-first', so a test can check that the order of delivery does not change the result.
 */
export function exchange(replicas: Replicas, order: 'a-first' | 'b-first' = 'a-first'): void {
  const fromA = replicas.pending.get(replicas.a) ?? [];
  const fromB = replicas.pending.get(replicas.b) ?? [];
  replicas.pending.set(replicas.a, []);
  replicas.pending.set(replicas.b, []);
  const deliverA = () => {
    for (const update of fromA) Y.applyUpdate(replicas.b, update, REMOTE);
  };
  const deliverB = () => {
    for (const update of fromB) Y.applyUpdate(replicas.a, update, REMOTE);
  };
  if (order === 'a-first') {
    deliverA();
    deliverB();
  } else {
    deliverB();
    deliverA();
  }
}
