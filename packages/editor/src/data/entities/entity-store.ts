import { type ApiClient, ApiError } from '../api-client';
import { applyChanges } from './apply-edits';
import { editRecord } from './edit-record';
import { type EntityConfig, findEntityConfig } from './entity-config';
import type {
  DeleteResult,
  EntityStore,
  NewBlockIdsListener,
  SaveResult,
} from './entity-store-types';
import {
  type EntityRead,
  listRead,
  recordPath,
  recordRead,
  UNEXPECTED_ERROR,
} from './fetch-records';
import { groupStepsSince } from './group-steps';
import {
  forgetRecordHistory,
  type LeftToCaller,
  markBoundary,
  pushAction,
  redo,
  undo,
} from './history';
import { invalidateQueries, receiveRecord, removeRecord, setResolution } from './receive-records';
import { createRecordSaves } from './record-saves';
import { discardEdits, setSaveState } from './save-state';
import { editedKeys } from './scoped-changes';
import { getEditedBlocks, getEditedProp } from './selectors';
import {
  earlierChangesOf,
  heldValues,
  madeBeforeSharing,
  type SharedRecord,
  sharedStepsOf,
  tagSharedStep,
} from './shared-records';
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
  type UndoStep,
} from './store-state';

export type {
  DeleteResult,
  EntityStore,
  NewBlockIdsListener,
  SaveOptions,
  SaveResult,
} from './entity-store-types';
export { UNEXPECTED_ERROR };

export interface EntityStoreOptions {
  client: ApiClient;
  /** Clock for undo coalescing; tests pass their own. */
  now?: () => number;
  initialState?: StoreState;
  /**
   * When listeners hear of an edit the page already shows (`shownEdit`): the editor tells them
   * after the next frame. By default at once, as of any other change.
   */
  hearShownEdits?: (tell: () => void) => () => void;
  /**
   * Runs the telling of shown edits when something must see them drawn before it goes on (an
   * undo, see `flushShownEdits`): the editor has React draw them in that call.
   */
  tellNow?: (tell: () => void) => void;
}

const AT_ONCE = (tell: () => void) => {
  tell();
  return () => undefined;
};

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
  hearShownEdits = AT_ONCE,
  tellNow = (tell) => tell(),
}: EntityStoreOptions): EntityStore {
  let state = initialState;
  const listeners = new Set<() => void>();
  /** Listeners of one record's changes (by record key), or of `STORED_ONLY`. */
  const scoped = new Map<string, Set<() => void>>();
  /** Open transactions; while any is open, listeners wait for the outermost one to end. */
  let depth = 0;
  /** Work whose changes listeners hear of once, at its end (an undo through documents). */
  let quiet = 0;
  /** While a shown edit runs, its changes are not told. */
  let showing = false;
  /** The state listeners last heard of, while shown edits wait to be told (else null). */
  let unheardFrom: StoreState | null = null;
  let cancelHearing: (() => void) | null = null;
  const sharedRecords = new Map<string, SharedRecord>();
  const newIdListeners = new Set<NewBlockIdsListener>();
  const beforeSaves = new Map<string, () => void>();
  let sharedStep = 0;
  /** The step each shared record got in the open transaction (all its edits there are one). */
  let transactionSteps: Map<string, number> | null = null;

  function notify(previous: StoreState) {
    for (const listener of listeners) listener();
    if (scoped.size === 0) return;
    const touched = editedKeys(previous, state);
    const woken: (() => void)[] = [];
    for (const [scope, set] of scoped) {
      if (touched === null ? true : touched.has(scope)) woken.push(...set);
    }
    for (const listener of woken) listener();
  }

  /** Tells listeners of the change since `previous`, shown edits not yet told included. */
  function tell(previous: StoreState) {
    const from = unheardFrom ?? previous;
    unheardFrom = null;
    cancelHearing?.();
    cancelHearing = null;
    notify(from);
  }

  function update(next: StoreState) {
    if (next === state) return;
    const previous = state;
    state = next;
    if (depth === 0 && quiet === 0 && !showing) tell(previous);
  }

  function quietly(work: () => void) {
    const start = state;
    quiet += 1;
    try {
      work();
    } finally {
      quiet -= 1;
      if (quiet === 0 && depth === 0 && state !== start) tell(start);
    }
  }

  function shownEdit(work: () => void) {
    if (depth > 0 || quiet > 0 || showing) {
      work();
      return;
    }
    const start = state;
    showing = true;
    try {
      work();
    } finally {
      showing = false;
      // Also when `work` threw after changing the state: its listeners still hear of it.
      if (state !== start && unheardFrom === null) {
        unheardFrom = start;
        const cancel = hearShownEdits(flushShownEdits);
        // A scheduler that told them at once leaves nothing to cancel.
        if (unheardFrom !== null) cancelHearing = cancel;
      }
    }
  }

  function flushShownEdits() {
    if (unheardFrom !== null) tellNow(() => tell(state));
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
    transactionSteps = new Map();
    try {
      work();
    } finally {
      depth = 0;
      transactionSteps = null;
      state = groupStepsSince(state, before);
      if (state !== start) tell(start);
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

  function stepFor(key: string): number {
    const known = transactionSteps?.get(key);
    if (known !== undefined) return known;
    sharedStep += 1;
    transactionSteps?.set(key, sharedStep);
    return sharedStep;
  }

  function edit(
    ref: RecordRef,
    edits: Readonly<Record<string, unknown>>,
    { knownAttributes, ...options }: Parameters<EntityStore['edit']>[2] = {},
  ) {
    const key = recordKey(ref);
    const next = editRecord(state, key, edits, { now: now(), ...options });
    const shared = sharedRecords.get(key);
    const held = shared === undefined || next === state ? null : heldValues(edits, shared);
    if (shared === undefined || held === null) {
      update(next);
      return;
    }
    const before: Record<string, unknown> = {};
    for (const prop of Object.keys(held)) {
      before[prop] =
        prop === 'blocks' || prop === 'content'
          ? getEditedBlocks(state, ref)
          : getEditedProp(state, ref, prop);
    }
    const tagged = options.undoIgnore
      ? { state: next, step: null }
      : tagSharedStep(state, next, key, () => stepFor(key));
    shared.write(before, held, tagged.step, knownAttributes);
    update(tagged.state);
  }

  const beforeSharing: LeftToCaller = madeBeforeSharing(sharedRecords);

  /** Moves the shared records' changes of a history step through their documents. */
  function moveShared(step: UndoStep | null, direction: 'undo' | 'redo') {
    if (step?.type !== 'edits') return;
    for (const { recordKey: key, step: number, changes } of sharedStepsOf(step)) {
      const shared = sharedRecords.get(key);
      if (shared !== undefined) shared[direction](number);
      else update(applyChanges(state, changes, direction === 'undo' ? 'from' : 'to'));
    }
    for (const { recordKey: key, before, after } of earlierChangesOf(
      step,
      beforeSharing,
      direction,
    )) {
      sharedRecords.get(key)?.moveEarlier(step, direction, before, after);
    }
  }

  const saves = createRecordSaves({
    client,
    getState: () => state,
    update,
    sharedRecord: (key) => {
      beforeSaves.get(key)?.();
      return sharedRecords.get(key);
    },
    editQuietly: (ref, values) => edit(ref, values, { undoIgnore: true }),
  });

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
    subscribeScoped(scope, listener) {
      let set = scoped.get(scope);
      if (set === undefined) {
        set = new Set();
        scoped.set(scope, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && scoped.get(scope) === set) scoped.delete(scope);
      };
    },
    resolveRecord,
    resolveRecords,
    edit,
    shownEdit,
    flushShownEdits,
    hasUnheardEdits: () => unheardFrom !== null,
    undo() {
      flushShownEdits();
      const moved = undo(state, beforeSharing);
      quietly(() => {
        update(moved.state);
        moveShared(moved.step, 'undo');
      });
      if (moved.step?.type === 'action') moved.step.undo();
    },
    redo() {
      flushShownEdits();
      const moved = redo(state, beforeSharing);
      quietly(() => {
        update(moved.state);
        moveShared(moved.step, 'redo');
      });
      if (moved.step?.type === 'action') moved.step.redo();
    },
    markUndoBoundary() {
      update(markBoundary(state));
    },
    transaction,
    addUndoAction(label, undoAction, redoAction) {
      update(pushAction(state, { type: 'action', label, undo: undoAction, redo: redoAction }));
    },
    save: saves.save,
    async saveMany(refs, options) {
      const results: SaveResult[] = [];
      for (const ref of refs) results.push(await saves.save(ref, options));
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
    beforeSave(ref, callback) {
      const key = recordKey(ref);
      beforeSaves.set(key, callback);
      return () => {
        if (beforeSaves.get(key) === callback) beforeSaves.delete(key);
      };
    },
    share(ref, record) {
      const key = recordKey(ref);
      sharedRecords.set(key, record);
      return () => {
        if (sharedRecords.get(key) === record) sharedRecords.delete(key);
      };
    },
    receiveShared(ref, values, options) {
      const before = options?.newIds === true ? getEditedBlocks(state, ref) : null;
      update(editRecord(state, recordKey(ref), values, { now: now(), undoIgnore: true }));
      if (before !== null) for (const listener of newIdListeners) listener(ref, before);
    },
    subscribeNewBlockIds(listener) {
      newIdListeners.add(listener);
      return () => newIdListeners.delete(listener);
    },
    refresh: saves.refresh,
  };
}
