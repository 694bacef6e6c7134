import type { SiteStylesheet, ThemeJson } from '@atelier/theme-json';

/**
 * The editing canvas's global stylesheet, made by the server for the page (the editor's first
 * render then does not build it): the public site's stylesheet of the theme under the user's
 * styles, with the user's layer it was made from, so the editor uses it only while the record it
 * shows has those styles.
 */
export interface PrimedCanvasStylesheet {
  stylesheet: string;
  /** The user's layer as the editor reads it from the record (`version`, `settings`, `styles`). */
  user: ThemeJson;
  pieces: SiteStylesheet['pieces'];
  duotoneSvgs: string;
}

/** What the page carries of a theme's site stylesheet (`siteStylesOf`) for the canvas. */
export function primedCanvasStylesheet(
  stylesheet: string,
  user: ThemeJson,
  sheet: SiteStylesheet,
): PrimedCanvasStylesheet {
  return { stylesheet, user, pieces: sheet.pieces, duotoneSvgs: sheet.duotoneSvgs };
}
