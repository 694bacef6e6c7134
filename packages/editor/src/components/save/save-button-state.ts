import type { DirtyRecord } from '../../data/entities/dirty-records';
import type { RecordRef } from '../../data/entities/store-state';

export type SaveButtonAction = 'none' | 'save-current' | 'open-panel' | 'activate';

export interface SaveButtonState {
  label: string;
  action: SaveButtonAction;
  disabled: boolean;
}

export interface SaveButtonInput {
  isSaving: boolean;
  dirty: readonly DirtyRecord[];
  /** The record the editor is on, if any. */
  current: RecordRef | null;
  /** A theme preview is open (`wp_theme_preview`): saving also activates that theme. */
  isPreviewingTheme: boolean;
}

function isCurrent(record: DirtyRecord, current: RecordRef | null): boolean {
  return (
    current !== null &&
    record.kind === current.kind &&
    record.name === current.name &&
    record.id === current.id
  );
}

function reviewLabel(count: number): string {
  return count === 1 ? 'Review 1 change…' : `Review ${count} changes…`;
}

/** What the Save button says and does (spec 1 §4.4). */
export function saveButtonState({
  isSaving,
  dirty,
  current,
  isPreviewingTheme,
}: SaveButtonInput): SaveButtonState {
  if (isSaving) return { label: 'Saving', action: 'none', disabled: true };
  const [only] = dirty;
  const onlyCurrent = dirty.length === 1 && only !== undefined && isCurrent(only, current);
  if (isPreviewingTheme) {
    if (dirty.length === 0) return { label: 'Activate', action: 'activate', disabled: false };
    return {
      label: 'Activate & Save',
      action: onlyCurrent ? 'save-current' : 'open-panel',
      disabled: false,
    };
  }
  if (dirty.length === 0) return { label: 'Saved', action: 'none', disabled: true };
  if (onlyCurrent) return { label: 'Save', action: 'save-current', disabled: false };
  return { label: reviewLabel(dirty.length), action: 'open-panel', disabled: false };
}
