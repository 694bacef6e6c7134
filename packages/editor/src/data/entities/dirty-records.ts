import { deepEqual } from '../deep-equal';
import { isBlockTree, serializeBlocks } from './blocks-content';
import { findEntityConfig } from './entity-config';
import { editedValue, rawValue } from './raw-values';
import { type EntityRecord, type RecordRef, refOfKey, type StoreState } from './store-state';

/** Whether one edited field differs from the record (a block tree is compared as content). */
function propDiffers(record: EntityRecord | undefined, prop: string, value: unknown): boolean {
  if (prop === 'blocks' && isBlockTree(value)) {
    return serializeBlocks(value) !== rawValue(record?.content);
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
  const dirty = Object.entries(edits).some(([prop, value]) => propDiffers(record, prop, value));
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

let lastInput: { edits: StoreState['edits']; records: StoreState['records'] } | null = null;
let lastOutput: readonly DirtyRecord[] = [];

/** Every dirty record, in the order it was first edited (same array while nothing changed). */
export function getDirtyRecords(state: StoreState): readonly DirtyRecord[] {
  if (lastInput && lastInput.edits === state.edits && lastInput.records === state.records) {
    return lastOutput;
  }
  const dirty = state.editOrder
    .filter((key) => hasEdits(state, key))
    .map((key): DirtyRecord => {
      const ref = refOfKey(key);
      const label = findEntityConfig(ref.kind, ref.name)?.label ?? ref.name;
      return { ...ref, key, title: titleOf(state, key, label), typeLabel: label };
    });
  lastInput = { edits: state.edits, records: state.records };
  lastOutput = deepEqual(dirty, lastOutput) ? lastOutput : dirty;
  return lastOutput;
}
