import { mergeThemeJson, type ThemeJsonSettings } from '@atelier/theme-json';
import { useMemo } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useThemeBaseStyles } from '../../data/theme-base-styles';
import { themeJsonLayer } from '../../domain/global-styles/theme-json-layer';

/**
 * The merged settings (core defaults < theme) of the active or previewed theme: the presets the
 * inspector offers (palette, font sizes, font families, spacing sizes, layout sizes).
 */
export function useThemeSettings(): ThemeJsonSettings | undefined {
  const { editorSettings } = useBootstrap();
  const stylesheet = editorSettings.themePreview ?? editorSettings.themeStylesheet;
  const theme = useThemeBaseStyles(stylesheet);
  return useMemo(() => mergeThemeJson({ theme: themeJsonLayer(theme) }).settings, [theme]);
}
