import { mergeThemeJson, type SiteStylesheet, type ThemeJson } from '@atelier/theme-json';
import { sameJson } from '../../domain/global-styles/revisions/same-json';

/** The id of the page's script element that holds the canvas's stylesheet made by the server. */
export const PRIMED_STYLESHEET_ID = 'atelier-canvas-stylesheet';

/**
 * The canvas's global stylesheet as the server made it for the page (the editing canvas's
 * address): the pieces and duotone filters of `siteStylesheet` for the theme `stylesheet` under
 * the user's layer `user`.
 */
export interface PrimedStylesheet {
  stylesheet: string;
  user: ThemeJson;
  pieces: SiteStylesheet['pieces'];
  duotoneSvgs: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPiece(value: unknown): value is SiteStylesheet['pieces'][number] {
  return (
    isObject(value) &&
    typeof value.part === 'string' &&
    typeof value.name === 'string' &&
    typeof value.css === 'string'
  );
}

/** The primed stylesheet in its element's text, or null when there is none or it cannot be read. */
export function readPrimedStylesheet(text: string | null | undefined): PrimedStylesheet | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (
    !isObject(value) ||
    typeof value.stylesheet !== 'string' ||
    !isObject(value.user) ||
    !Array.isArray(value.pieces) ||
    !value.pieces.every(isPiece) ||
    typeof value.duotoneSvgs !== 'string'
  ) {
    return null;
  }
  return {
    stylesheet: value.stylesheet,
    user: value.user as ThemeJson,
    pieces: value.pieces,
    duotoneSvgs: value.duotoneSvgs,
  };
}

/**
 * `siteStylesheet({stylesheet, theme, user})` taken from the primed pieces when they were made
 * for the same theme and the same user layer (its CSS is then the same, byte for byte; only the
 * cheap merge is done here), or null when they were not.
 */
export function primedSiteStylesheet(
  primed: PrimedStylesheet | null,
  stylesheet: string,
  theme: ThemeJson,
  user: ThemeJson,
): SiteStylesheet | null {
  if (primed === null || primed.stylesheet !== stylesheet || !sameJson(primed.user, user)) {
    return null;
  }
  const merged = mergeThemeJson({ theme, user });
  return {
    css: primed.pieces.map((piece) => piece.css).join(''),
    pieces: primed.pieces,
    duotoneSvgs: primed.duotoneSvgs,
    rootPaddingAware: merged.settings?.useRootPaddingAwareAlignments === true,
    merged,
  };
}
