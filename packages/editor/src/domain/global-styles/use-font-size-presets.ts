import type { PresetOrigin } from '@atelier/theme-json';
import { useCallback } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useThemeBaseStyles } from '../../data/theme-base-styles';
import {
  type FontSizeGroup,
  type FontSizePresetValue,
  fontSizeGroups,
  fontSizesPath,
  hasOwnFontSizes,
  readFontSizes,
  toThemeJsonFontSizes,
} from './font-size-presets';
import { readPath, type StyleTree } from './style-tree';
import { useGlobalStyles } from './use-global-styles';

/** What Typography › Font sizes reads and writes. */
export interface FontSizePresets {
  /** Whether the theme's styles and the user's record have been read. */
  ready: boolean;
  /** Theme (when it has sizes), Default (when offered) and Custom. */
  groups: FontSizeGroup[];
  /** One origin's presets as the site uses them (the user's copy of the theme's, if any). */
  presets(origin: PresetOrigin): FontSizePresetValue[];
  /** The site's `settings.typography.fluid`. */
  siteFluid: unknown;
  /** Merged settings (what a preview computes a size with). */
  settings: StyleTree;
  /** Writes one origin's whole list into the user's record (one undo step; typing joins). */
  write(origin: PresetOrigin, list: readonly FontSizePresetValue[], typing?: boolean): void;
  /** Whether the user's record holds its own copy of an origin's list. */
  isChanged(origin: PresetOrigin): boolean;
  /** Drops the user's copy of an origin's list (custom: removes every custom size). */
  reset(origin: PresetOrigin): void;
}

/** The font size presets of the global styles, edited through the user's record. */
export function useFontSizePresets(): FontSizePresets {
  const { merged, user, userSettings, setSetting } = useGlobalStyles();
  const { editorSettings } = useBootstrap();
  const theme = useThemeBaseStyles(editorSettings.themePreview ?? editorSettings.themeStylesheet);
  const write = useCallback(
    (origin: PresetOrigin, list: readonly FontSizePresetValue[], typing = false) =>
      setSetting(fontSizesPath(origin), toThemeJsonFontSizes(list), typing),
    [setSetting],
  );
  const reset = useCallback(
    (origin: PresetOrigin) => setSetting(fontSizesPath(origin), undefined),
    [setSetting],
  );
  return {
    ready: theme !== null && user !== undefined,
    groups: fontSizeGroups(merged.settings),
    presets: (origin) => readFontSizes(merged.settings, origin),
    siteFluid: readPath(merged.settings, ['typography', 'fluid']),
    settings: merged.settings,
    write,
    isChanged: (origin) => hasOwnFontSizes(userSettings, origin),
    reset,
  };
}
