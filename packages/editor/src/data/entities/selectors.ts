import type { BlockNode } from '@atelier/blocks';
import { isBlockTree, serializeBlocks } from './blocks-content';
import { editedValue, rawValue } from './raw-values';
import { blocksOfContent } from './record-block-ids';
import {
  type EntityRecord,
  type Query,
  queryKey as queryKeyOf,
  queryResolutionKey,
  type RecordRef,
  type Resolution,
  recordKey,
  recordResolutionKey,
  type StoreState,
} from './store-state';

const queryKeys = new WeakMap<Query, Map<string, string>>();

/**
 * A list's key, kept per query object: the hooks hand the same query object to every read, and
 * each store change (a keystroke) reads every list on screen again.
 */
function queryKey(kind: string, name: string, query: Query): string {
  let byEntity = queryKeys.get(query);
  if (byEntity === undefined) {
    byEntity = new Map();
    queryKeys.set(query, byEntity);
  }
  const entity = `${kind}\n${name}`;
  let key = byEntity.get(entity);
  if (key === undefined) {
    key = queryKeyOf(kind, name, query);
    byEntity.set(entity, key);
  }
  return key;
}

/** A record as the server last sent it, or undefined while unknown. */
export function getRecord(state: StoreState, ref: RecordRef): EntityRecord | undefined {
  return state.records[recordKey(ref)]?.record;
}

const editedCache = new WeakMap<EntityRecord, WeakMap<object, EntityRecord>>();
const NO_EDITS = Object.freeze({});

/**
 * The record as the user sees it: raw values of `{ raw, rendered }` fields, edits on top, and an
 * edited block tree serialised into `content`. The same object while nothing changed.
 */
export function getEditedRecord(state: StoreState, ref: RecordRef): EntityRecord | undefined {
  const key = recordKey(ref);
  const record = state.records[key]?.record;
  if (record === undefined) return undefined;
  const edits = state.edits[key] ?? NO_EDITS;
  let byEdits = editedCache.get(record);
  if (byEdits === undefined) {
    byEdits = new WeakMap();
    editedCache.set(record, byEdits);
  }
  const known = byEdits.get(edits);
  if (known !== undefined) return known;
  const edited: Record<string, unknown> = {};
  for (const [prop, value] of Object.entries(record)) edited[prop] = rawValue(value);
  Object.assign(edited, edits);
  if ('blocks' in edits && isBlockTree(edits.blocks)) {
    edited.content = serializeBlocks(edits.blocks);
  }
  byEdits.set(edits, edited);
  return edited;
}

/**
 * One field of a record as the user sees it (see `getEditedRecord`), without building the whole
 * edited record: a title or slug read this way stays the same value while blocks are typed.
 */
export function getEditedProp(state: StoreState, ref: RecordRef, prop: string): unknown {
  const key = recordKey(ref);
  const record = state.records[key]?.record;
  if (record === undefined) return undefined;
  const edits = state.edits[key];
  if (prop === 'content' && edits !== undefined && isBlockTree(edits.blocks)) {
    return serializeBlocks(edits.blocks);
  }
  return editedValue(record, edits, prop);
}

const NO_BLOCKS: readonly BlockNode[] = Object.freeze([]);

/**
 * The edited block tree of a record: the `blocks` edit, else its content parsed — the record's
 * own content with the ids the server sent for its blocks (`parseRecordContent`).
 */
export function getEditedBlocks(state: StoreState, ref: RecordRef): readonly BlockNode[] {
  const key = recordKey(ref);
  const edits = state.edits[key];
  if (edits && isBlockTree(edits.blocks)) return edits.blocks;
  const content = getEditedRecord(state, ref)?.content;
  if (typeof content !== 'string') return NO_BLOCKS;
  return blocksOfContent(content, state.records[key]?.record, edits);
}

const listCache = new WeakMap<object, readonly EntityRecord[]>();

/** The records of a list (null until it was read), the same array while they are unchanged. */
export function getRecords(
  state: StoreState,
  kind: string,
  name: string,
  query: Query,
): readonly EntityRecord[] | null {
  const result = state.queries[queryKey(kind, name, query)];
  if (result === undefined) return null;
  const records = result.ids.flatMap((id) => {
    const entry = state.records[recordKey({ kind, name, id })];
    return entry ? [entry.record] : [];
  });
  const known = listCache.get(result);
  if (
    known !== undefined &&
    known.length === records.length &&
    known.every((record, index) => record === records[index])
  ) {
    return known;
  }
  listCache.set(result, records);
  return records;
}

/** Totals of a list from X-WP-Total / X-WP-TotalPages (null until read or when not sent). */
export function getQueryTotals(state: StoreState, kind: string, name: string, query: Query) {
  const result = state.queries[queryKey(kind, name, query)];
  return { totalItems: result?.totalItems ?? null, totalPages: result?.totalPages ?? null };
}

export function getRecordResolution(state: StoreState, ref: RecordRef): Resolution | undefined {
  return state.resolutions[recordResolutionKey(recordKey(ref))];
}

export function getQueryResolution(
  state: StoreState,
  kind: string,
  name: string,
  query: Query,
): Resolution | undefined {
  return state.resolutions[queryResolutionKey(queryKey(kind, name, query))];
}

export function isSaving(state: StoreState, ref: RecordRef): boolean {
  return state.saving[recordKey(ref)]?.status === 'saving';
}

export function isSavingAny(state: StoreState): boolean {
  return Object.values(state.saving).some((save) => save.status === 'saving');
}

export const hasUndo = (state: StoreState) => state.history.past.length > 0;
export const hasRedo = (state: StoreState) => state.history.future.length > 0;
