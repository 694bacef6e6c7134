import { type SiteStylesheet, siteStylesheet, type ThemeJson } from '@atelier/theme-json';
import type { AppContext } from '../app-context.js';
import { themeDataOf } from '../global-styles/theme-styles.js';
import {
  ensureUserGlobalStyles,
  readUserGlobalStyles,
} from '../global-styles/user-global-styles.js';
import type { InstalledTheme } from '../themes/theme-directory.js';

export type SiteStyles = SiteStylesheet;

/** The global stylesheet of a theme with the user's styles: core defaults < theme < user. */
export async function buildSiteStyles(app: AppContext, theme: InstalledTheme): Promise<SiteStyles> {
  const record = await ensureUserGlobalStyles(app.db, theme.stylesheet);
  const user = readUserGlobalStyles(record);
  return siteStylesheet({
    stylesheet: theme.stylesheet,
    theme: themeDataOf(app.themes, theme),
    user: { version: 3, styles: user.styles, settings: user.settings } as ThemeJson,
  });
}
