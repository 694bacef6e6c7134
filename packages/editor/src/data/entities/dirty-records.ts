import type { BlockNode } from '@atelier/blocks';
import { deepEqual } from '../deep-equal';
import { isBlockTree } from './blocks-content';
import { findEntityConfig } from './entity-config';
import { editedValue, rawValue } from './raw-values';
import { type EntityRecord, type RecordRef, refOfKey, type StoreState } from './store-state';
import { treeMatchesContent } from './tree-content-match';

/**
 * The last block tree compared per record key: the next edit's tree shares all but the edited
 * top-level block with it, so its comparison with the content reads that block alone.
 */
const lastTrees = new Map<string, readonly BlockNode[]>();

/** Whether one edited field differs from the record (a block tree is compared as content). */
function propDiffers(
  key: string,
  record: EntityRecord | undefined,
  prop: string,
  value: unknown,
): boolean {
  if (prop === 'blocks' && isBlockTree(value)) {
    const content = rawValue(record?.content);
    if (typeof content !== 'string') return true;
    const matches = treeMatchesContent(value, content, lastTrees.get(key));
    lastTrees.set(key, value);
    return !matches;
  }
  return !deepEqual(value, rawValue(record?.[prop]));
}

/** The last answer per edits object: every reader of a record's dirty flag asks after an edit. */
const dirtyByEdits = new WeakMap<object, { record: EntityRecord | undefined; dirty: boolean }>();

/** A record is dirty while any of its edits differs from it. */
export function hasEdits(state: StoreState, key: string): boolean {
  const edits = state.edits[key];
  if (edits === undefined) return false;
  const record = state.records[key]?.record;
  const known = dirtyByEdits.get(edits);
  if (known !== undefined && known.record === record) return known.dirty;
  const dirty = Object.entries(edits).some(([prop, value]) =>
    propDiffers(key, record, prop, value),
  );
  dirtyByEdits.set(edits, { record, dirty });
  return dirty;
}

export interface DirtyRecord extends RecordRef {
  key: string;
  /** What the save panel shows: the edited title, else the slug, else the entity label. */
  title: string;
  /** The entity's label, e.g. 'Template' or 'Page'. */
  typeLabel: string;
}

function titleOf(state: StoreState, key: string, fallback: string): string {
  const record = state.records[key]?.record;
  const edits = state.edits[key];
  for (const prop of ['title', 'name', 'slug']) {
    const value = editedValue(record, edits, prop);
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return fallback;
}

/**
 * A record's entry in the dirty list, null while it is clean: `kept`, the record's entry before
 * this change, while its title stays (its key, and so its type, cannot change).
 */
function dirtyRecordOf(
  state: StoreState,
  key: string,
  kept: DirtyRecord | null,
): DirtyRecord | null {
  if (!hasEdits(state, key)) return null;
  if (kept !== null) {
    const title = titleOf(state, key, kept.typeLabel);
    return title === kept.title ? kept : { ...kept, title };
  }
  const ref = refOfKey(key);
  const label = findEntityConfig(ref.kind, ref.name)?.label ?? ref.name;
  return { ...ref, key, title: titleOf(state, key, label), typeLabel: label };
}

interface Entry {
  edits: object | undefined;
  record: EntityRecord | undefined;
  dirty: DirtyRecord | null;
}

/**
 * Each record's last entry, by key: a record whose edits and record are the objects they were
 * keeps its entry (nothing read again), an edited one gets the same entry while its title and
 * type stay, so typing in one record reads that record's edits alone.
 */
let entries = new Map<string, Entry>();
let lastInput: { edits: StoreState['edits']; records: StoreState['records'] } | null = null;
let lastOutput: readonly DirtyRecord[] = [];

function entryOf(state: StoreState, key: string): Entry {
  const edits = state.edits[key];
  const record = state.records[key]?.record;
  const known = entries.get(key);
  if (known !== undefined && known.edits === edits && known.record === record) return known;
  return { edits, record, dirty: dirtyRecordOf(state, key, known?.dirty ?? null) };
}

/** Every dirty record, in the order it was first edited (same array while nothing changed). */
export function getDirtyRecords(state: StoreState): readonly DirtyRecord[] {
  if (lastInput && lastInput.edits === state.edits && lastInput.records === state.records) {
    return lastOutput;
  }
  const next = new Map<string, Entry>();
  const dirty: DirtyRecord[] = [];
  for (const key of state.editOrder) {
    const entry = entryOf(state, key);
    next.set(key, entry);
    if (entry.dirty !== null) dirty.push(entry.dirty);
  }
  entries = next;
  lastInput = { edits: state.edits, records: state.records };
  const same =
    dirty.length === lastOutput.length && dirty.every((item, index) => item === lastOutput[index]);
  if (!same && !deepEqual(dirty, lastOutput)) lastOutput = dirty;
  return lastOutput;
}
