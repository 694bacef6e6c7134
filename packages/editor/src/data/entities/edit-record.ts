import { deepEqual } from '../deep-equal';
import { applyEditValues } from './apply-edits';
import { editedValue } from './raw-values';
import { blocksOfContent } from './record-block-ids';
import type { EditChange, StoreState, UndoStep } from './store-state';

/** Consecutive edits of the same fields within this time join one undo step (typing). */
export const COALESCE_MS = 1000;

export interface EditOptions {
  /** Time of the edit in ms (injected so tests control it). */
  now: number;
  /** Apply without an undo step (e.g. values the editor sets on its own). */
  undoIgnore?: boolean;
}

/**
 * A parsed block tree and the content string describe the same thing; editing one drops the
 * other's edit so they never disagree (the tree is serialised into content on save).
 */
function withLinkedFields(
  edits: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const values: Record<string, unknown> = { ...edits };
  if ('blocks' in edits && !('content' in edits) && current && 'content' in current) {
    values.content = undefined;
  }
  if ('content' in edits && !('blocks' in edits) && current && 'blocks' in current) {
    values.blocks = undefined;
  }
  return values;
}

/**
 * The value a field had before an edit, for undo. A block tree that was never edited is the
 * content parsed: undo must bring that tree back as an edit, not 'no edit', which after a save
 * would mean the saved content and the undo would silently do nothing.
 */
function valueBefore(
  record: Readonly<Record<string, unknown>> | undefined,
  current: Readonly<Record<string, unknown>> | undefined,
  prop: string,
): unknown {
  const value = editedValue(record, current, prop);
  if (prop !== 'blocks' || value !== undefined) return value;
  const content = editedValue(record, current, 'content');
  return typeof content === 'string' ? blocksOfContent(content, record, current) : undefined;
}

function sameFields(a: readonly EditChange[], b: readonly EditChange[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((change) =>
    b.some((other) => other.recordKey === change.recordKey && other.prop === change.prop),
  );
}

function pushStep(state: StoreState, changes: EditChange[], now: number): StoreState {
  const { past, boundary } = state.history;
  const last = past.at(-1);
  const joins =
    !boundary &&
    last?.type === 'edits' &&
    now - last.time < COALESCE_MS &&
    sameFields(last.changes, changes);
  let nextPast: readonly UndoStep[];
  if (joins && last?.type === 'edits') {
    const merged = last.changes.map((change) => {
      const newer = changes.find(
        (other) => other.recordKey === change.recordKey && other.prop === change.prop,
      );
      return { ...change, to: newer ? newer.to : change.to };
    });
    nextPast = [...past.slice(0, -1), { type: 'edits', changes: merged, time: now }];
  } else {
    nextPast = [...past, { type: 'edits', changes, time: now }];
  }
  return { ...state, history: { past: nextPast, future: [], boundary: false } };
}

/** Layers edits over a record and records the change in the undo history. */
export function editRecord(
  state: StoreState,
  key: string,
  edits: Readonly<Record<string, unknown>>,
  options: EditOptions,
): StoreState {
  const record = state.records[key]?.record;
  const current = state.edits[key];
  const values = withLinkedFields(edits, current);
  const changes: EditChange[] = [];
  for (const [prop, to] of Object.entries(values)) {
    const from = valueBefore(record, current, prop);
    if (!deepEqual(from, to)) changes.push({ recordKey: key, prop, from, to });
  }
  if (changes.length === 0) return state;
  const next = applyEditValues(state, key, values);
  return options.undoIgnore ? next : pushStep(next, changes, options.now);
}
