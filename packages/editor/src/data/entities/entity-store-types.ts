import type { BlockNode } from '@atelier/blocks';
import type { KnownBlockAttributes, SharedRecord } from './shared-records';
import type { EntityRecord, Query, RecordRef, StoreState } from './store-state';

/** The entity store's public face (`entity-store.ts` makes it). */

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
  /** Listens to every change of the state. */
  subscribe(listener: () => void): () => void;
  /**
   * Listens to the changes one reader can see: with a record key, the changes of that record
   * (what the server sent, its edits, its read and save states) and of anything the server sent;
   * with `STORED_ONLY`, only the changes of what the server sent (records, lists, reads, saves),
   * not of edits or history. A keystroke's edit wakes its record's readers and the `subscribe`
   * listeners, not the readers of other records or of lists.
   */
  subscribeScoped(scope: string, listener: () => void): () => void;
  /** Reads a record unless it is read or being read (`force` reads it again). */
  resolveRecord(ref: RecordRef, force?: boolean): Promise<void>;
  /** Reads a list unless it is read or being read. */
  resolveRecords(kind: string, name: string, query: Query): Promise<void>;
  /**
   * Edits a record's values. `knownAttributes` answers the attributes of blocks of an edited
   * tree known without reading their HTML (what typing wrote), handed to a shared record's
   * document writer with the edit.
   */
  edit(
    ref: RecordRef,
    edits: Readonly<Record<string, unknown>>,
    options?: { undoIgnore?: boolean; knownAttributes?: KnownBlockAttributes },
  ): void;
  /**
   * Runs `work`, an edit the page already shows (text typed into a rich text): the state changes
   * now (undo, saving and co-editing see it at once); listeners hear of it later (the editor:
   * after the next frame), or with the next change that is not shown, whichever comes first.
   * Inside a transaction or another shown edit, `work` runs as it is.
   */
  shownEdit(work: () => void): void;
  /** Tells listeners now of shown edits they have not heard of (before anything reads them drawn). */
  flushShownEdits(): void;
  /** Whether listeners have yet to hear of a shown edit. */
  hasUnheardEdits(): boolean;
  /** Undoes the newest step (shown edits are told first, so what undo changes is drawn). */
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
  /**
   * Co-editing: from now on the record's held fields are edited, undone, redone and saved
   * through its shared document (`shared-records.ts`). Answers the function that ends it.
   */
  share(ref: RecordRef, record: SharedRecord): () => void;
  /**
   * Co-editing: `callback` runs when a save of the record begins, before the save chooses
   * between the shared document and REST — a binding waiting to take the synced document (an
   * undo step still open) takes it then, so the save publishes it. Answers the function that
   * ends it.
   */
  beforeSave(ref: RecordRef, callback: () => void): () => void;
  /**
   * Values read from a shared record's document: edits with no undo step, not written back.
   * `newIds`: its blocks take the document's ids (the first sync); the listeners of
   * `subscribeNewBlockIds` hear of it once the store holds them.
   */
  receiveShared(
    ref: RecordRef,
    values: Readonly<Record<string, unknown>>,
    options?: { newIds?: boolean },
  ): void;
  /**
   * Listens to a record's blocks taking new ids (a shared record's first sync), with the tree
   * they had before, so what names them (the canvas's selection) can follow.
   */
  subscribeNewBlockIds(listener: NewBlockIdsListener): () => void;
  /** Reads a record again without marking it as being read (its screen stays as it is). */
  refresh(ref: RecordRef): Promise<void>;
}

/** Hears that `ref`'s blocks took new ids; `before` is the record's tree as it was. */
export type NewBlockIdsListener = (ref: RecordRef, before: readonly BlockNode[]) => void;
