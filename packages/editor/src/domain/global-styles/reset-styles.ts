import { asStyleTree, readPath, type StyleTree, withPath } from './style-tree';

type UserRecord = Readonly<Record<string, unknown>> | null | undefined;

const FONT_FAMILIES = ['typography', 'fontFamilies'] as const;

/** The user's settings without the installed fonts (those the font library manages). */
function settingsBeyondFonts(settings: unknown): StyleTree {
  return withPath(settings, FONT_FAMILIES, undefined);
}

/**
 * Whether 'Reset styles' has anything to do: the user's record (as edited) holds styles, or
 * settings other than the font library's installed fonts.
 */
export function canResetStyles(record: UserRecord): boolean {
  if (record === null || record === undefined) return false;
  const styles = asStyleTree(record.styles);
  return (
    Object.keys(styles).length > 0 || Object.keys(settingsBeyondFonts(record.settings)).length > 0
  );
}

/**
 * The edit that resets the user's styles to the theme's: empty styles (Additional CSS included)
 * and settings, keeping only the fonts the font library installed and activated.
 */
export function resetStylesEdit(record: UserRecord): { styles: StyleTree; settings: StyleTree } {
  const fonts = readPath(record?.settings, FONT_FAMILIES);
  return { styles: {}, settings: withPath({}, FONT_FAMILIES, fonts) };
}
