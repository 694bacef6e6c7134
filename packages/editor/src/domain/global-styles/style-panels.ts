import { getPresetsByOrigin, type PresetKind, type ThemeJsonSettings } from '@atelier/theme-json';
import { readPath, type StyleTree } from './style-tree';

/** The controls of the Layout screen that the theme's settings allow. */
export interface LayoutFeatures {
  contentSize: boolean;
  wideSize: boolean;
  padding: boolean;
  margin: boolean;
  blockGap: boolean;
  minHeight: boolean;
}

/** Which screens of the Styles root the theme supports (spec 3 §2). */
export interface StylePanels {
  typography: boolean;
  colors: boolean;
  layout: boolean;
}

const on = (settings: StyleTree, path: readonly string[]) => readPath(settings, path) === true;

function hasPresets(settings: StyleTree, kind: PresetKind): boolean {
  const byOrigin = getPresetsByOrigin(settings as ThemeJsonSettings, kind);
  return Object.values(byOrigin).some((list) => list !== undefined && list.length > 0);
}

function isSize(value: unknown): boolean {
  return typeof value === 'string' && value !== '';
}

/**
 * The Layout screen's controls: the content and wide sizes a theme declares, and the spacing
 * controls its settings turn on (`appearanceTools` turns on padding, margin, block spacing and
 * minimum height, block spacing unless the theme turns it off with `spacing.blockGap: false`).
 */
export function layoutFeatures(settings: StyleTree): LayoutFeatures {
  const tools = on(settings, ['appearanceTools']);
  const gap = readPath(settings, ['spacing', 'blockGap']);
  return {
    contentSize: isSize(readPath(settings, ['layout', 'contentSize'])),
    wideSize: isSize(readPath(settings, ['layout', 'wideSize'])),
    padding: tools || on(settings, ['spacing', 'padding']),
    margin: tools || on(settings, ['spacing', 'margin']),
    blockGap: gap === true || (tools && gap !== false),
    minHeight: tools || on(settings, ['dimensions', 'minHeight']),
  };
}

/**
 * Typography shows when the theme offers font sizes, font families or custom sizes; Colors when
 * it offers a palette or custom text and background colours; Layout when any Layout control
 * shows.
 */
export function stylePanels(settings: StyleTree): StylePanels {
  const typography =
    hasPresets(settings, 'font-size') ||
    hasPresets(settings, 'font-family') ||
    readPath(settings, ['typography', 'customFontSize']) !== false;
  const colors =
    hasPresets(settings, 'color') ||
    (readPath(settings, ['color', 'custom']) !== false &&
      (readPath(settings, ['color', 'text']) !== false ||
        readPath(settings, ['color', 'background']) !== false));
  const layout = Object.values(layoutFeatures(settings)).some(Boolean);
  return { typography, colors, layout };
}
