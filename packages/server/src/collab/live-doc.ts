import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import type { DocKey } from './doc-key.js';
import type { PresenceIdentity } from './presence-identity.js';

/** One connected client of a document (a WebSocket or an HTTP fallback client). */
export interface CollabPeer {
  readonly id: string;
  /** The authenticated person (their awareness states are stamped with it). */
  readonly user: PresenceIdentity;
  readonly canEdit: boolean;
  /** Whether its person has `unfiltered_html` (else the document holds markup to clean). */
  readonly unfilteredHtml: boolean;
  send(frame: Uint8Array): void;
  /** The awareness client ids this peer speaks for (removed when it leaves). */
  readonly awarenessClients: Set<number>;
}

/** A document open on this instance. */
export interface LiveDoc {
  readonly key: DocKey;
  readonly doc: Y.Doc;
  readonly awareness: Awareness;
  readonly peers: Set<CollabPeer>;
  /** The highest update row this instance has read. */
  lastSeenId: number;
  /** Writes to storage, in order. */
  writes: Promise<void>;
  appendsSinceCompaction: number;
  /**
   * Whether the document may hold, since its last save, a change by someone without
   * `unfiltered_html` (or by someone this instance cannot tell: another instance, or changes
   * stored before it loaded the document). Publishing then cleans the markup as REST would
   * for them, even when the person saving may write any HTML.
   */
  mayHoldFilteredWrites: boolean;
  /**
   * The version a save wrote whose stored record lost text it sent (the document was kept
   * unsaved): the next save writes over it. Null otherwise.
   */
  unconfirmedVersion: string | null;
}
