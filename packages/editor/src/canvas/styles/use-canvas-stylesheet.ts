import { ACTIVE_THEME } from '@atelier/blocks/rest';
import { type SiteStylesheet, siteStylesheet } from '@atelier/theme-json';
import { useMemo } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useEntityRecord, useEntityRecords } from '../../data/entities/entity-hooks';
import { useThemeBaseStyles } from '../../data/theme-base-styles';
import { useRevisionPreview } from '../../domain/global-styles/revisions/revision-preview';
import { themeJsonLayer } from '../../domain/global-styles/theme-json-layer';
import { userStylesId } from '../../domain/global-styles/user-styles-id';

/**
 * The canvas CSS for the active (or previewed) theme: its theme.json from
 * `/wp/v2/global-styles/themes/{stylesheet}` and the user's record as edited in the entity store,
 * so unsaved style changes show in the canvas too — or, while the Revisions screen previews one, the
 * selected revision's styles instead. The same `siteStylesheet` the public site prints.
 */
export function useCanvasStylesheet(): SiteStylesheet {
  const { editorSettings } = useBootstrap();
  const stylesheet = editorSettings.themePreview ?? editorSettings.themeStylesheet;
  const theme = useThemeBaseStyles(stylesheet);
  const { records } = useEntityRecords('root', 'theme', ACTIVE_THEME);
  const userId = userStylesId(records?.[0]);
  const { editedRecord } = useEntityRecord('root', 'globalStyles', userId);
  const revision = useRevisionPreview();
  return useMemo(
    () =>
      siteStylesheet({
        stylesheet,
        theme: themeJsonLayer(theme),
        user: themeJsonLayer(revision ?? editedRecord),
      }),
    [stylesheet, theme, editedRecord, revision],
  );
}
