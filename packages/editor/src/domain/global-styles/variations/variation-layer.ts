import { assignPresetOrigin, migrateThemeJson, type ThemeJson } from '@atelier/theme-json';
import { asStyleTree, type StyleTree } from '../style-tree';

/** A theme style variation as `/wp/v2/global-styles/themes/{stylesheet}/variations` lists it. */
export interface ThemeStyleVariation {
  title: string;
  /** File path under the theme's styles/ without `.json` (`dusk`, `colors/terracotta`). */
  slug: string;
  settings?: unknown;
  styles?: unknown;
}

/** Settings and styles, the two parts of a look that the user's record holds. */
export interface StylesLayer {
  settings: StyleTree;
  styles: StyleTree;
}

function isVariation(value: unknown): value is ThemeStyleVariation {
  if (typeof value !== 'object' || value === null) return false;
  const { title, slug } = value as Record<string, unknown>;
  return typeof title === 'string' && typeof slug === 'string';
}

/** The variations of a REST answer (anything that is not one is left out). */
export function asVariations(body: unknown): ThemeStyleVariation[] {
  return Array.isArray(body) ? body.filter(isVariation) : [];
}

/**
 * What a variation puts into the user's record: its settings and styles, migrated to version 3,
 * its preset lists keyed by the theme origin (`palette: {theme: [...]}`) as WordPress stores a
 * chosen variation, so its colours replace the theme's and never show as the user's own.
 */
export function variationLayer(variation: ThemeStyleVariation): StylesLayer {
  const file = { version: 3, settings: variation.settings, styles: variation.styles } as ThemeJson;
  const keyed = assignPresetOrigin(migrateThemeJson(file), 'theme');
  return { settings: asStyleTree(keyed.settings), styles: asStyleTree(keyed.styles) };
}
