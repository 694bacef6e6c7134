import { useCallback, useMemo, useState } from 'react';
import { useBootstrap } from '../app/BootstrapContext';
import { useApiClient } from '../data/ApiClientContext';
import { useEntityStore, useStoreSelector } from '../data/entities/EntityStoreContext';
import { useEntityRecords } from '../data/entities/entity-hooks';
import { getEditedRecord, getRecord } from '../data/entities/selectors';
import { useThemeBaseStyles } from '../data/theme-base-styles';
import { readPath } from '../domain/global-styles/style-tree';
import { useGlobalStyles } from '../domain/global-styles/use-global-styles';
import { setFamilyActive, stylesFamily, toggleFace, toggleFamily } from './font-activation';
import { fontInstallApi } from './font-api';
import { mergeFamilies } from './font-faces';
import { type ActiveFonts, activeFonts, activeListOf, themeFonts } from './font-lists';
import { installedFamiliesFromRecords } from './font-records';
import { type FontFace, type FontFamily, readFontFamilies } from './font-types';
import { FontInstallError, installFamilies } from './install-fonts';
import { FONT_FAMILIES_PATH, hasUnsavedFontEdits, saveFontFamilies } from './save-font-families';

/** The installed families' list: every record, faces embedded (spec 3 §7). */
export const INSTALLED_FONTS_QUERY = { _embed: 'true', per_page: -1 } as const;

/** What the modal's tabs read and do. */
export interface FontLibrary {
  /** Installed families (the server's library), by name; undefined while unread. */
  installed: FontFamily[] | undefined;
  /** The theme's own families. */
  themeFonts: FontFamily[];
  /** What the styles activate, per origin. */
  active: ActiveFonts;
  canCreate: boolean;
  canDelete: boolean;
  toggleFace(family: FontFamily, face: FontFace): void;
  /** A family with no faces is activated or removed whole; with faces, all or none. */
  toggleFamily(family: FontFamily, on?: boolean): void;
  /** 'Update' is enabled only with unsaved edits of the activated fonts. */
  hasFontEdits: boolean;
  /** Saves the activated fonts only (the record's other edits wait for Save). */
  saveFonts(): Promise<void>;
  isInstalling: boolean;
  /** Installs, activates and saves; throws {@link FontInstallError} listing what failed. */
  install(families: readonly FontFamily[]): Promise<void>;
  /** Deletes an installed family and drops it from the styles; throws with the server's reason. */
  uninstall(family: FontFamily): Promise<void>;
}

/**
 * The font library over the entity store (spec 3 §4): the installed families
 * (`postType/wp_font_family`), the activated ones in the user's global styles (an edit of
 * `settings.typography.fontFamilies`, one undo step each), the install and uninstall flows, and
 * the fonts-only save behind 'Update'.
 */
export function useFontLibrary(): FontLibrary {
  const store = useEntityStore();
  const client = useApiClient();
  const { currentUser, editorSettings } = useBootstrap();
  const { ref, merged, setSetting } = useGlobalStyles();
  const theme = useThemeBaseStyles(editorSettings.themePreview ?? editorSettings.themeStylesheet);
  const { records } = useEntityRecords('postType', 'wp_font_family', INSTALLED_FONTS_QUERY);
  const [isInstalling, setInstalling] = useState(false);
  const api = useMemo(() => fontInstallApi(client), [client]);

  const installed = useMemo(
    () => (records ? installedFamiliesFromRecords(records) : undefined),
    [records],
  );
  const active = useMemo(() => activeFonts(merged.settings), [merged.settings]);
  const ownThemeFonts = useMemo(() => themeFonts(theme), [theme]);
  const hasFontEdits = useStoreSelector((state) =>
    ref === null ? false : hasUnsavedFontEdits(getRecord(state, ref), getEditedRecord(state, ref)),
  );

  const setOrigin = useCallback(
    (source: 'theme' | 'custom', list: FontFamily[]) =>
      setSetting([...FONT_FAMILIES_PATH, source], list),
    [setSetting],
  );

  /** The user's own list of an origin as edited now (read at the time of the change). */
  const editedCustom = useCallback((): FontFamily[] => {
    if (ref === null) return [];
    const settings = getEditedRecord(store.getState(), ref)?.settings;
    return readFontFamilies(readPath(settings, [...FONT_FAMILIES_PATH, 'custom']));
  }, [store, ref]);

  const saveFonts = useCallback(async () => {
    if (ref === null) return;
    const result = await saveFontFamilies(store, ref);
    if (!result.ok) throw result.error;
  }, [store, ref]);

  const install = useCallback(
    async (families: readonly FontFamily[]) => {
      setInstalling(true);
      try {
        const outcome = await installFamilies(api, families);
        if (outcome.installed.length > 0 && ref !== null) {
          const added = outcome.installed.map((family) => stylesFamily(family));
          setOrigin('custom', mergeFamilies(editedCustom(), added));
          await saveFonts();
        }
        store.invalidate('postType', 'wp_font_family');
        if (outcome.errors.length > 0) throw new FontInstallError(outcome.errors);
      } finally {
        setInstalling(false);
      }
    },
    [api, ref, store, setOrigin, editedCustom, saveFonts],
  );

  const uninstall = useCallback(
    async (family: FontFamily) => {
      if (family.id === undefined) throw new Error('Font family to uninstall is not defined.');
      const deleted = await api.deleteFamily(family.id);
      if (deleted) {
        const remaining = editedCustom().filter((item) => item.slug !== family.slug);
        if (remaining.length !== editedCustom().length) {
          setOrigin('custom', remaining);
          await saveFonts();
        }
      }
      store.invalidate('postType', 'wp_font_family');
    },
    [api, store, setOrigin, editedCustom, saveFonts],
  );

  return {
    installed,
    themeFonts: ownThemeFonts,
    active,
    canCreate: currentUser.capabilities.create_font_families === true,
    canDelete: currentUser.capabilities.delete_font_families === true,
    toggleFace: (family, face) =>
      setOrigin(family.source ?? 'custom', toggleFace(activeListOf(active, family), family, face)),
    toggleFamily: (family, on) =>
      setOrigin(
        family.source ?? 'custom',
        on === undefined
          ? toggleFamily(activeListOf(active, family), family)
          : setFamilyActive(activeListOf(active, family), family, on),
      ),
    hasFontEdits,
    saveFonts,
    isInstalling,
    install,
    uninstall,
  };
}
