import { CORE_DEFAULTS } from '../defaults/core-defaults';
import type { ThemeJson } from '../types/theme-json';
import { isRecord } from '../values/object-path';
import { assignPresetOrigin } from './assign-origin';
import { deepMerge } from './deep-merge';
import { migrateThemeJson } from './migrate-theme-json';

/** The layers that make up the global styles, lowest priority first. */
export interface ThemeJsonLayers {
  /** Core defaults (origin `default`); {@link CORE_DEFAULTS} when omitted, skipped when null. */
  readonly defaults?: ThemeJson | null;
  /** The active theme's theme.json (origin `theme`). */
  readonly theme?: ThemeJson | null;
  /** A style variation, merged onto the theme origin. */
  readonly variation?: ThemeJson | null;
  /** The user's global styles record (origin `custom`). */
  readonly user?: ThemeJson | null;
}

const LAYER_ORIGINS = [
  ['defaults', 'default'],
  ['theme', 'theme'],
  ['variation', 'theme'],
  ['user', 'custom'],
] as const;

/**
 * Merges theme.json layers: core defaults < theme < style variation < user. Settings and styles
 * merge key by key (later layers win, lists replace); preset lists are kept per origin, so the
 * result holds e.g. `settings.color.palette = {default: [...], theme: [...], custom: [...]}`. A
 * variation's presets replace the theme's presets of the same kind. Inputs are never mutated.
 * Theme and variation files older than version 3 are migrated first ({@link migrateThemeJson}).
 * Only `settings` and `styles` are merged; `customTemplates`, `templateParts` and `patterns` come
 * from the theme, and `title` is dropped.
 */
export function mergeThemeJson(layers: ThemeJsonLayers): ThemeJson {
  let settings: unknown = {};
  let styles: unknown = {};
  for (const [layerName, origin] of LAYER_ORIGINS) {
    const layer =
      layerName === 'defaults' && layers.defaults === undefined ? CORE_DEFAULTS : layers[layerName];
    if (layer === undefined || layer === null) continue;
    const current =
      layerName === 'theme' || layerName === 'variation' ? migrateThemeJson(layer) : layer;
    const assigned = assignPresetOrigin(current, origin);
    settings = deepMerge(settings, assigned.settings);
    styles = deepMerge(styles, assigned.styles);
  }
  const merged: Record<string, unknown> = {
    version: 3,
    settings: isRecord(settings) ? settings : {},
    styles: isRecord(styles) ? styles : {},
  };
  const theme = layers.theme;
  if (theme?.customTemplates !== undefined) merged.customTemplates = theme.customTemplates;
  if (theme?.templateParts !== undefined) merged.templateParts = theme.templateParts;
  if (theme?.patterns !== undefined) merged.patterns = theme.patterns;
  return merged as ThemeJson;
}
