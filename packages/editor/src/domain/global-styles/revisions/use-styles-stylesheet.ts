import { type SiteStylesheet, siteStylesheet } from '@atelier/theme-json';
import { useMemo } from 'react';
import { useBootstrap } from '../../../app/BootstrapContext';
import type { EntityRecord } from '../../../data/entities/store-state';
import { useThemeBaseStyles } from '../../../data/theme-base-styles';
import { themeJsonLayer } from '../theme-json-layer';

/**
 * The theme the editor shows (the previewed one, else the active one): its folder name and its
 * theme.json answer, null until read.
 */
export function useShownThemeBaseStyles(): { stylesheet: string; theme: EntityRecord | null } {
  const { editorSettings } = useBootstrap();
  const stylesheet = editorSettings.themePreview ?? editorSettings.themeStylesheet;
  return { stylesheet, theme: useThemeBaseStyles(stylesheet) };
}

/**
 * The site's global stylesheet with the given user styles (a record as edited, a revision's
 * `{styles, settings}`) over the shown theme: the same `siteStylesheet` the public site prints.
 * Computed again only when the user styles (by identity) or the theme change.
 */
export function useStylesStylesheet(user: unknown): SiteStylesheet {
  const { stylesheet, theme } = useShownThemeBaseStyles();
  return useMemo(
    () => siteStylesheet({ stylesheet, theme: themeJsonLayer(theme), user: themeJsonLayer(user) }),
    [stylesheet, theme, user],
  );
}
