import type { BlockNode } from '@atelier/blocks';
import type { EditChange, StoreState, UndoStep } from './store-state';

/**
 * The attributes of a block of an edit's trees known without reading its HTML (the canvas keeps
 * those typing wrote), or undefined: the document's writer then need not parse what was typed.
 */
export type KnownBlockAttributes = (
  block: BlockNode,
) => Readonly<Record<string, unknown>> | undefined;

/**
 * Records whose values live in a shared document while co-editing (issue #23). The entity store
 * still holds their values (the canvas and the screens read them as before) but hands each local
 * edit of a field the document holds to the record's `SharedRecord`, routes undo and redo of
 * those edits through it (the person's own changes only, never a whole old value that would take
 * back a collaborator's edit) and saves by publishing the document. `data/collab/` implements it.
 */

/** The server's answer to publishing a shared document as the record (one REST write). */
export type SharedPublishResult =
  | { ok: true; version: string }
  | { ok: false; error: { code: string; message: string; data: { status: number } } };

export interface SharedRecord {
  /** Whether the document holds this field of the record (`blocks` / `content`: its tree). */
  holds(prop: string): boolean;
  /**
   * A local edit of held fields: `before` the values it was made from, `after` the new ones.
   * `step` names the undo step the edit belongs to (the same number while typing joins one
   * step), or null for an edit outside undo history. `known` answers the attributes of blocks
   * the editor wrote from known values (typing), when it knows them.
   */
  write(
    before: Readonly<Record<string, unknown>>,
    after: Readonly<Record<string, unknown>>,
    step: number | null,
    known?: KnownBlockAttributes,
  ): void;
  /** Takes back this person's changes of one undo step (nothing when it has none left). */
  undo(step: number): void;
  /** Does again this person's changes of one undone step. */
  redo(step: number): void;
  /**
   * Undoes or redoes `step`, made before the record was shared, which its document knows no
   * step for: the change from `before` to `after` (values of held fields) goes into the document
   * as this person's own change, which the others see, so a collaborator's edit made since
   * stays; the store then shows the document's values.
   */
  moveEarlier(
    step: object,
    direction: 'undo' | 'redo',
    before: Readonly<Record<string, unknown>>,
    after: Readonly<Record<string, unknown>>,
  ): void;
  /** Whether a save can go through the document now (in session, synced, allowed to write). */
  canPublish(): boolean;
  /** Saves the document as the record; the answer says how it went. */
  publish(): Promise<SharedPublishResult>;
}

/** The edits of fields a shared record's document holds, or null when it holds none of them. */
export function heldValues(
  edits: Readonly<Record<string, unknown>>,
  shared: Pick<SharedRecord, 'holds'>,
): Record<string, unknown> | null {
  const held = Object.entries(edits).filter(([prop]) => shared.holds(prop));
  return held.length === 0 ? null : Object.fromEntries(held);
}

/**
 * Marks the step an edit of a shared record made or joined (`next` against `before`) with the
 * number its document knows it by: a new step gets `newStep()`, a step typing joined keeps its
 * number. Answers the state and that number (null when the edit made no step).
 */
export function tagSharedStep(
  before: StoreState,
  next: StoreState,
  key: string,
  newStep: () => number,
): { state: StoreState; step: number | null } {
  const last = next.history.past.at(-1);
  if (last?.type !== 'edits' || last === before.history.past.at(-1)) {
    return { state: next, step: null };
  }
  const known = last.changes.find(
    (change) => change.recordKey === key && change.shared !== undefined,
  );
  if (known?.shared !== undefined) return { state: next, step: known.shared };
  const step = newStep();
  const changes = last.changes.map((change) =>
    change.recordKey === key ? { ...change, shared: step } : change,
  );
  const past = [...next.history.past.slice(0, -1), { ...last, changes }];
  return { state: { ...next, history: { ...next.history, past } }, step };
}

/** The shared records a history step changed, each with its step number and its changes. */
export function sharedStepsOf(
  step: Extract<UndoStep, { type: 'edits' }>,
): { recordKey: string; step: number; changes: EditChange[] }[] {
  const found = new Map<string, { recordKey: string; step: number; changes: EditChange[] }>();
  for (const change of step.changes) {
    if (change.shared === undefined) continue;
    const id = `${change.recordKey}\n${change.shared}`;
    const entry = found.get(id) ?? {
      recordKey: change.recordKey,
      step: change.shared,
      changes: [],
    };
    entry.changes.push(change);
    found.set(id, entry);
  }
  return [...found.values()];
}

/**
 * Whether a change is an edit made before its record was shared (no step number) of a field its
 * document holds now: its undo and redo go through the document too (restoring the old value in
 * the store alone would leave the document, and the next read of it, as they were).
 */
export function madeBeforeSharing(
  records: ReadonlyMap<string, Pick<SharedRecord, 'holds'>>,
): (change: EditChange) => boolean {
  return (change) =>
    change.shared === undefined && records.get(change.recordKey)?.holds(change.prop) === true;
}

/**
 * The changes of a history step made before their record was shared (no step number) that
 * `held` says go through the record's document now, per record: the values they go from and to
 * for `direction`.
 */
export function earlierChangesOf(
  step: Extract<UndoStep, { type: 'edits' }>,
  held: (change: EditChange) => boolean,
  direction: 'undo' | 'redo',
): { recordKey: string; before: Record<string, unknown>; after: Record<string, unknown> }[] {
  const found = new Map<
    string,
    { recordKey: string; before: Record<string, unknown>; after: Record<string, unknown> }
  >();
  for (const change of step.changes) {
    if (change.shared !== undefined || !held(change)) continue;
    const entry = found.get(change.recordKey) ?? {
      recordKey: change.recordKey,
      before: {},
      after: {},
    };
    entry.before[change.prop] = direction === 'undo' ? change.to : change.from;
    entry.after[change.prop] = direction === 'undo' ? change.from : change.to;
    found.set(change.recordKey, entry);
  }
  return [...found.values()];
}
