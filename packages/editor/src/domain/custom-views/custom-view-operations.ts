import type { View } from '@atelier/dataviews';
import type { EntityStore } from '../../data/entities/entity-store';
import { rawValue } from '../../data/entities/raw-values';
import { getQueryResolution, getRecord, getRecords } from '../../data/entities/selectors';
import type { RecordRef } from '../../data/entities/store-state';
import { CUSTOM_VIEW_POST_TYPE } from './custom-views-query';
import { newCustomViewRecord } from './stored-view';
import {
  findViewTypeTermId,
  newViewTypeTerm,
  VIEW_TYPE_TAXONOMY,
  viewTypeTermQuery,
} from './view-type-term';

/** How an operation went: the error is what the server said (shown by the caller). */
export type OperationResult<T> = { ok: true; value: T } | { ok: false; error: Error };

/** The store reference of a custom view. */
export function customViewRef(id: number): RecordRef {
  return { kind: 'postType', name: CUSTOM_VIEW_POST_TYPE, id: String(id) };
}

function readTermId(store: EntityStore, viewType: string): number | null {
  const query = viewTypeTermQuery(viewType);
  return findViewTypeTermId(
    getRecords(store.getState(), 'taxonomy', VIEW_TYPE_TAXONOMY, query),
    viewType,
  );
}

/**
 * The id of the view type's term (spec 2 §7 'View taxonomy'): found by slug, read afresh when it
 * is not known yet, and added (`POST {name: type}`) when the list has none.
 */
export async function ensureViewTypeTerm(
  store: EntityStore,
  viewType: string,
): Promise<OperationResult<number>> {
  const known = readTermId(store, viewType);
  if (known !== null) return { ok: true, value: known };
  const query = viewTypeTermQuery(viewType);
  store.invalidate('taxonomy', VIEW_TYPE_TAXONOMY);
  await store.resolveRecords('taxonomy', VIEW_TYPE_TAXONOMY, query);
  const resolution = getQueryResolution(store.getState(), 'taxonomy', VIEW_TYPE_TAXONOMY, query);
  if (resolution?.status === 'error') return { ok: false, error: resolution.error };
  const read = readTermId(store, viewType);
  if (read !== null) return { ok: true, value: read };
  const created = await store.create('taxonomy', VIEW_TYPE_TAXONOMY, newViewTypeTerm(viewType));
  if (!created.ok) return { ok: false, error: created.error };
  return { ok: true, value: Number(created.record.id) };
}

/**
 * Creates a custom view named `title` of a list, holding the list's default view; its id on
 * success.
 */
export async function createCustomView(
  store: EntityStore,
  viewType: string,
  title: string,
  defaultView: View,
): Promise<OperationResult<number>> {
  const term = await ensureViewTypeTerm(store, viewType);
  if (!term.ok) return term;
  const created = await store.create(
    'postType',
    CUSTOM_VIEW_POST_TYPE,
    newCustomViewRecord(title, term.value, defaultView),
  );
  if (!created.ok) return { ok: false, error: created.error };
  return { ok: true, value: Number(created.record.id) };
}

/** Renames a custom view: edits its title and saves it (a failed save takes the edit back). */
export async function renameCustomView(
  store: EntityStore,
  id: number,
  title: string,
): Promise<OperationResult<null>> {
  const ref = customViewRef(id);
  await store.resolveRecord(ref);
  const before = rawValue(getRecord(store.getState(), ref)?.title);
  store.edit(ref, { title: title.trim() }, { undoIgnore: true });
  const saved = await store.save(ref);
  if (saved.ok) return { ok: true, value: null };
  // A refused name does not stay behind as an unsaved edit.
  store.edit(ref, { title: before }, { undoIgnore: true });
  return { ok: false, error: saved.error };
}

/** Deletes a custom view for good (`DELETE … force=true`; custom views have no trash). */
export async function deleteCustomView(
  store: EntityStore,
  id: number,
): Promise<OperationResult<null>> {
  const removed = await store.remove(customViewRef(id), { force: true });
  return removed.ok ? { ok: true, value: null } : { ok: false, error: removed.error };
}
