import type { BlockNode } from '@atelier/blocks';
import { useCallback, useEffect, useMemo } from 'react';
import { getDirtyRecords, hasEdits } from './dirty-records';
import { useEntityStore, useStoreSelector } from './EntityStoreContext';
import { findEntityConfig } from './entity-config';
import type { SaveOptions } from './entity-store';
import { STORED_ONLY } from './scoped-changes';
import {
  getEditedBlocks,
  getEditedProp,
  getEditedRecord,
  getQueryResolution,
  getQueryTotals,
  getRecord,
  getRecordResolution,
  getRecords,
  hasRedo,
  hasUndo,
  isSaving,
  isSavingAny,
} from './selectors';
import { idOf, type Query, type RecordRef, type Resolution, recordKey } from './store-state';

export interface ResolutionFlags {
  /** A read is in flight (show 'Loading…'). */
  isResolving: boolean;
  /** The read finished, successfully or not. */
  hasResolved: boolean;
  error: Error | null;
}

const NOT_READ: ResolutionFlags = { isResolving: false, hasResolved: false, error: null };

function flags(resolution: Resolution | undefined): ResolutionFlags {
  return {
    isResolving: resolution === undefined || resolution.status === 'resolving',
    hasResolved: resolution !== undefined && resolution.status !== 'resolving',
    error: resolution?.status === 'error' ? resolution.error : null,
  };
}

function useRecordRef(
  kind: string,
  name: string,
  id: string | number | null | undefined,
): RecordRef {
  const key = idOf(id);
  return useMemo(() => ({ kind, name, id: key }), [kind, name, key]);
}

/** Asks the store to read a record when nobody has yet; the read's state. */
function useRecordResolution(ref: RecordRef): ResolutionFlags {
  const store = useEntityStore();
  const resolution = useStoreSelector((state) => getRecordResolution(state, ref), recordKey(ref));
  // A post type record needs an id; without one there is nothing to read (yet).
  const canRead = ref.id !== '' || findEntityConfig(ref.kind, ref.name)?.key === null;
  useEffect(() => {
    if (canRead && resolution === undefined) void store.resolveRecord(ref);
  }, [store, ref, resolution, canRead]);
  return canRead ? flags(resolution) : NOT_READ;
}

/**
 * One record: as the server sent it, as edited, whether it is dirty or saving, and the read's
 * state; asks the store to read it when nobody has yet. A component using it renders again on
 * every edit of the record (typing in the canvas): for one field use `useEntityProp`, for the
 * record as read `useEntityRecordStatus`.
 */
export function useEntityRecord(kind: string, name: string, id?: string | number | null) {
  const store = useEntityStore();
  const ref = useRecordRef(kind, name, id);
  const resolution = useRecordResolution(ref);
  const key = recordKey(ref);
  const record = useStoreSelector((state) => getRecord(state, ref), key);
  const editedRecord = useStoreSelector((state) => getEditedRecord(state, ref), key);
  const dirty = useStoreSelector((state) => hasEdits(state, key), key);
  const saving = useStoreSelector((state) => isSaving(state, ref), key);
  const edit = useCallback(
    (edits: Readonly<Record<string, unknown>>) => store.edit(ref, edits),
    [store, ref],
  );
  const save = useCallback((options?: SaveOptions) => store.save(ref, options), [store, ref]);
  return { record, editedRecord, hasEdits: dirty, isSaving: saving, edit, save, ...resolution };
}

/**
 * A record as the server sent it and the read's state, without its edits: what renders the same
 * while the record is being edited (the record's kind, whether it exists, its theme file…).
 */
export function useEntityRecordStatus(kind: string, name: string, id?: string | number | null) {
  const ref = useRecordRef(kind, name, id);
  const resolution = useRecordResolution(ref);
  const record = useStoreSelector((state) => getRecord(state, ref), STORED_ONLY);
  return { record, ...resolution };
}

/**
 * Whether a record has edits, and how to edit it: what renders the same while the record is
 * typed in (the answer stays true), where `useEntityRecord` renders again on every keystroke.
 */
export function useEntityRecordEdits(kind: string, name: string, id?: string | number | null) {
  const store = useEntityStore();
  const ref = useRecordRef(kind, name, id);
  const key = recordKey(ref);
  const dirty = useStoreSelector((state) => hasEdits(state, key), key);
  const edit = useCallback(
    (edits: Readonly<Record<string, unknown>>) => store.edit(ref, edits),
    [store, ref],
  );
  return { hasEdits: dirty, edit };
}

/** A list of records for a query (`per_page: -1` for all), with totals and the read's state. */
export function useEntityRecords(
  kind: string,
  name: string,
  query: Query = {},
  { enabled = true }: { enabled?: boolean } = {},
) {
  const store = useEntityStore();
  const queryText = JSON.stringify(query);
  const stableQuery = useMemo((): Query => JSON.parse(queryText), [queryText]);
  // Lists hold records as the server sent them: edits (typing) do not wake them.
  const resolution = useStoreSelector(
    (state) => getQueryResolution(state, kind, name, stableQuery),
    STORED_ONLY,
  );
  const records = useStoreSelector(
    (state) => getRecords(state, kind, name, stableQuery),
    STORED_ONLY,
  );
  const totalItems = useStoreSelector(
    (state) => getQueryTotals(state, kind, name, stableQuery).totalItems,
    STORED_ONLY,
  );
  const totalPages = useStoreSelector(
    (state) => getQueryTotals(state, kind, name, stableQuery).totalPages,
    STORED_ONLY,
  );

  useEffect(() => {
    if (enabled && resolution === undefined) void store.resolveRecords(kind, name, stableQuery);
  }, [store, kind, name, stableQuery, resolution, enabled]);

  return { records, totalItems, totalPages, ...flags(resolution) };
}

/** One field of a record as `[edited value, set value, value as the server sent it]`. */
export function useEntityProp(
  kind: string,
  name: string,
  prop: string,
  id?: string | number | null,
): [unknown, (value: unknown) => void, unknown] {
  const store = useEntityStore();
  const ref = useRecordRef(kind, name, id);
  useRecordResolution(ref);
  // Only this field: the component does not render again when other fields or blocks change.
  const key = recordKey(ref);
  const value = useStoreSelector((state) => getEditedProp(state, ref, prop), key);
  const saved = useStoreSelector((state) => getRecord(state, ref)?.[prop], STORED_ONLY);
  const setValue = useCallback(
    (next: unknown) => store.edit(ref, { [prop]: next }),
    [store, ref, prop],
  );
  return [value, setValue, saved];
}

/**
 * A record's content as a block tree, for the canvas: `[blocks, setBlocks]`. The tree is parsed
 * from the content once and kept as a `blocks` edit once changed; saving serialises it.
 */
export function useEntityBlocks(
  kind: string,
  name: string,
  id: string | number,
): [readonly BlockNode[], (blocks: readonly BlockNode[]) => void] {
  const { edit } = useEntityRecord(kind, name, id);
  const ref = useRecordRef(kind, name, id);
  const blocks = useStoreSelector((state) => getEditedBlocks(state, ref), recordKey(ref));
  const setBlocks = useCallback((next: readonly BlockNode[]) => edit({ blocks: next }), [edit]);
  return [blocks, setBlocks];
}

/** Every dirty record and whether anything is being saved (the Save button reads this). */
export function useDirtyRecords() {
  const dirtyRecords = useStoreSelector(getDirtyRecords);
  const saving = useStoreSelector(isSavingAny);
  return { dirtyRecords, isSaving: saving };
}

/** Undo and redo across every entity. */
export function useUndoRedo() {
  const store = useEntityStore();
  const canUndo = useStoreSelector(hasUndo);
  const canRedo = useStoreSelector(hasRedo);
  return { canUndo, canRedo, undo: store.undo, redo: store.redo };
}
