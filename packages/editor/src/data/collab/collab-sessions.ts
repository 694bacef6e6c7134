import type { CollabConnection } from '@atelier/collab/client';
import type { RecordRef } from '../entities/store-state';
import { type SharedKind, sharedKindOf } from './shared-kinds';

/** A record's live session: its connection and how to end it (unbind, then close). */
export interface RecordSession {
  connection: CollabConnection;
  stop(): void;
}

/** Opens a record's session (the provider loads the transport and the binding on demand). */
export type StartSession = (ref: RecordRef, kind: SharedKind) => Promise<RecordSession>;

export interface CollabSessions {
  /**
   * Someone shows the record: its session opens (once per record per tab, whoever asks).
   * Answers the release; the session closes a moment after the last release.
   */
  acquire(ref: RecordRef): () => void;
  /** The record's connection once it is open, else null (not shared, not open yet). */
  connectionOf(ref: RecordRef): CollabConnection | null;
  /** Called when a connection opens or closes. */
  subscribe(listener: () => void): () => void;
  /** Ends every session (the editor is leaving). */
  closeAll(): void;
}

interface Entry {
  users: number;
  connection: CollabConnection | null;
  stop: (() => void) | null;
  /** Set when the session ended before it finished opening. */
  ended: boolean;
  closing: ReturnType<typeof setTimeout> | null;
}

/**
 * The co-editing sessions of one tab: one per shared record, shared by everything that shows the
 * record (the canvas, a template part inside it, the header's avatars, a list row), closed
 * `lingerMs` after nothing shows it any more (a remount does not reconnect). A record `keep`
 * answers true for (it has unsaved edits) keeps its session: the close is tried again every
 * `lingerMs`, so a later Save publishes the document that holds those edits.
 */
export function createCollabSessions(
  start: StartSession,
  lingerMs = 2000,
  keep: (ref: RecordRef) => boolean = () => false,
): CollabSessions {
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  const end = (docKey: string, entry: Entry) => {
    entry.ended = true;
    if (entries.get(docKey) === entry) entries.delete(docKey);
    if (entry.closing !== null) clearTimeout(entry.closing);
    const hadConnection = entry.connection !== null;
    entry.stop?.();
    entry.connection = null;
    entry.stop = null;
    if (hadConnection) emit();
  };

  const open = (ref: RecordRef, kind: SharedKind): Entry => {
    const entry: Entry = { users: 0, connection: null, stop: null, ended: false, closing: null };
    entries.set(kind.docKey, entry);
    start(ref, kind).then(
      (session) => {
        if (entry.ended) {
          session.stop();
          return;
        }
        entry.connection = session.connection;
        entry.stop = session.stop;
        emit();
      },
      () => end(kind.docKey, entry),
    );
    return entry;
  };

  return {
    acquire(ref) {
      const kind = sharedKindOf(ref);
      if (kind === null) return () => undefined;
      const entry = entries.get(kind.docKey) ?? open(ref, kind);
      if (entry.closing !== null) {
        clearTimeout(entry.closing);
        entry.closing = null;
      }
      entry.users += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        entry.users -= 1;
        if (entry.users > 0 || entry.ended) return;
        const close = () => {
          entry.closing = null;
          if (entry.users > 0 || entry.ended) return;
          if (keep(ref)) entry.closing = setTimeout(close, lingerMs);
          else end(kind.docKey, entry);
        };
        entry.closing = setTimeout(close, lingerMs);
      };
    },
    connectionOf(ref) {
      const kind = sharedKindOf(ref);
      return kind === null ? null : (entries.get(kind.docKey)?.connection ?? null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    closeAll() {
      for (const [docKey, entry] of [...entries]) end(docKey, entry);
    },
  };
}
