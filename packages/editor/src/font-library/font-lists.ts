import { readPath } from '../domain/global-styles/style-tree';
import { type FontFamily, type FontSource, readFontFamilies } from './font-types';

const FONT_FAMILIES = ['typography', 'fontFamilies'] as const;

/** The activated families of one origin, each marked with it. */
function fromOrigin(value: unknown, source: FontSource): FontFamily[] {
  return readFontFamilies(value).map((family) => ({ ...family, source }));
}

/** The activated families: what the merged settings hold under `theme` and `custom`. */
export interface ActiveFonts {
  theme: FontFamily[];
  custom: FontFamily[];
}

/**
 * The activated families of the merged settings (core < theme < user): the user's record may
 * replace the theme's list (a theme font turned off) and adds the installed ones it activated.
 */
export function activeFonts(mergedSettings: unknown): ActiveFonts {
  const byOrigin = readPath(mergedSettings, FONT_FAMILIES);
  return {
    theme: fromOrigin(readPath(byOrigin, ['theme']), 'theme'),
    custom: fromOrigin(readPath(byOrigin, ['custom']), 'custom'),
  };
}

/** The families the theme itself ships (its theme.json, before the user's record). */
export function themeFonts(themeRecord: unknown): FontFamily[] {
  const list = readPath(themeRecord, ['settings', ...FONT_FAMILIES]);
  const plain = Array.isArray(list) ? list : readPath(list, ['theme']);
  return fromOrigin(plain, 'theme').sort((a, b) => a.name.localeCompare(b.name));
}

/** The Typography screen's list: the theme's and the activated installed families, by name. */
export function siteFontFamilies(active: ActiveFonts): FontFamily[] {
  return [...active.theme, ...active.custom].sort((a, b) => a.name.localeCompare(b.name));
}

/** The activated list of a family's origin. */
export function activeListOf(
  active: ActiveFonts,
  family: Pick<FontFamily, 'source'>,
): FontFamily[] {
  return family.source === 'theme' ? active.theme : active.custom;
}
