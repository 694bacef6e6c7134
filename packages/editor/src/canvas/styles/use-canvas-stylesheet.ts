import { ACTIVE_THEME } from '@atelier/blocks/rest';
import { type SiteStylesheet, siteStylesheet } from '@atelier/theme-json';
import { useMemo } from 'react';
import { useEntityRecord, useEntityRecords } from '../../data/entities/entity-hooks';
import { useRevisionPreview } from '../../domain/global-styles/revisions/revision-preview';
import { useShownThemeBaseStyles } from '../../domain/global-styles/revisions/use-styles-stylesheet';
import { themeJsonLayer } from '../../domain/global-styles/theme-json-layer';
import { userStylesId } from '../../domain/global-styles/user-styles-id';
import {
  PRIMED_STYLESHEET_ID,
  type PrimedStylesheet,
  primedSiteStylesheet,
  readPrimedStylesheet,
} from './primed-stylesheet';

let pagePrimed: { element: Element | null; primed: PrimedStylesheet | null } | undefined;

/** The page's primed stylesheet, read once per element. */
function primedOfPage(): PrimedStylesheet | null {
  const element = document.getElementById(PRIMED_STYLESHEET_ID);
  if (pagePrimed?.element !== element) {
    pagePrimed = { element, primed: readPrimedStylesheet(element?.textContent) };
  }
  return pagePrimed.primed;
}

/**
 * The canvas CSS for the active (or previewed) theme: its theme.json from
 * `/wp/v2/global-styles/themes/{stylesheet}` and the user's record as edited in the entity store,
 * so unsaved style changes show in the canvas too — or, while the Revisions screen previews one, the
 * selected revision's styles instead. The same `siteStylesheet` the public site prints: taken from
 * the page when the server made it for these styles (the first render of an editing canvas does
 * not build it), built here otherwise (computed again only when the user styles, by identity, or
 * the theme change).
 */
export function useCanvasStylesheet(): SiteStylesheet {
  const { records } = useEntityRecords('root', 'theme', ACTIVE_THEME);
  const userId = userStylesId(records?.[0]);
  const { editedRecord } = useEntityRecord('root', 'globalStyles', userId);
  const revision = useRevisionPreview();
  const user = revision ?? editedRecord;
  const { stylesheet, theme } = useShownThemeBaseStyles();
  return useMemo(() => {
    const layers = { stylesheet, theme: themeJsonLayer(theme), user: themeJsonLayer(user) };
    const primed =
      theme === null
        ? null
        : primedSiteStylesheet(primedOfPage(), stylesheet, layers.theme, layers.user);
    return primed ?? siteStylesheet(layers);
  }, [stylesheet, theme, user]);
}
