import { type ApiClient, ApiError } from '../api-client';
import { findEntityConfig } from './entity-config';
import type { SaveOptions, SaveResult } from './entity-store-types';
import { recordPath, recordRead, UNEXPECTED_ERROR } from './fetch-records';
import { markBoundary } from './history';
import { invalidateQueries, receiveRecord } from './receive-records';
import { savePayload } from './save-payload';
import { clearSentEdits, setSaveState } from './save-state';
import type { SharedPublishResult, SharedRecord } from './shared-records';
import { type EntityRecord, type RecordRef, recordKey, type StoreState } from './store-state';

/** What the saves need of the entity store that runs them. */
export interface SaveContext {
  client: ApiClient;
  getState(): StoreState;
  update(next: StoreState): void;
  /** The record's shared document, when it is in a co-editing session. */
  sharedRecord(key: string): SharedRecord | undefined;
  /** Writes edits that enter no undo step (a save's extra edits). */
  editQuietly(ref: RecordRef, values: Readonly<Record<string, unknown>>): void;
}

export interface RecordSaves {
  save(ref: RecordRef, options?: SaveOptions): Promise<SaveResult>;
  /** Reads the record again from its REST route (after someone saved it elsewhere). */
  refresh(ref: RecordRef): Promise<void>;
}

function isRecord(value: unknown): value is EntityRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * A record's save: through its shared document when it is in a session (published once, whoever
 * saves, then the fields the document does not hold through REST), else through its REST route
 * with the version last read (`If-Match`) unless overwriting.
 */
export function createRecordSaves(context: SaveContext): RecordSaves {
  const { client, getState, update } = context;

  async function refresh(ref: RecordRef): Promise<void> {
    const config = findEntityConfig(ref.kind, ref.name);
    if (config === undefined) return;
    try {
      const receive = await recordRead(config, ref).fetch(client);
      update(receive(getState()));
    } catch {
      // The record stays as it was read; the next save or read tries again.
    }
  }

  async function publishShared(
    ref: RecordRef,
    key: string,
    shared: SharedRecord,
  ): Promise<SaveResult> {
    update(markBoundary(setSaveState(getState(), key, { status: 'saving' })));
    let published: SharedPublishResult;
    try {
      published = await shared.publish();
    } catch (caught) {
      // A publish that throws (the document could not take the last edits) is a failed save,
      // never one left 'Saving': the edits stay, and Save tries again.
      const error = asError(caught);
      update(setSaveState(getState(), key, { status: 'error', error }));
      return { ok: false, ref, error };
    }
    if (!published.ok) {
      const { code, message, data } = published.error;
      const error = new ApiError(code, message, data.status);
      update(setSaveState(getState(), key, { status: 'error', error }));
      return { ok: false, ref, error };
    }
    await refresh(ref);
    const rest = Object.fromEntries(
      Object.entries(getState().edits[key] ?? {}).filter(([prop]) => !shared.holds(prop)),
    );
    if (Object.keys(rest).length > 0) return restSave(ref, key, rest, {});
    update(invalidateQueries(setSaveState(getState(), key, null), ref.kind, ref.name));
    const record = getState().records[key]?.record ?? {};
    return { ok: true, ref, record };
  }

  /** Saves edits through the record's REST route, with If-Match unless overwriting. */
  async function restSave(
    ref: RecordRef,
    key: string,
    sent: Readonly<Record<string, unknown>>,
    options: SaveOptions,
  ): Promise<SaveResult> {
    const entry = getState().records[key];
    const config = findEntityConfig(ref.kind, ref.name);
    if (entry === undefined || config === undefined) {
      return { ok: false, ref, error: new ApiError('unknown_entity', UNEXPECTED_ERROR, 0) };
    }
    update(markBoundary(setSaveState(getState(), key, { status: 'saving' })));
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
      let next = receiveRecord(getState(), ref, response.body, response.header('etag'));
      next = clearSentEdits(next, key, sent);
      next = invalidateQueries(setSaveState(next, key, null), ref.kind, ref.name);
      update(next);
      return { ok: true, ref, record: response.body };
    } catch (caught) {
      const error = asError(caught);
      update(setSaveState(getState(), key, { status: 'error', error }));
      return { ok: false, ref, error };
    }
  }

  async function save(ref: RecordRef, options: SaveOptions = {}): Promise<SaveResult> {
    const key = recordKey(ref);
    if (options.extraEdits) context.editQuietly(ref, options.extraEdits);
    const shared = context.sharedRecord(key);
    if (shared?.canPublish() && !options.overwrite) return publishShared(ref, key, shared);
    return restSave(ref, key, getState().edits[key] ?? {}, options);
  }

  return { save, refresh };
}
