import type * as Y from 'yjs';
import { blocksMap } from './doc-layout';

const counters = new WeakMap<Y.Doc, number>();

/**
 * A new block id for a document: this client's Yjs id and a count, in base 36 (`k3x9q1.1f`).
 * Yjs already needs client ids to be unique among a document's writers, so two clients never
 * make the same id; short ids keep the document state small.
 */
export function newBlockId(doc: Y.Doc): string {
  const blocks = blocksMap(doc);
  let count = counters.get(doc) ?? 0;
  let id: string;
  do {
    count += 1;
    id = `${doc.clientID.toString(36)}.${count.toString(36)}`;
  } while (blocks.has(id));
  counters.set(doc, count);
  return id;
}
