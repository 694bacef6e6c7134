import { useCallback, useMemo } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { getEditedRecord } from '../../data/entities/selectors';
import type { EntityRecord, RecordRef } from '../../data/entities/store-state';
import { useThemeBaseStyles } from '../../data/theme-base-styles';
import { type MergedGlobalStyles, mergedGlobalStyles } from './merged-styles';
import { asStyleTree, type StylePath, type StyleTree, withPath } from './style-tree';
import { useUserStylesRecord } from './use-user-styles-record';

/** What the Styles screens read and write. */
export interface GlobalStyles {
  /** The user's record, null while the theme is unread or when it has none. */
  ref: RecordRef | null;
  /** The user's record as edited (undefined until read). */
  user: EntityRecord | undefined;
  /** The user's own styles and settings (what they set, nothing inherited). */
  userStyles: StyleTree;
  userSettings: StyleTree;
  /** Core defaults < theme < user, for display and for the presets a control offers. */
  merged: MergedGlobalStyles;
  /** Sets (or with `undefined` removes) one path of the user's styles. */
  setStyle(path: StylePath, value: unknown, typing?: boolean): void;
  /** Sets (or removes) one path of the user's settings. */
  setSetting(path: StylePath, value: unknown, typing?: boolean): void;
  canReset: boolean;
  /** Empties the user's styles and settings (one undo step). */
  reset(): void;
}

/**
 * The user's global styles record of the active theme, read and edited through the entity
 * store: every change is an edit of the record (one undo step; `typing` joins keystrokes), so it
 * shows in the canvas at once and the Save button saves it.
 */
export function useGlobalStyles(): GlobalStyles {
  const store = useEntityStore();
  const { editorSettings } = useBootstrap();
  const theme = useThemeBaseStyles(editorSettings.themePreview ?? editorSettings.themeStylesheet);
  const { ref, user: editedRecord, canReset, reset } = useUserStylesRecord(true);
  const merged = useMemo(() => mergedGlobalStyles(theme, editedRecord), [theme, editedRecord]);

  const setField = useCallback(
    (field: 'styles' | 'settings', path: StylePath, value: unknown, typing = false) => {
      if (ref === null) return;
      // Read the record at the time of the change: quick keystrokes must not start from a
      // value that an earlier keystroke already replaced.
      const current = getEditedRecord(store.getState(), ref)?.[field];
      if (!typing) store.markUndoBoundary();
      store.edit(ref, { [field]: withPath(current, path, value) });
    },
    [store, ref],
  );
  const setStyle = useCallback(
    (path: StylePath, value: unknown, typing?: boolean) => setField('styles', path, value, typing),
    [setField],
  );
  const setSetting = useCallback(
    (path: StylePath, value: unknown, typing?: boolean) =>
      setField('settings', path, value, typing),
    [setField],
  );
  return {
    ref,
    user: editedRecord,
    userStyles: asStyleTree(editedRecord?.styles),
    userSettings: asStyleTree(editedRecord?.settings),
    merged,
    setStyle,
    setSetting,
    canReset,
    reset,
  };
}
