import { type RecordRef, recordKey } from '../../data/entities/store-state';

const STORAGE_KEY = 'atelier:start-patterns-skipped';

/** Where the skipped records are kept: the tab's session (a reload does not ask again). */
export type SkipStorage = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): SkipStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readSkipped(storage: SkipStorage | null): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((key) => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether 'Choose a pattern' was skipped for this record in this session. */
export function wasSkipped(record: RecordRef, storage = sessionStore()): boolean {
  return readSkipped(storage).includes(recordKey(record));
}

/** Remembers Skip (or closing) for this record, so the modal does not come back for it. */
export function rememberSkip(record: RecordRef, storage = sessionStore()): void {
  const key = recordKey(record);
  const skipped = readSkipped(storage);
  if (skipped.includes(key)) return;
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify([...skipped, key]));
  } catch {
    // A full or blocked storage: the modal may ask again after a reload, nothing worse.
  }
}
