import { deepEqual } from '../../../data/deep-equal';
import { type StyleTree, withPath } from '../style-tree';
import { type StylesLayer, type ThemeStyleVariation, variationLayer } from './variation-layer';

/** The parts a partial variation may change (`styles/colors/*.json`, `styles/typography/*.json`). */
export type VariationProperty = 'color' | 'typography';

function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Only the branches named `property`, wherever they sit (`color`, `elements.link.color`,
 * `blocks.core/button.color`); branches holding none are left out.
 */
export function pickProperty(tree: unknown, property: VariationProperty): StyleTree {
  if (!isPlain(tree)) return {};
  const picked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (key === property) picked[key] = value;
    else if (isPlain(value)) {
      const inner = pickProperty(value, property);
      if (Object.keys(inner).length > 0) picked[key] = inner;
    }
  }
  return picked;
}

/** Everything but the branches named `property`; branches left empty are pruned. */
export function withoutProperty(tree: unknown, property: VariationProperty): StyleTree {
  if (!isPlain(tree)) return {};
  let rest: StyleTree = tree;
  for (const [key, value] of Object.entries(tree)) {
    if (key === property) rest = withPath(rest, [key], undefined);
    else if (isPlain(value)) rest = withPath(rest, [key], withoutProperty(value, property));
  }
  return rest;
}

/** A layer's part for one property. */
export function pickLayer(layer: StylesLayer, property: VariationProperty): StylesLayer {
  return {
    settings: pickProperty(layer.settings, property),
    styles: pickProperty(layer.styles, property),
  };
}

/**
 * The property a variation changes alone (a colour or typography partial), or null for a full
 * variation (one that changes more, or nothing).
 */
export function partialPropertyOf(layer: StylesLayer): VariationProperty | null {
  if (deepEqual(layer, { settings: {}, styles: {} })) return null;
  for (const property of ['color', 'typography'] as const) {
    if (deepEqual(pickLayer(layer, property), layer)) return property;
  }
  return null;
}

/** The variations of a theme as 'Browse styles' lists them: full ones, then each partial kind. */
export interface VariationGroups {
  full: ThemeStyleVariation[];
  color: ThemeStyleVariation[];
  typography: ThemeStyleVariation[];
}

/** The variations sorted into full ones and colour and typography partials, order kept. */
export function groupVariations(variations: readonly ThemeStyleVariation[]): VariationGroups {
  const groups: VariationGroups = { full: [], color: [], typography: [] };
  for (const variation of variations) {
    groups[partialPropertyOf(variationLayer(variation)) ?? 'full'].push(variation);
  }
  return groups;
}
