import { ACTIVE_THEME } from '@atelier/blocks/rest';
import { mergeThemeJson, type ThemeJsonSettings } from '@atelier/theme-json';
import { useMemo } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useEntityRecord, useEntityRecords } from '../../data/entities/entity-hooks';
import { useThemeBaseStyles } from '../../data/theme-base-styles';
import { themeJsonLayer } from '../../domain/global-styles/theme-json-layer';
import { userStylesId } from '../../domain/global-styles/user-styles-id';

/**
 * The merged settings (core defaults < theme < the user's global styles as edited) of the active
 * or previewed theme: the presets the inspector offers (palette, font sizes, font families,
 * spacing sizes, layout sizes), the user's own included — the fonts the font library activated
 * and the custom colours.
 */
export function useThemeSettings(): ThemeJsonSettings | undefined {
  const { editorSettings } = useBootstrap();
  const stylesheet = editorSettings.themePreview ?? editorSettings.themeStylesheet;
  const theme = useThemeBaseStyles(stylesheet);
  const { records } = useEntityRecords('root', 'theme', ACTIVE_THEME);
  const { editedRecord } = useEntityRecord('root', 'globalStyles', userStylesId(records?.[0]));
  return useMemo(
    () =>
      mergeThemeJson({ theme: themeJsonLayer(theme), user: themeJsonLayer(editedRecord) }).settings,
    [theme, editedRecord],
  );
}
