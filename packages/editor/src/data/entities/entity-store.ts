import { type ApiClient, ApiError } from '../api-client';
import { editRecord } from './edit-record';
import { type EntityConfig, findEntityConfig } from './entity-config';
import {
  type EntityRead,
  listRead,
  recordPath,
  recordRead,
  UNEXPECTED_ERROR,
} from './fetch-records';
import { groupStepsSince } from './group-steps';
import { forgetRecordHistory, markBoundary, pushAction, redo, undo } from './history';
import { invalidateQueries, receiveRecord, removeRecord, setResolution } from './receive-records';
import { savePayload } from './save-payload';
import { clearSentEdits, discardEdits, setSaveState } from './save-state';
import {
  EMPTY_STATE,
  type EntityRecord,
  idOf,
  type Query,
  queryKey,
  queryResolutionKey,
  type RecordRef,
  recordKey,
  recordResolutionKey,
  type StoreState,
} from './store-state';

export { UNEXPECTED_ERROR };

export interface SaveOptions {
  /** Save without If-Match, replacing whatever the server holds (after a conflict). */
  overwrite?: boolean;
  /** Edits applied (outside undo history) right before saving, e.g. `{ status: 'publish' }`. */
  extraEdits?: Readonly<Record<string, unknown>>;
}

export type SaveResult =
  | { ok: true; ref: RecordRef; record: EntityRecord }
  | { ok: false; ref: RecordRef; error: Error };

export type DeleteResult =
  | { ok: true; ref: RecordRef }
  | { ok: false; ref: RecordRef; error: Error };

export interface EntityStore {
  getState(): StoreState;
  subscribe(listener: () => void): () => void;
  /** Reads a record unless it is read or being read (`force` reads it again). */
  resolveRecord(ref: RecordRef, force?: boolean): Promise<void>;
  /** Reads a list unless it is read or being read. */
  resolveRecords(kind: string, name: string, query: Query): Promise<void>;
  edit(
    ref: RecordRef,
    edits: Readonly<Record<string, unknown>>,
    options?: { undoIgnore?: boolean },
  ): void;
  undo(): void;
  redo(): void;
  /** Ends the current undo step: the next edit starts a new one. */
  markUndoBoundary(): void;
  /**
   * Runs `work` as one step of history: the edits it makes, of any records, are undone and
   * redone together (e.g. a block's styles moved into the global styles record). Listeners hear
   * of the change once, when `work` is done; a transaction inside another joins the outer one.
   */
  transaction(work: () => void): void;
  /** Puts an action with its own undo/redo (e.g. a preference change) into the history. */
  addUndoAction(label: string, undo: () => void, redo: () => void): void;
  /** Saves one record's edits; never throws, the result says how it went. */
  save(ref: RecordRef, options?: SaveOptions): Promise<SaveResult>;
  /** Saves records one after another, in the given order; each result is independent. */
  saveMany(refs: readonly RecordRef[], options?: SaveOptions): Promise<SaveResult[]>;
  /** Creates a record (POST to the collection); the entity's lists are read again. */
  create(
    kind: string,
    name: string,
    record: Readonly<Record<string, unknown>>,
  ): Promise<SaveResult>;
  /**
   * Deletes a record (`force` skips the trash), sending If-Match like a save; never throws. The
   * record, its edits and its history leave the store and the entity's lists are read again.
   */
  remove(ref: RecordRef, options?: { force?: boolean }): Promise<DeleteResult>;
  /** Drops a record's edits (and their history) and reads it again from the server. */
  reload(ref: RecordRef): Promise<void>;
  /** Makes the next reader of an entity's lists fetch them again. */
  invalidate(kind: string, name: string): void;
}

export interface EntityStoreOptions {
  client: ApiClient;
  /** Clock for undo coalescing; tests pass their own. */
  now?: () => number;
  initialState?: StoreState;
}

function configOrError(kind: string, name: string): EntityConfig {
  const config = findEntityConfig(kind, name);
  if (config === undefined) throw new ApiError('unknown_entity', UNEXPECTED_ERROR, 0);
  return config;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function isRecord(value: unknown): value is EntityRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Creates an entity store; the app makes one and hands it down through context. */
export function createEntityStore({
  client,
  now = () => Date.now(),
  initialState = EMPTY_STATE,
}: EntityStoreOptions): EntityStore {
  let state = initialState;
  const listeners = new Set<() => void>();
  /** Open transactions; while any is open, listeners wait for the outermost one to end. */
  let depth = 0;

  function notify() {
    for (const listener of listeners) listener();
  }

  function update(next: StoreState) {
    if (next === state) return;
    state = next;
    if (depth === 0) notify();
  }

  function transaction(work: () => void) {
    if (depth > 0) {
      work();
      return;
    }
    const start = state;
    state = markBoundary(state);
    const before = state.history;
    depth = 1;
    try {
      work();
    } finally {
      depth = 0;
      state = groupStepsSince(state, before);
      if (state !== start) notify();
    }
  }

  function fail(key: string, error: unknown) {
    update(setResolution(state, key, { status: 'error', error: asError(error) }));
  }

  /**
   * Reads a record or a list unless it is read or being read (`force` reads it again). A
   * preloaded answer goes into the store at once (one update, no `resolving` step), so the reads
   * a render asks for land together and the next render has them all; any other is fetched.
   */
  function resolve(key: string, makeRead: () => EntityRead, force: boolean): Promise<void> {
    if (!force && state.resolutions[key] !== undefined) return Promise.resolve();
    let read: EntityRead;
    try {
      read = makeRead();
      const preloaded = client.takePreloaded(read.path);
      if (preloaded.found) {
        update(read.receive(preloaded)(state));
        return Promise.resolve();
      }
    } catch (error) {
      fail(key, error);
      return Promise.resolve();
    }
    return fetchAndReceive(read);
  }

  async function fetchAndReceive(read: EntityRead) {
    update(setResolution(state, read.resolutionKey, { status: 'resolving' }));
    try {
      const receive = await read.fetch(client);
      update(receive(state));
    } catch (error) {
      fail(read.resolutionKey, error);
    }
  }

  function resolveRecord(ref: RecordRef, force = false): Promise<void> {
    const key = recordResolutionKey(recordKey(ref));
    return resolve(key, () => recordRead(configOrError(ref.kind, ref.name), ref), force);
  }

  function resolveRecords(kind: string, name: string, query: Query): Promise<void> {
    const key = queryResolutionKey(queryKey(kind, name, query));
    return resolve(key, () => listRead(configOrError(kind, name), query), false);
  }

  async function save(ref: RecordRef, options: SaveOptions = {}): Promise<SaveResult> {
    const key = recordKey(ref);
    if (options.extraEdits) {
      update(editRecord(state, key, options.extraEdits, { now: now(), undoIgnore: true }));
    }
    const entry = state.records[key];
    const config = findEntityConfig(ref.kind, ref.name);
    if (entry === undefined || config === undefined) {
      return { ok: false, ref, error: new ApiError('unknown_entity', UNEXPECTED_ERROR, 0) };
    }
    const sent = state.edits[key] ?? {};
    update(markBoundary(setSaveState(state, key, { status: 'saving' })));
    try {
      const headers: Record<string, string> = {};
      if (entry.etag !== null && !options.overwrite) headers['If-Match'] = entry.etag;
      const response = await client.request<unknown>({
        method: 'POST',
        path: recordPath(config, ref.id),
        body: savePayload(sent),
        headers,
      });
      if (!isRecord(response.body)) throw new ApiError('invalid_response', UNEXPECTED_ERROR, 0);
      let next = receiveRecord(state, ref, response.body, response.header('etag'));
      next = clearSentEdits(next, key, sent);
      next = invalidateQueries(setSaveState(next, key, null), ref.kind, ref.name);
      update(next);
      return { ok: true, ref, record: response.body };
    } catch (caught) {
      const error = asError(caught);
      update(setSaveState(state, key, { status: 'error', error }));
      return { ok: false, ref, error };
    }
  }

  async function create(
    kind: string,
    name: string,
    record: Readonly<Record<string, unknown>>,
  ): Promise<SaveResult> {
    const pending: RecordRef = { kind, name, id: '' };
    try {
      const config = configOrError(kind, name);
      const response = await client.request<unknown>({
        method: 'POST',
        path: recordPath(config, ''),
        body: record,
      });
      if (!isRecord(response.body)) throw new ApiError('invalid_response', UNEXPECTED_ERROR, 0);
      const ref = { kind, name, id: idOf(config.key === null ? '' : response.body[config.key]) };
      const received = receiveRecord(state, ref, response.body, response.header('etag'));
      const next = setResolution(received, recordResolutionKey(recordKey(ref)), {
        status: 'resolved',
      });
      update(invalidateQueries(next, kind, name));
      return { ok: true, ref, record: response.body };
    } catch (error) {
      return { ok: false, ref: pending, error: asError(error) };
    }
  }

  async function remove(ref: RecordRef, options: { force?: boolean } = {}): Promise<DeleteResult> {
    const key = recordKey(ref);
    try {
      const config = configOrError(ref.kind, ref.name);
      const etag = state.records[key]?.etag ?? null;
      await client.request<unknown>({
        method: 'DELETE',
        path: recordPath(config, ref.id, options.force ? { force: 'true' } : {}),
        headers: etag === null ? {} : { 'If-Match': etag },
      });
      let next = forgetRecordHistory(removeRecord(state, key), key);
      next = setResolution(next, recordResolutionKey(key), null);
      update(invalidateQueries(next, ref.kind, ref.name));
      return { ok: true, ref };
    } catch (error) {
      return { ok: false, ref, error: asError(error) };
    }
  }

  return {
    getState: () => state,
    create,
    remove,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resolveRecord,
    resolveRecords,
    edit(ref, edits, options = {}) {
      update(editRecord(state, recordKey(ref), edits, { now: now(), ...options }));
    },
    undo() {
      const moved = undo(state);
      update(moved.state);
      if (moved.step?.type === 'action') moved.step.undo();
    },
    redo() {
      const moved = redo(state);
      update(moved.state);
      if (moved.step?.type === 'action') moved.step.redo();
    },
    markUndoBoundary() {
      update(markBoundary(state));
    },
    transaction,
    addUndoAction(label, undoAction, redoAction) {
      update(pushAction(state, { type: 'action', label, undo: undoAction, redo: redoAction }));
    },
    save,
    async saveMany(refs, options) {
      const results: SaveResult[] = [];
      for (const ref of refs) results.push(await save(ref, options));
      return results;
    },
    async reload(ref) {
      const key = recordKey(ref);
      update(setSaveState(forgetRecordHistory(discardEdits(state, key), key), key, null));
      await resolveRecord(ref, true);
    },
    invalidate(kind, name) {
      update(invalidateQueries(state, kind, name));
    },
  };
}
