import { type SiteStylesheet, siteStylesheet, type ThemeJson } from '@atelier/theme-json';
import type { AppContext } from '../app-context.js';
import type { PostRow } from '../db/schema.js';
import { themeDataOf } from '../global-styles/theme-styles.js';
import { readUserGlobalStyles } from '../global-styles/user-global-styles.js';

/**
 * The editing canvas's global stylesheet, made by the server for the page (the editor's first
 * render then does not build it): the public site's `siteStylesheet` of the theme under the
 * user's styles, with the user's layer it was made from, so the editor uses it only while the
 * record it shows has those styles.
 */
export interface PrimedCanvasStylesheet {
  stylesheet: string;
  /** The user's layer as the editor reads it from the record (`version`, `settings`, `styles`). */
  user: ThemeJson;
  pieces: SiteStylesheet['pieces'];
  duotoneSvgs: string;
}

/** The canvas's stylesheet for the theme and the user's global styles record, or null for an unknown theme. */
export function primedCanvasStylesheet(
  app: AppContext,
  stylesheet: string,
  userStyles: PostRow,
): PrimedCanvasStylesheet | null {
  const theme = app.themes.get(stylesheet);
  if (!theme) return null;
  const { styles, settings } = readUserGlobalStyles(userStyles);
  const user: ThemeJson = { version: 3, settings, styles } as ThemeJson;
  const sheet = siteStylesheet({ stylesheet, theme: themeDataOf(app.themes, theme), user });
  return { stylesheet, user, pieces: sheet.pieces, duotoneSvgs: sheet.duotoneSvgs };
}
