import * as Y from 'yjs';
import type { JsonValue } from './doc-layout';
import { fieldsMap } from './doc-layout';
import { restoreInto } from './record-fields';

/** Origin of the writes that put back what a replica wrote into a container that lost. */
export const RESTORE_ORIGIN = 'atelier-restore-lost';

type Container = Y.Map<unknown> | Y.Array<unknown>;

/** The container an item holds, if it holds a map or an array. */
function containerOf(item: Y.Item): Container | undefined {
  if (!(item.content instanceof Y.ContentType)) return undefined;
  const type = item.content.type;
  return type instanceof Y.Map || type instanceof Y.Array ? type : undefined;
}

/** Whether an item still held its value before this transaction (not deleted earlier). */
function heldBefore(item: Y.Item, transaction: Y.Transaction): boolean {
  return !item.deleted || Y.isDeleted(transaction.deleteSet, item.id);
}

/** An item's value as plain JSON, read even though the transaction just deleted it. */
function readValue(item: Y.Item, transaction: Y.Transaction): JsonValue {
  const container = containerOf(item);
  if (container !== undefined) return readContainer(container, transaction);
  const values = item.content.getContent() as JsonValue[];
  return values[values.length - 1] ?? null;
}

function readContainer(type: Container, transaction: Y.Transaction): JsonValue {
  if (type instanceof Y.Map) {
    const out: Record<string, JsonValue> = {};
    for (const [key, item] of type._map) {
      if (heldBefore(item, transaction)) out[key] = readValue(item, transaction);
    }
    return out;
  }
  const out: JsonValue[] = [];
  for (let item = type._start; item !== null; item = item.right) {
    if (!item.countable || !heldBefore(item, transaction)) continue;
    const container = containerOf(item);
    if (container !== undefined) out.push(readContainer(container, transaction));
    else out.push(...(item.content.getContent() as JsonValue[]));
  }
  return out;
}

/**
 * What `client` wrote into a container that lost: in a map, the plain values it set and what it
 * wrote inside nested containers; in a preset list, the entries it added, whole. Someone else's
 * writes in the same container are theirs to put back. `undefined` when it wrote nothing there.
 */
function writtenBy(
  type: Container,
  client: number,
  transaction: Y.Transaction,
): JsonValue | undefined {
  if (type instanceof Y.Array) {
    const entries: JsonValue[] = [];
    for (let item = type._start; item !== null; item = item.right) {
      if (!item.countable || !heldBefore(item, transaction) || item.id.client !== client) continue;
      if (containerOf(item) instanceof Y.Map) entries.push(readValue(item, transaction));
    }
    return entries.length > 0 ? entries : undefined;
  }
  const out: Record<string, JsonValue> = {};
  for (const [key, item] of type._map) {
    if (!heldBefore(item, transaction)) continue;
    const container = containerOf(item);
    const value =
      container !== undefined
        ? writtenBy(container, client, transaction)
        : item.id.client === client
          ? readValue(item, transaction)
          : undefined;
    if (value !== undefined) out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Whether `later` replaced `earlier` having seen it (a key's values, one origin after another). */
function replacedKnowingly(later: Y.Item, earlier: Y.Item): boolean {
  const byId = new Map<string, Y.Item>();
  for (let item = later.left; item !== null; item = item.left) {
    byId.set(`${item.id.client}:${item.id.clock}`, item);
  }
  let origin = later.origin;
  while (origin !== null) {
    if (Y.compareIDs(origin, earlier.id)) return true;
    origin = byId.get(`${origin.client}:${origin.clock}`)?.origin ?? null;
  }
  return false;
}

/** Whether a container is `root` or lies inside it, every container on the way still held. */
function liveUnder(type: Container, root: Y.Map<unknown>): boolean {
  let current: unknown = type;
  while (current !== root) {
    if (!(current instanceof Y.Map || current instanceof Y.Array)) return false;
    const item: Y.Item | null = current._item;
    if (item === null || item.deleted) return false;
    current = item.parent;
  }
  return true;
}

/** A container of this replica's that a concurrent one took the key from, and that winner. */
interface Loss {
  winner: Container;
  lost: JsonValue;
}

function lossesIn(transaction: Y.Transaction, root: Y.Map<unknown>, client: number): Loss[] {
  const losses: Loss[] = [];
  Y.iterateDeletedStructs(transaction, transaction.deleteSet, (struct) => {
    if (!(struct instanceof Y.Item) || struct.parentSub === null) return;
    const lostType = containerOf(struct);
    const parent = struct.parent;
    if (lostType === undefined || !(parent instanceof Y.Map) || !liveUnder(parent, root)) return;
    const current = parent._map.get(struct.parentSub);
    if (current === undefined || current === struct || current.deleted) return;
    const winner = containerOf(current);
    if (winner === undefined || winner.constructor !== lostType.constructor) return;
    if (replacedKnowingly(current, struct)) return;
    const lost = writtenBy(lostType, client, transaction);
    if (lost !== undefined) losses.push({ winner, lost });
  });
  return losses;
}

/**
 * Keeps what this replica wrote into the record's fields when another replica created the same
 * key at once (both people added the first custom colour: each created `color`, or the palette's
 * list). Yjs keeps one of the two containers and deletes the other with all it held; the replica
 * whose writes were in the deleted one notices as the other's update arrives, and writes them
 * into the container that stayed (`restoreInto`, under `RESTORE_ORIGIN`). Only a writer puts back
 * its own writes, so nothing is put back twice. Returns the function that stops watching.
 */
export function keepLostContainers(doc: Y.Doc): () => void {
  const root = fieldsMap(doc);
  const onTransaction = (transaction: Y.Transaction): void => {
    // Updates arrive in local transactions too (the server applies a client's inside its own).
    if (transaction.deleteSet.clients.size === 0) return;
    const losses = lossesIn(transaction, root, doc.clientID);
    if (losses.length === 0) return;
    doc.transact(() => {
      for (const { winner, lost } of losses) restoreInto(winner, lost);
    }, RESTORE_ORIGIN);
  };
  doc.on('afterTransaction', onTransaction);
  return () => doc.off('afterTransaction', onTransaction);
}
