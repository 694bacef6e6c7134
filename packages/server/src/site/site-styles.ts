import { type SiteStylesheet, siteStylesheet, type ThemeJson } from '@atelier/theme-json';
import type { AppContext } from '../app-context.js';
import type { PostRow } from '../db/schema.js';
import { themeDataOf } from '../global-styles/theme-styles.js';
import {
  ensureUserGlobalStyles,
  readUserGlobalStyles,
} from '../global-styles/user-global-styles.js';
import type { InstalledTheme } from '../themes/theme-directory.js';
import type { ContentMemo } from './content-memo.js';

export type SiteStyles = SiteStylesheet;

/** The user's layer of the global styles as its record holds it (`version`, `settings`, `styles`). */
export function userLayerOf(record: PostRow): ThemeJson {
  const { styles, settings } = readUserGlobalStyles(record);
  return { version: 3, settings, styles } as ThemeJson;
}

/** The global stylesheet of a theme under the user's styles record: core defaults < theme < user. */
export function siteStylesOf(app: AppContext, theme: InstalledTheme, record: PostRow): SiteStyles {
  return siteStylesheet({
    stylesheet: theme.stylesheet,
    theme: themeDataOf(app.themes, theme),
    user: userLayerOf(record),
  });
}

/** The global stylesheet of a theme with the user's styles: core defaults < theme < user. */
export async function buildSiteStyles(app: AppContext, theme: InstalledTheme): Promise<SiteStyles> {
  return siteStylesOf(app, theme, await ensureUserGlobalStyles(app.db, theme.stylesheet));
}

/**
 * A theme's site stylesheet built once per site content version (`memo`), for the public site's
 * pages and the editor page's canvas alike.
 */
export function keptSiteStyles(
  memo: ContentMemo,
  app: AppContext,
  theme: InstalledTheme,
): Promise<SiteStyles> {
  return memo(`styles:${theme.stylesheet}`, () => buildSiteStyles(app, theme));
}
