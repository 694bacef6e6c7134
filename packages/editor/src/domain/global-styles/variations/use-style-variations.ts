import { styleVariationsPath } from '@atelier/blocks/rest';
import { useEffect, useState } from 'react';
import { useBootstrap } from '../../../app/BootstrapContext';
import { useApiClient } from '../../../data/ApiClientContext';
import { asVariations, type ThemeStyleVariation } from './variation-layer';

/**
 * The theme's style variations (`/wp/v2/global-styles/themes/{stylesheet}/variations`), full and
 * partial; undefined while read, empty when the read failed (the screens then offer none).
 */
export function useStyleVariations(stylesheet: string): ThemeStyleVariation[] | undefined {
  const client = useApiClient();
  const [variations, setVariations] = useState<ThemeStyleVariation[] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setVariations(undefined);
    client.get<unknown>(styleVariationsPath(stylesheet)).then(
      (body) => live && setVariations(asVariations(body)),
      () => live && setVariations([]),
    );
    return () => {
      live = false;
    };
  }, [client, stylesheet]);
  return variations;
}

/** The active (or previewed) theme's variations, as `useStyleVariations` reads them. */
export function useActiveThemeVariations(): ThemeStyleVariation[] | undefined {
  const { editorSettings } = useBootstrap();
  return useStyleVariations(editorSettings.themePreview ?? editorSettings.themeStylesheet);
}
