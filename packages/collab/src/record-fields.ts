import * as Y from 'yjs';
import { jsonCopy, jsonEqual } from './block-markup';
import type { JsonValue, RecordFields } from './doc-layout';
import { distinctSlugs, isKeyedList, type KeyedItem } from './keyed-lists';
import { type EntryWriter, mergeKeyedList } from './merge-keyed-list';
import { mergeText } from './text-diff';

/** Fields held as Y.Text (typed into by people at once). */
const TEXT_FIELDS = new Set(['title']);

function isPlainObject(value: unknown): value is Record<string, JsonValue | undefined> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A nested object becomes a Y.Map (so different keys merge), a preset list a Y.Array of them (so
 * different entries merge), anything else a plain value.
 */
function toShared(value: JsonValue): unknown {
  if (isKeyedList(value)) {
    const list = new Y.Array<unknown>();
    list.push(value.map((item) => toShared(item)));
    return list;
  }
  if (!isPlainObject(value)) return jsonCopy(value);
  const map = new Y.Map<unknown>();
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) map.set(key, toShared(item));
  }
  return map;
}

/** Writes one field into the fields map as its shared form. */
function writeField(map: Y.Map<unknown>, key: string, value: JsonValue): void {
  if (TEXT_FIELDS.has(key) && typeof value === 'string') {
    map.set(key, new Y.Text(value));
    return;
  }
  map.set(key, toShared(value));
}

/** Fills the fields map from a record's fields (`undefined` values are left out). */
export function seedFields(map: Y.Map<unknown>, fields: RecordFields): void {
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) writeField(map, key, value);
  }
}

/** A live preset list as plain entries, a slug repeated by two people's additions renamed. */
function fromSharedList(list: Y.Array<unknown>): JsonValue {
  const items = list.toArray().map(fromShared);
  const slugs = items.map((item) => (isPlainObject(item) ? item.slug : undefined));
  if (!slugs.every((slug): slug is string => typeof slug === 'string')) return items;
  const named = distinctSlugs(slugs);
  return items.map((item, index) =>
    named[index] === slugs[index] ? item : { ...(item as KeyedItem), slug: named[index] as string },
  );
}

function fromShared(value: unknown): JsonValue {
  if (value instanceof Y.Text) return value.toString();
  if (value instanceof Y.Array) return fromSharedList(value);
  if (value instanceof Y.Map) {
    const out: Record<string, JsonValue> = {};
    for (const [key, item] of value.entries()) out[key] = fromShared(item);
    return out;
  }
  return jsonCopy(value as JsonValue);
}

/** The fields as plain values (Y.Text as strings, nested maps as objects). */
export function readFields(map: Y.Map<unknown>): RecordFields {
  const out: RecordFields = {};
  for (const [key, value] of map.entries()) out[key] = fromShared(value);
  return out;
}

/**
 * Applies to a live map the changes that turned `base` into `next`: only keys whose value
 * differs from the base are written (keys `next` leaves out are untouched), text by a text
 * merge, nested objects key by key, so a collaborator's change to another key stays.
 */
export function mergeFields(
  map: Y.Map<unknown>,
  base: Record<string, JsonValue | undefined>,
  next: Record<string, JsonValue | undefined>,
): void {
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue;
    const before = base[key];
    if (jsonEqual(before, value)) continue;
    const live = map.get(key);
    if (live instanceof Y.Text && typeof value === 'string') {
      mergeText(live, typeof before === 'string' ? before : live.toString(), value);
    } else if (live instanceof Y.Map && isPlainObject(value)) {
      mergeObject(live, isPlainObject(before) ? before : {}, value);
    } else if (live instanceof Y.Array && isListChange(before, value)) {
      const from = isKeyedList(before) ? before : (fromSharedList(live) as KeyedItem[]);
      mergeKeyedList(live, from, isKeyedList(value) ? value : [], ENTRIES);
    } else {
      writeField(map, key, value);
    }
  }
}

/** Merges an object's change into its live map, deleting the keys the change removed. */
function mergeObject(
  live: Y.Map<unknown>,
  base: Record<string, JsonValue | undefined>,
  next: Record<string, JsonValue | undefined>,
): void {
  mergeFields(live, base, next);
  for (const gone of Object.keys(base)) {
    if (!(gone in next) && live.has(gone)) live.delete(gone);
  }
}

/** Whether a change is one of a preset list: to another list of entries, or to no entry. */
function isListChange(before: JsonValue | undefined, value: JsonValue): boolean {
  if (isKeyedList(value)) return before === undefined || isKeyedList(before);
  return Array.isArray(value) && value.length === 0 && isKeyedList(before);
}

/**
 * Writes into a live container what a replica had written into one that lost to it (two
 * replicas created the same key at once and Yjs kept the other's): keys the live map lacks are
 * added, nested objects merged key by key, preset entries appended — a slug the live list already
 * holds is then read renamed (`distinctSlugs`), as two concurrent additions of one slug are. A
 * plain value the live container already holds for a key stays: the concurrent write that won.
 */
export function restoreInto(live: Y.Map<unknown> | Y.Array<unknown>, lost: JsonValue): void {
  if (live instanceof Y.Array) {
    if (isKeyedList(lost)) live.push(lost.map((item) => toShared(item)));
    return;
  }
  if (!isPlainObject(lost)) return;
  for (const [key, value] of Object.entries(lost)) {
    if (value === undefined) continue;
    const current = live.get(key);
    if (current === undefined) live.set(key, toShared(value));
    else if (current instanceof Y.Map || current instanceof Y.Array) restoreInto(current, value);
  }
}

const ENTRIES: EntryWriter = {
  toShared: (item) => toShared(item),
  mergeInto: (live, base, next) => mergeObject(live, base, next),
};
