import { ACTIVE_THEME } from '@atelier/blocks/rest';
import type { SiteStylesheet } from '@atelier/theme-json';
import { useEntityRecord, useEntityRecords } from '../../data/entities/entity-hooks';
import { useRevisionPreview } from '../../domain/global-styles/revisions/revision-preview';
import { useStylesStylesheet } from '../../domain/global-styles/revisions/use-styles-stylesheet';
import { userStylesId } from '../../domain/global-styles/user-styles-id';

/**
 * The canvas CSS for the active (or previewed) theme: its theme.json from
 * `/wp/v2/global-styles/themes/{stylesheet}` and the user's record as edited in the entity store,
 * so unsaved style changes show in the canvas too — or, while the Revisions screen previews one, the
 * selected revision's styles instead. The same `siteStylesheet` the public site prints.
 */
export function useCanvasStylesheet(): SiteStylesheet {
  const { records } = useEntityRecords('root', 'theme', ACTIVE_THEME);
  const userId = userStylesId(records?.[0]);
  const { editedRecord } = useEntityRecord('root', 'globalStyles', userId);
  const revision = useRevisionPreview();
  return useStylesStylesheet(revision ?? editedRecord);
}
