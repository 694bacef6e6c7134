import {
  type EntityRecord,
  idOf,
  type QueryResult,
  queryKeyIsFor,
  type RecordRef,
  recordKey,
  type StoreState,
} from './store-state';

/** Stores one record fetched or saved, with the ETag it came with. */
export function receiveRecord(
  state: StoreState,
  ref: RecordRef,
  record: EntityRecord,
  etag: string | null,
): StoreState {
  return {
    ...state,
    records: { ...state.records, [recordKey(ref)]: { record, etag } },
  };
}

/**
 * Stores a list: each item as a record, the list as ids. An item is laid over the record already
 * known, so a list read with `_fields` (a few fields of many records) never strips a record read
 * whole. A list item has no ETag of its own, and the one already known stays: it names the
 * version the editor read, so when a list shows that the record has moved since, a save still
 * meets the server's 412 and the conflict notice instead of overwriting unseen what someone else
 * saved. A record with unsaved edits keeps, besides, the version they were made on: a newer one
 * from a list never slips under them.
 */
export function receiveQuery(
  state: StoreState,
  entity: { kind: string; name: string; key: string | null },
  key: string,
  items: readonly EntityRecord[],
  totals: Omit<QueryResult, 'ids'>,
): StoreState {
  const records = { ...state.records };
  const ids: string[] = [];
  for (const item of items) {
    const id = idOf(entity.key === null ? '' : item[entity.key]);
    ids.push(id);
    const itemKey = recordKey({ kind: entity.kind, name: entity.name, id });
    const known = records[itemKey];
    const edited = Object.keys(state.edits[itemKey] ?? {}).length > 0;
    if (known !== undefined && edited && known.record.modified !== item.modified) continue;
    const record = known === undefined ? item : { ...known.record, ...item };
    records[itemKey] = { record, etag: known?.etag ?? null };
  }
  return {
    ...state,
    records,
    queries: { ...state.queries, [key]: { ids, ...totals } },
  };
}

/** Marks a read as in flight, done or failed. */
export function setResolution(
  state: StoreState,
  key: string,
  resolution: StoreState['resolutions'][string] | null,
): StoreState {
  const resolutions = { ...state.resolutions };
  if (resolution === null) delete resolutions[key];
  else resolutions[key] = resolution;
  return { ...state, resolutions };
}

/**
 * Forgets that an entity's lists were read, so the next reader fetches them again; the lists
 * already held stay on screen meanwhile.
 */
export function invalidateQueries(state: StoreState, kind: string, name: string): StoreState {
  const resolutions = Object.fromEntries(
    Object.entries(state.resolutions).filter(
      ([key]) => !(key.startsWith('query:') && queryKeyIsFor(key.slice(6), kind, name)),
    ),
  );
  return { ...state, resolutions };
}

/** Forgets a deleted record: its data, edits and save state (lists skip ids with no record). */
export function removeRecord(state: StoreState, key: string): StoreState {
  const records = { ...state.records };
  delete records[key];
  const edits = { ...state.edits };
  delete edits[key];
  const saving = { ...state.saving };
  delete saving[key];
  return {
    ...state,
    records,
    edits,
    saving,
    editOrder: state.editOrder.filter((item) => item !== key),
  };
}
