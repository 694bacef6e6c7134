import { ACTIVE_THEME } from '@atelier/blocks/rest';
import { type SiteStylesheet, siteStylesheet } from '@atelier/theme-json';
import { useMemo } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useEntityRecord, useEntityRecords } from '../../data/entities/entity-hooks';
import { useThemeBaseStyles } from '../../data/theme-base-styles';
import { themeJsonLayer } from './theme-json-layer';

function userStylesId(theme: unknown): string | null {
  if (typeof theme !== 'object' || theme === null || !('_links' in theme)) return null;
  const links = theme._links;
  if (typeof links !== 'object' || links === null || !('wp:user-global-styles' in links)) {
    return null;
  }
  const list = links['wp:user-global-styles'];
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  if (typeof first !== 'object' || first === null || !('href' in first)) return null;
  const href = String(first.href);
  return href.split('/').pop() ?? null;
}

/**
 * The canvas CSS for the active (or previewed) theme: its theme.json from
 * `/wp/v2/global-styles/themes/{stylesheet}` and the user's record as edited in the entity store,
 * so unsaved style changes show in the canvas too. The same `siteStylesheet` the public site prints.
 */
export function useCanvasStylesheet(): SiteStylesheet {
  const { editorSettings } = useBootstrap();
  const stylesheet = editorSettings.themePreview ?? editorSettings.themeStylesheet;
  const theme = useThemeBaseStyles(stylesheet);
  const { records } = useEntityRecords('root', 'theme', ACTIVE_THEME);
  const userId = userStylesId(records?.[0]);
  const { editedRecord } = useEntityRecord('root', 'globalStyles', userId);
  return useMemo(
    () =>
      siteStylesheet({
        stylesheet,
        theme: themeJsonLayer(theme),
        user: themeJsonLayer(editedRecord),
      }),
    [stylesheet, theme, editedRecord],
  );
}
