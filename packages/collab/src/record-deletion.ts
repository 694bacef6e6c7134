import type * as Y from 'yjs';
import { metaMap } from './doc-layout';
import { savedVersion } from './saved-base';

/** The key of the `meta` entry that says the record was deleted while its document was open. */
export const DELETED_KEY = 'deleted';

/** The origin of the transaction that marks a document's record deleted (no undo tracks `meta`). */
export const DELETION_ORIGIN = 'atelier-collab-deleted';

/** Who deleted the record (or moved it to the Trash), and when. */
export interface RecordDeletion {
  /** The person whose REST request deleted it. */
  by: { id: number; name: string };
  /** Moved to the Trash (it can be restored), rather than deleted for good. */
  trashed: boolean;
  /** When, in milliseconds since the epoch. */
  at: number;
}

interface StoredDeletion extends RecordDeletion {
  /** The saved version the document had when the record went: a later save or restore moves it. */
  version: string | number | null;
}

function isStoredDeletion(value: unknown): value is StoredDeletion {
  if (typeof value !== 'object' || value === null) return false;
  const mark = value as Record<string, unknown>;
  const by = mark.by as Record<string, unknown> | null | undefined;
  return (
    typeof by === 'object' &&
    by !== null &&
    typeof by.id === 'number' &&
    typeof by.name === 'string' &&
    typeof mark.trashed === 'boolean' &&
    typeof mark.at === 'number' &&
    (mark.version === null || typeof mark.version === 'string' || typeof mark.version === 'number')
  );
}

/**
 * Marks the document's record as deleted (or trashed) by someone: every replica learns it with
 * the next update. The mark holds while the document's saved version stays the one it had then,
 * so a restore (a REST write the server merges, with its new version) lifts it by itself.
 */
export function markRecordDeleted(
  doc: Y.Doc,
  deletion: RecordDeletion,
  origin: unknown = DELETION_ORIGIN,
): void {
  const mark: StoredDeletion = {
    by: { id: deletion.by.id, name: deletion.by.name },
    trashed: deletion.trashed,
    at: deletion.at,
    version: savedVersion(doc),
  };
  doc.transact(() => metaMap(doc).set(DELETED_KEY, mark), origin);
}

/** Whether and by whom the document's record was deleted since it was last saved, else null. */
export function recordDeletion(doc: Y.Doc): RecordDeletion | null {
  const mark = metaMap(doc).get(DELETED_KEY);
  if (!isStoredDeletion(mark) || mark.version !== savedVersion(doc)) return null;
  return { by: { id: mark.by.id, name: mark.by.name }, trashed: mark.trashed, at: mark.at };
}
