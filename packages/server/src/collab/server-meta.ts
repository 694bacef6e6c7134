import { CONFLICTS_KEY, DOC_ROOTS } from '@atelier/collab';
import * as Y from 'yjs';

/**
 * The keys of a document's `meta` a client may write: the conflict marks (dismissed in the
 * editor, or set by a merge the editor ran before its first sync). The rest — the saved version
 * and base, the answers to saves — is the server's.
 */
const CLIENT_META_KEYS: ReadonlySet<string> = new Set([CONFLICTS_KEY]);

/**
 * Applies a client's document update, and in the same transaction puts back whatever it changed
 * in `meta` outside the conflict marks (a forged saved version, a replaced base, a new key), so
 * the update every other client receives already holds the server's values. Yjs cannot leave out
 * part of an update (the client's later updates build on it), so the change is undone rather than
 * refused. Answers the update that brings the sender back in line (null when nothing was undone).
 */
export function applyClientUpdate(
  doc: Y.Doc,
  update: Uint8Array,
  origin: unknown,
): Uint8Array | null {
  const meta = doc.getMap<unknown>(DOC_ROOTS.meta);
  const before = new Map<string, unknown>();
  for (const [key, value] of meta.entries()) {
    if (!CLIENT_META_KEYS.has(key)) before.set(key, value);
  }
  let undoneFrom: Uint8Array | null = null;
  doc.transact((transaction) => {
    Y.applyUpdate(doc, update, origin);
    const touched: string[] = [];
    for (const [type, keys] of transaction.changed) {
      if ((type as unknown) !== meta) continue;
      for (const key of keys) if (key !== null && !CLIENT_META_KEYS.has(key)) touched.push(key);
    }
    if (touched.length === 0) return;
    undoneFrom = Y.encodeStateVector(doc);
    for (const key of touched) {
      const value = before.get(key);
      // A shared type once integrated cannot be set again; the server keeps none in `meta`.
      if (value instanceof Y.AbstractType) continue;
      if (before.has(key)) meta.set(key, value);
      else meta.delete(key);
    }
  }, origin);
  return undoneFrom === null ? null : Y.encodeStateAsUpdate(doc, undoneFrom);
}
