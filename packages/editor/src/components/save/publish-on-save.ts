import { findEntityConfig } from '../../data/entities/entity-config';
import { type RecordRef, recordKey, type StoreState } from '../../data/entities/store-state';

/** Saved statuses the Save button publishes: a record nobody has published yet. */
const UNPUBLISHED = new Set(['draft', 'auto-draft']);

/**
 * The edits the header's single 'Save' adds for one record (spec 1 §4.4: pages and navigation
 * menus are forced to publish). A status the user chose in the page summary is kept, and so is
 * a saved private, pending or scheduled status: only a draft is published. Null when nothing is
 * added.
 */
export function publishOnSaveEdits(
  state: StoreState,
  ref: RecordRef,
): { status: 'publish' } | null {
  if (findEntityConfig(ref.kind, ref.name)?.publishOnSave !== true) return null;
  const key = recordKey(ref);
  if (state.edits[key] !== undefined && 'status' in state.edits[key]) return null;
  const saved = state.records[key]?.record.status;
  return saved === undefined || (typeof saved === 'string' && UNPUBLISHED.has(saved))
    ? { status: 'publish' }
    : null;
}
