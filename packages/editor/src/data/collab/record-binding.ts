import { type BlockNode, type BlockRegistry, parse } from '@atelier/blocks';
import {
  applyLocalTree,
  contentEdges,
  DOC_ROOTS,
  docBlockNames,
  type JsonValue,
  mergeRestWrite,
  type RecordBase,
  type RecordChange,
  readBlock,
  readBlocks,
  savedVersion,
} from '@atelier/collab';
import type { CollabConnection } from '@atelier/collab/client';
import type * as Y from 'yjs';
import { immediately, type WriteScheduler } from '../after-next-frame';
import { deepEqual } from '../deep-equal';
import { isBlockTree } from '../entities/blocks-content';
import { hasEdits } from '../entities/dirty-records';
import type { EntityStore } from '../entities/entity-store';
import { getEditedBlocks, getEditedProp } from '../entities/selectors';
import type { SharedRecord } from '../entities/shared-records';
import { type RecordRef, recordKey } from '../entities/store-state';
import { type DocChanges, docChanges } from './doc-changes';
import { documentTree, keepUnchanged, replaceBlocks, reuseBlock } from './doc-tree';
import { createWriteQueue, type PendingWrite, registerPendingWrites } from './local-writes';
import { openStepWait } from './open-step';
import { type EarlierTree, earlierTree, NO_EARLIER_TREE, withDocumentIds } from './presync-ids';
import { publishUnlessDeleted } from './record-deleted';
import { createReadQueue } from './remote-reads';
import { holdsField, type SharedKind } from './shared-kinds';
import { createStepUndo } from './step-undo';

export interface RecordBindingOptions {
  entityStore: EntityStore;
  ref: RecordRef;
  kind: SharedKind;
  connection: Pick<CollabConnection, 'doc' | 'status' | 'whenSynced' | 'publish'>;
  /**
   * The block types the document is read and written with: the canvas's registry. The types the
   * document names are asked for at the sync, and the binding starts once they are registered.
   */
  registry: BlockRegistry;
  /**
   * When local edits reach the document: `afterNextFrame` in the editor (one write per frame,
   * outside the keystroke), straight away by default.
   */
  scheduleWrite?: WriteScheduler;
  /** The clock the entity store's undo steps are timed by (`Date.now` by default). */
  now?: () => number;
  /**
   * When changes that arrived from the others are read into the store: `inNextFrame` in the
   * editor (the arrivals of one frame joined into one store update), straight away by default.
   */
  scheduleRead?: WriteScheduler;
}

/** The record's fields as its document holds them (Y.Text as strings, maps as objects). */
function documentFields(doc: Y.Doc): Record<string, JsonValue> {
  return doc.getMap(DOC_ROOTS.fields).toJSON() as Record<string, JsonValue>;
}

/**
 * Waits for the types the document names that the registry is still loading, so the first read
 * knows every block's rich text (nothing to wait for: answered at once, in the same tick). A
 * chunk that fails leaves its types missing; the document is read all the same.
 */
function typesStillLoading(doc: Y.Doc, registry: BlockRegistry): Promise<void> | undefined {
  const loading = docBlockNames(doc).filter((name) => registry.isPending(name));
  if (loading.length === 0) return undefined;
  return registry.whenRegistered(loading).catch(() => undefined);
}

/**
 * Binds one record of the entity store to its shared document, from the first sync until the
 * answered function is called:
 * - doc → store: the document's tree (its block ids as client ids) and fields go into the store
 *   at the sync and after each change that is not this tab's own, with no undo step (the others'
 *   changes when `scheduleRead` runs, those of one frame joined); a change inside blocks
 *   re-reads only those blocks, and unchanged blocks keep their objects;
 * - store → doc: the store hands each local edit to `write` (`applyLocalTree` from the tree the
 *   edit was made from; `scheduleWrite` may join the edits of one frame into one write, which
 *   anything reading the document flushes first), undo and redo to this person's
 *   `Y.UndoManager` step by step, and Save to `publish`;
 * - when the document's saved version moves (someone saved), the record is read again, so its
 *   Save shows nothing left to save.
 */
export function bindRecord({
  entityStore,
  ref,
  kind,
  connection,
  registry,
  scheduleWrite = immediately,
  now = Date.now,
  scheduleRead = immediately,
}: RecordBindingOptions): () => void {
  const { doc } = connection;
  const key = recordKey(ref);
  const tracked = { origin: 'atelier-editor', ref: key };
  const untracked = { origin: 'atelier-editor-untracked', ref: key };
  const undo = createStepUndo(doc, tracked);
  let stopSharing: (() => void) | null = null;
  let disposed = false;
  let seenVersion: string | null = null;
  /** The store's tree at the first sync, and the document's id of each of its blocks. */
  let earlier: EarlierTree = NO_EARLIER_TREE;

  const readTree = (current: readonly BlockNode[], changes?: DocChanges): readonly BlockNode[] => {
    if (changes !== undefined && !changes.structure) {
      const fresh = new Map();
      for (const id of changes.blocks) {
        const block = readBlock(doc, id, registry);
        if (block === undefined) return keepUnchanged(current, readBlocks(doc, registry));
        fresh.set(id, reuseBlock(current, block));
      }
      const replaced = replaceBlocks(current, fresh);
      if (replaced !== null) return replaced;
    }
    return keepUnchanged(current, readBlocks(doc, registry));
  };

  /** Puts what the document holds (or what `changes` touched of it) into the store. */
  const pull = (changes?: DocChanges) => {
    // The document first takes this tab's pending edits (as changes from the tree they were
    // made from, so what arrived stays), so the store never reads it without them.
    writes.flush();
    const state = entityStore.getState();
    const values: Record<string, unknown> = {};
    const blocksChanged = changes === undefined || changes.structure || changes.blocks.size > 0;
    if (kind.content && blocksChanged) {
      const current = getEditedBlocks(state, ref);
      const next = readTree(current, changes);
      if (next !== current) values.blocks = next;
    }
    if (changes === undefined || changes.fields) {
      const fields = documentFields(doc);
      for (const field of kind.fields) {
        const value = fields[field];
        if (value !== undefined && !deepEqual(value, getEditedProp(state, ref, field))) {
          values[field] = value;
        }
      }
    }
    if (Object.keys(values).length === 0) return;
    // A whole read (the first sync, markup from the code editor) gives the blocks the
    // document's ids: the canvas's selection follows them.
    entityStore.receiveShared(ref, values, { newIds: changes === undefined && 'blocks' in values });
  };

  /**
   * When the document was saved as a new version (by anyone): reads the record again unless the
   * store has that version already, then takes the document's whole tree, whose blank lines are
   * the saved content's (the editor's own edits write its own), so nothing is left to save.
   */
  const followSaves = () => {
    const version = savedVersion(doc);
    if (version === null || String(version) === seenVersion) return;
    seenVersion = String(version);
    const etag = entityStore.getState().records[key]?.etag ?? null;
    if (seenVersion === etag) {
      pull();
      return;
    }
    void entityStore.refresh(ref).then(() => {
      if (!disposed) pull();
    });
  };

  /** One local edit (or the edits of one frame, joined) as a change of the document. */
  const localChange = ({ before, after, known }: Omit<PendingWrite, 'step'>) => {
    const change: RecordChange = known === undefined ? {} : { known };
    const base: RecordBase = { fields: {}, blocks: [] };
    let parsed = false;
    for (const [prop, value] of Object.entries(after)) {
      if (prop === 'blocks' || prop === 'content') {
        const previous = before[prop];
        base.blocks = documentTree(isBlockTree(previous) ? previous : []);
        parsed = typeof value === 'string';
        const blocks = typeof value === 'string' ? parse(value) : isBlockTree(value) ? value : [];
        change.blocks = documentTree(blocks);
        // Markup replaces the whole content, blank lines at its edges included.
        if (parsed) change.edges = contentEdges(blocks);
      } else {
        base.fields[prop] = before[prop] as JsonValue;
        change.fields = { ...change.fields, [prop]: value as JsonValue };
      }
    }
    return { change, base, parsed };
  };

  /** Writes one local edit (or the edits of one frame, joined) into the document. */
  const writeLocal = (write: PendingWrite) => {
    const { change, base, parsed } = localChange(write);
    const { step } = write;
    if (step !== null) undo.capture(step);
    applyLocalTree(doc, change, step === null ? untracked : tracked, base, registry);
    // Content typed as markup has no block ids: the store takes the document's tree (and its
    // ids) once the edit is in.
    if (parsed) queueMicrotask(() => !disposed && pull());
  };
  /** A step made before the first sync, from `before` to `after`, as a change of the document. */
  const earlierChange = (
    before: Readonly<Record<string, unknown>>,
    after: Readonly<Record<string, unknown>>,
  ) => {
    // Its trees carry the ids the store gave the blocks before the first sync, or none.
    const inDocument = (values: Readonly<Record<string, unknown>>) =>
      Object.fromEntries(
        Object.entries(values).flatMap(([prop, value]): [string, unknown][] => {
          if (value === undefined) return [];
          if (prop !== 'blocks' && prop !== 'content') return [[prop, value]];
          const blocks = typeof value === 'string' ? parse(value) : value;
          return isBlockTree(blocks) ? [[prop, withDocumentIds(blocks, earlier)]] : [];
        }),
      );
    const to = inDocument(after);
    const from = inDocument(before);
    for (const prop of Object.keys(to)) if (!(prop in from)) delete to[prop];
    return localChange({ before: from, after: to });
  };

  const writes = createWriteQueue(writeLocal, scheduleWrite);
  const stopFlushes = registerPendingWrites(doc, writes.flush);

  /** Reads what transactions changed (those that arrived in a frame, joined) into the store. */
  const reads = createReadQueue((changes) => {
    pull(changes);
    if (changes.meta) followSaves();
  }, scheduleRead);

  const onTransaction = (transaction: Y.Transaction) => {
    if (transaction.origin === tracked || transaction.origin === untracked) return;
    const changes = docChanges(doc, transaction);
    // Others' changes are read once a frame; this tab's own (undo, redo) at once, with them.
    if (transaction.local) reads.readNow(changes);
    else reads.add(changes);
  };

  const shared: SharedRecord = {
    holds: (prop) => holdsField(kind, prop),
    write(before, after, step, known) {
      writes.add({ before, after, step, known });
      // Markup from the code editor goes in at once: the store takes the document's ids.
      if (typeof after.content === 'string' || typeof after.blocks === 'string') writes.flush();
    },
    undo: (step) => {
      writes.flush();
      undo.undo(step);
    },
    redo: (step) => {
      writes.flush();
      undo.redo(step);
    },
    moveEarlier(step, direction, before, after) {
      writes.flush();
      const write = (origin: unknown) => {
        const { change, base } = earlierChange(before, after);
        applyLocalTree(doc, change, origin, base, registry);
      };
      // Through this person's Y.UndoManager, so that the text it puts back is the text it took
      // out (the later steps' items are placed against it), and the others see the change.
      if (direction === 'undo') undo.undoEarlier(step, write);
      else if (!undo.redoEarlier(step)) write(untracked);
      reads.readNow({ fields: true, meta: false, structure: true, blocks: new Set() });
    },
    canPublish: () => connection.status() === 'synced',
    publish: () => {
      writes.flush();
      return publishUnlessDeleted(ref, doc, () => connection.publish());
    },
  };

  /** Edits made before the first sync join the document as a write from outside the session. */
  const adoptLocalEdits = () => {
    const state = entityStore.getState();
    if (!hasEdits(state, key)) return;
    const change: RecordChange = {};
    const edits = state.edits[key] ?? {};
    if (kind.content && ('blocks' in edits || 'content' in edits)) {
      change.blocks = documentTree(getEditedBlocks(state, ref));
    }
    for (const field of kind.fields) {
      if (field in edits) change.fields = { ...change.fields, [field]: edits[field] as JsonValue };
    }
    mergeRestWrite(doc, change, untracked, registry);
  };

  const ready = connection.whenSynced().then(() => typesStillLoading(doc, registry));
  const start = () => {
    const made = kind.content ? getEditedBlocks(entityStore.getState(), ref) : [];
    adoptLocalEdits();
    pull();
    if (kind.content) earlier = earlierTree(made, getEditedBlocks(entityStore.getState(), ref));
    // No edit joins a step made before the sync (the document knows no step for it: undone
    // through `moveEarlier`): this runs once none can (`open-step.ts`). No undo boundary either:
    // it would cut the typing going on in another record of the canvas in two steps.
    stopSharing = entityStore.share(ref, shared);
    doc.on('afterTransaction', onTransaction);
    followSaves();
  };
  // Not while typing could still join this record's newest undo step (`open-step.ts`).
  let stepTimer: ReturnType<typeof setTimeout> | null = null;
  const startOnceStepCloses = () => {
    stepTimer = null;
    if (disposed) return;
    const wait = openStepWait(entityStore.getState(), key, now());
    if (wait === 0) start();
    else stepTimer = setTimeout(startOnceStepCloses, wait + 1);
  };
  // A save while waiting takes the document at once: Save publishes it, never a REST write
  // beside a live document.
  const stopBeforeSave = entityStore.beforeSave(ref, () => {
    if (stepTimer === null) return;
    clearTimeout(stepTimer);
    stepTimer = null;
    if (!disposed) start();
  });
  ready.then(startOnceStepCloses, () => {
    // Refused: the record stays outside the session and saves through REST.
  });

  // Leaving the page (or hiding it, where frames stop) writes what is pending.
  const onHide = () => writes.flush();
  const page = typeof window === 'undefined' ? null : window;
  page?.addEventListener('pagehide', onHide);
  page?.document.addEventListener('visibilitychange', onHide);

  return () => {
    writes.close();
    reads.cancel();
    stopFlushes();
    page?.removeEventListener('pagehide', onHide);
    page?.document.removeEventListener('visibilitychange', onHide);
    disposed = true;
    if (stepTimer !== null) clearTimeout(stepTimer);
    stopBeforeSave();
    stopSharing?.();
    doc.off('afterTransaction', onTransaction);
    undo.destroy();
  };
}
