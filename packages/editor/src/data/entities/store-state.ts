import { queryPairs, type RestQuery } from '@atelier/blocks/rest';
/**
 * The entity store's state: records as the server sent them, the user's edits over them, lists
 * cached by query, where each read stands, saves in flight and the undo history. Verbs in this
 * folder take a state and return a new one; nothing here talks to the server.
 */

/** A record as the REST API returns it. */
export type EntityRecord = Readonly<Record<string, unknown>>;

/** Which record: entity kind and name, and the id (`''` for a singleton such as site settings). */
export interface RecordRef {
  kind: string;
  name: string;
  id: string;
}

export interface RecordEntry {
  record: EntityRecord;
  /** The ETag the record came with; saves send it as If-Match. Null when unknown. */
  etag: string | null;
}

export interface QueryResult {
  ids: readonly string[];
  totalItems: number | null;
  totalPages: number | null;
}

export type Resolution =
  | { status: 'resolving' }
  | { status: 'resolved' }
  | { status: 'error'; error: Error };

/** One property changed on one record by one step of history. */
export interface EditChange {
  recordKey: string;
  prop: string;
  from: unknown;
  to: unknown;
  /**
   * Set when the record was shared (co-editing) at the time of the edit: the step number its
   * document knows this edit by. Undo and redo then go through the document, and `from` / `to`
   * are only used when the record is no longer shared.
   */
  shared?: number;
}

/** A step the history undoes and redoes: record edits, or an action with its own undo (a preference). */
export type UndoStep =
  | { type: 'edits'; changes: readonly EditChange[]; time: number }
  | { type: 'action'; label: string; undo: () => void; redo: () => void };

export interface HistoryState {
  past: readonly UndoStep[];
  future: readonly UndoStep[];
  /** When true the next edit starts a new step even if it could join the last one. */
  boundary: boolean;
}

export type SaveState = { status: 'saving' } | { status: 'error'; error: Error };

export type Edits = Readonly<Record<string, unknown>>;

export interface StoreState {
  records: Readonly<Record<string, RecordEntry>>;
  queries: Readonly<Record<string, QueryResult>>;
  resolutions: Readonly<Record<string, Resolution>>;
  edits: Readonly<Record<string, Edits>>;
  /** Record keys in the order they were first edited (the save panel lists them so). */
  editOrder: readonly string[];
  saving: Readonly<Record<string, SaveState>>;
  history: HistoryState;
}

export const EMPTY_STATE: StoreState = Object.freeze({
  records: {},
  queries: {},
  resolutions: {},
  edits: {},
  editOrder: [],
  saving: {},
  history: { past: [], future: [], boundary: false },
});

/** Turns a record id (number or string) into the string the store keys by; '' for none. */
export function idOf(id: unknown): string {
  return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
}

/** Key of one record in the state maps. */
export function recordKey(ref: RecordRef): string {
  return JSON.stringify([ref.kind, ref.name, ref.id]);
}

/** The record a key names. */
export function refOfKey(key: string): RecordRef {
  const parsed: unknown = JSON.parse(key);
  if (!Array.isArray(parsed)) return { kind: '', name: '', id: '' };
  const [kind, name, id] = parsed.map((part) => (typeof part === 'string' ? part : ''));
  return { kind: kind ?? '', name: name ?? '', id: id ?? '' };
}

export type Query = RestQuery;

/** Query values as strings, sorted by name, so `{a:1,b:2}` and `{b:'2',a:'1'}` are one list. */
export function normalizeQuery(query: Query): [string, string][] {
  return queryPairs(query);
}

/** Key of one list (entity + query) in the state maps. */
export function queryKey(kind: string, name: string, query: Query): string {
  return JSON.stringify([kind, name, normalizeQuery(query)]);
}

/** Whether a query key belongs to an entity (used to invalidate its lists after a save). */
export function queryKeyIsFor(key: string, kind: string, name: string): boolean {
  return key.startsWith(JSON.stringify([kind, name]).slice(0, -1));
}

export const recordResolutionKey = (key: string) => `record:${key}`;
export const queryResolutionKey = (key: string) => `query:${key}`;
