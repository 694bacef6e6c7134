import { mergeThemeJson, type ThemeJsonSettings } from '@atelier/theme-json';
import { useEffect, useMemo, useState } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useApiClient } from '../../data/ApiClientContext';
import { themeJsonLayer } from '../styles/theme-json-layer';
import { readThemeBase } from '../styles/use-canvas-stylesheet';

/**
 * The merged settings (core defaults < theme) of the active or previewed theme: the presets the
 * inspector offers (palette, font sizes, font families, spacing sizes, layout sizes).
 */
export function useThemeSettings(): ThemeJsonSettings | undefined {
  const { editorSettings } = useBootstrap();
  const stylesheet = editorSettings.themePreview ?? editorSettings.themeStylesheet;
  const client = useApiClient();
  const [theme, setTheme] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    void readThemeBase(client, stylesheet).then((value) => {
      if (live) setTheme(value);
    });
    return () => {
      live = false;
    };
  }, [client, stylesheet]);
  return useMemo(() => mergeThemeJson({ theme: themeJsonLayer(theme) }).settings, [theme]);
}
