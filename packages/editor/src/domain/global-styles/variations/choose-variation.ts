import { deepMerge } from '@atelier/theme-json';
import { deepEqual } from '../../../data/deep-equal';
import { asStyleTree, readPath, type StyleTree, withPath } from '../style-tree';
import { type StylesLayer, type ThemeStyleVariation, variationLayer } from './variation-layer';
import { pickLayer, type VariationProperty, withoutProperty } from './variation-parts';

type UserRecord = { readonly settings?: unknown; readonly styles?: unknown } | null | undefined;

const FONT_FAMILIES = ['typography', 'fontFamilies'] as const;
const EMPTY: StylesLayer = { settings: {}, styles: {} };

/**
 * The fonts the font library installed: the user's own font families (a plain list, or the
 * `custom` origin of a keyed one).
 */
function installedFonts(settings: unknown): unknown {
  const fonts = readPath(settings, FONT_FAMILIES);
  return Array.isArray(fonts) ? fonts : readPath(fonts, ['custom']);
}

/** A record's look: its styles and settings without Additional CSS and installed fonts. */
export function lookOf(record: UserRecord): StylesLayer {
  const settings = record?.settings;
  const fonts = readPath(settings, FONT_FAMILIES);
  return {
    settings: Array.isArray(fonts)
      ? withPath(settings, FONT_FAMILIES, undefined)
      : withPath(settings, [...FONT_FAMILIES, 'custom'], undefined),
    styles: withPath(record?.styles, ['css'], undefined),
  };
}

/** A look written into the record, with the user's Additional CSS and installed fonts kept. */
function keepingOwn(
  record: UserRecord,
  look: StylesLayer,
): { styles: StyleTree; settings: StyleTree } {
  const css = readPath(look.styles, ['css']) ?? readPath(record?.styles, ['css']);
  return {
    styles: withPath(look.styles, ['css'], css),
    settings: withPath(
      look.settings,
      [...FONT_FAMILIES, 'custom'],
      installedFonts(record?.settings),
    ),
  };
}

/** The layer of a choice: a variation's, or the theme's own (null, 'Default': nothing set). */
function layerOf(variation: ThemeStyleVariation | null): StylesLayer {
  return variation === null ? EMPTY : variationLayer(variation);
}

/**
 * The edit that gives the site a full variation's look (null: the theme's own): the record's
 * styles and settings become the variation's, keeping the user's Additional CSS (unless the
 * variation brings its own) and the fonts the font library installed.
 */
export function fullVariationEdit(
  record: UserRecord,
  variation: ThemeStyleVariation | null,
): { styles: StyleTree; settings: StyleTree } {
  return keepingOwn(record, layerOf(variation));
}

/**
 * The edit that applies a partial variation (null: the theme's own for that property): the
 * record's colours (or typography) are replaced by the variation's, the rest is kept.
 */
export function partialVariationEdit(
  record: UserRecord,
  property: VariationProperty,
  variation: ThemeStyleVariation | null,
): { styles: StyleTree; settings: StyleTree } {
  const look = lookOf(record);
  const part = pickLayer(layerOf(variation), property);
  return keepingOwn(record, {
    settings: asStyleTree(deepMerge(withoutProperty(look.settings, property), part.settings)),
    styles: asStyleTree(deepMerge(withoutProperty(look.styles, property), part.styles)),
  });
}

/** Whether the record's look is a full variation's (null: the theme's own, nothing set). */
export function isCurrentFull(record: UserRecord, variation: ThemeStyleVariation | null): boolean {
  return deepEqual(lookOf(record), lookOf(layerOf(variation)));
}

/** Whether the record's colours (or typography) are a partial variation's (null: the theme's). */
export function isCurrentPartial(
  record: UserRecord,
  property: VariationProperty,
  variation: ThemeStyleVariation | null,
): boolean {
  return deepEqual(
    pickLayer(lookOf(record), property),
    pickLayer(lookOf(layerOf(variation)), property),
  );
}
