import { ACTIVE_THEME } from '@atelier/blocks/rest';
import { useCallback, useMemo } from 'react';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { useEntityRecord, useEntityRecords } from '../../data/entities/entity-hooks';
import { getEditedRecord } from '../../data/entities/selectors';
import type { EntityRecord, RecordRef } from '../../data/entities/store-state';
import { canResetStyles, resetStylesEdit } from './reset-styles';
import { userStylesId } from './user-styles-id';

/** The user's global styles record as edited, and its reset; nothing read while not `enabled`. */
export interface UserStylesRecord {
  /** The record, null while the theme is unread, when it has none, or while not enabled. */
  ref: RecordRef | null;
  user: EntityRecord | undefined;
  canReset: boolean;
  /** Empties the user's styles and settings (one undo step). */
  reset(): void;
}

/**
 * The user's global styles record of the active theme, without the theme's own styles (what the
 * styles commands need to know whether they apply). Reads only while `enabled`, so a screen that
 * does not show styles sends no request for it.
 */
export function useUserStylesRecord(enabled: boolean): UserStylesRecord {
  const store = useEntityStore();
  const { records } = useEntityRecords('root', 'theme', ACTIVE_THEME, { enabled });
  const id = enabled ? userStylesId(records?.[0]) : null;
  const { editedRecord } = useEntityRecord('root', 'globalStyles', id);
  const ref = useMemo<RecordRef | null>(
    () => (id === null ? null : { kind: 'root', name: 'globalStyles', id }),
    [id],
  );
  const reset = useCallback(() => {
    if (ref === null) return;
    store.markUndoBoundary();
    store.edit(ref, resetStylesEdit(getEditedRecord(store.getState(), ref)));
  }, [store, ref]);
  return { ref, user: editedRecord, canReset: canResetStyles(editedRecord), reset };
}
