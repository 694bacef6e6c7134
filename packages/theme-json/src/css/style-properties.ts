import { normaliseBorder } from '../border/normalise-border';
import type { StyleProperties } from '../types/styles';
import type { ThemeJson } from '../types/theme-json';
import { isValidCssDeclaration } from '../values/css-property-values';
import { cssUrl } from '../values/css-url';
import { getFontSizeValue } from '../values/fluid-typography';
import { getAtPath, isRecord } from '../values/object-path';
import { resolveRef, styleValueToCss } from '../values/style-value';
import type { Declaration } from './ruleset';

/** A CSS property and the path of its value inside a style node. */
type PropertyPath = readonly [property: string, path: readonly string[]];

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const CORNERS = [
  ['top-left', 'topLeft'],
  ['top-right', 'topRight'],
  ['bottom-left', 'bottomLeft'],
  ['bottom-right', 'bottomRight'],
] as const;

const boxSides = (property: string, group: string, key: string): PropertyPath[] => [
  [property, [group, key]],
  ...SIDES.map((side): PropertyPath => [`${property}-${side}`, [group, key, side]]),
];

/** Style properties in the order they are written, with their theme.json paths. */
const PROPERTY_PATHS: readonly PropertyPath[] = [
  ['aspect-ratio', ['dimensions', 'aspectRatio']],
  ['background', ['color', 'gradient']],
  ['background-color', ['color', 'background']],
  ['background-image', ['background', 'backgroundImage']],
  ['background-position', ['background', 'backgroundPosition']],
  ['background-repeat', ['background', 'backgroundRepeat']],
  ['background-size', ['background', 'backgroundSize']],
  ['background-attachment', ['background', 'backgroundAttachment']],
  ['border-radius', ['border', 'radius']],
  ...CORNERS.map(([css, key]): PropertyPath => [`border-${css}-radius`, ['border', 'radius', key]]),
  ['border-color', ['border', 'color']],
  ['border-width', ['border', 'width']],
  ['border-style', ['border', 'style']],
  ...SIDES.flatMap((side) =>
    (['color', 'width', 'style'] as const).map(
      (part): PropertyPath => [`border-${side}-${part}`, ['border', side, part]],
    ),
  ),
  ['color', ['color', 'text']],
  ['column-count', ['typography', 'textColumns']],
  ['box-shadow', ['shadow']],
  ['filter', ['filter', 'duotone']],
  ['font-family', ['typography', 'fontFamily']],
  ['font-size', ['typography', 'fontSize']],
  ['font-style', ['typography', 'fontStyle']],
  ['font-weight', ['typography', 'fontWeight']],
  ['letter-spacing', ['typography', 'letterSpacing']],
  ['line-height', ['typography', 'lineHeight']],
  ...boxSides('margin', 'spacing', 'margin'),
  ['min-height', ['dimensions', 'minHeight']],
  ['outline-color', ['outline', 'color']],
  ['outline-offset', ['outline', 'offset']],
  ['outline-style', ['outline', 'style']],
  ['outline-width', ['outline', 'width']],
  ...boxSides('padding', 'spacing', 'padding'),
  ['text-align', ['typography', 'textAlign']],
  ['text-decoration', ['typography', 'textDecoration']],
  ['text-transform', ['typography', 'textTransform']],
  ['writing-mode', ['typography', 'writingMode']],
];

/** Positions in {@link PROPERTY_PATHS} by the group a path starts with (`color`, `border`…). */
const PATHS_BY_GROUP = new Map<string, number[]>();
PROPERTY_PATHS.forEach(([, [group]], index) => {
  if (group === undefined) return;
  const positions = PATHS_BY_GROUP.get(group) ?? [];
  positions.push(index);
  PATHS_BY_GROUP.set(group, positions);
});

/**
 * The property paths a node can hold values at: those of the groups it has, in write order. A
 * node names two or three of the twelve groups, so most of the seventy paths are never looked at.
 */
function pathsOf(source: StyleProperties): PropertyPath[] {
  const positions: number[] = [];
  for (const group of Object.keys(source)) positions.push(...(PATHS_BY_GROUP.get(group) ?? []));
  positions.sort((a, b) => a - b);
  const paths: PropertyPath[] = [];
  for (const position of positions) {
    const path = PROPERTY_PATHS[position];
    if (path !== undefined) paths.push(path);
  }
  return paths;
}

/** Options of {@link computeStyleDeclarations}. */
export interface StyleDeclarationOptions {
  /**
   * For the root node with root-padding-aware alignments: padding becomes
   * `--wp--style--root--padding-*` custom properties instead of `padding-*`.
   */
  readonly rootPaddingAsProperties?: boolean;
}

function backgroundImageToCss(value: unknown, themeJson: ThemeJson): string | undefined {
  const resolved = resolveRef(value, themeJson);
  if (isRecord(resolved)) {
    return cssUrl(resolved.url);
  }
  return styleValueToCss(resolved, themeJson);
}

function valueToCss(property: string, raw: unknown, themeJson: ThemeJson): string | undefined {
  if (property === 'background-image') return backgroundImageToCss(raw, themeJson);
  const resolved = resolveRef(raw, themeJson);
  if (isRecord(resolved)) return undefined;
  if (property === 'font-size' && (typeof resolved === 'string' || typeof resolved === 'number')) {
    const size = styleValueToCss(resolved, themeJson);
    if (size === undefined) return undefined;
    const asSize = typeof resolved === 'number' ? `${resolved}px` : size;
    return getFontSizeValue({ size: asSize }, themeJson.settings);
  }
  return styleValueToCss(resolved, themeJson);
}

function rootPaddingDeclarations(padding: unknown, themeJson: ThemeJson): Declaration[] {
  const resolved = resolveRef(padding, themeJson);
  const sides = isRecord(resolved)
    ? resolved
    : { top: resolved, right: resolved, bottom: resolved, left: resolved };
  const declarations: Declaration[] = [];
  for (const side of SIDES) {
    const value = styleValueToCss(sides[side], themeJson);
    if (value !== undefined && isValidCssDeclaration(`padding-${side}`, value)) {
      declarations.push({ property: `--wp--style--root--padding-${side}`, value });
    }
  }
  return declarations;
}

/** A `{ref: 'styles.…'}` value: what it gives depends on the rest of the theme.json. */
function isStyleRef(value: unknown): boolean {
  return isRecord(value) && typeof value.ref === 'string';
}

/** A node's declarations, and whether a ref was among its values. */
interface NodeDeclarations {
  readonly declarations: Declaration[];
  readonly readsRefs: boolean;
}

function declarationsOf(
  node: StyleProperties,
  themeJson: ThemeJson,
  options: StyleDeclarationOptions,
): NodeDeclarations {
  const border = normaliseBorder(node.border);
  const source: StyleProperties = { ...node, border };
  const declarations: Declaration[] = [];
  let readsRefs = false;
  for (const [property, path] of pathsOf(source)) {
    const isPadding = path[0] === 'spacing' && path[1] === 'padding';
    if (isPadding && options.rootPaddingAsProperties) continue;
    const raw = getAtPath(source, path);
    if (raw === undefined) continue;
    if (isStyleRef(raw)) readsRefs = true;
    const value = valueToCss(property, raw, themeJson);
    if (value !== undefined && isValidCssDeclaration(property, value)) {
      declarations.push({ property, value });
    }
  }
  const padding = node.spacing?.padding;
  if (options.rootPaddingAsProperties && padding !== undefined) {
    if (
      isStyleRef(padding) ||
      (isRecord(padding) && SIDES.some((side) => isStyleRef(padding[side])))
    )
      readsRefs = true;
    declarations.push(...rootPaddingDeclarations(padding, themeJson));
  }
  return { declarations, readsRefs };
}

/**
 * Besides refs, the one thing a node's declarations read from the theme.json: the settings that
 * make font sizes fluid (`typography.fluid`, and `layout.wideSize` as its widest viewport). Their
 * key, made once per settings object: `Object.entries` keeps a key set to `undefined`, which turns
 * fluid sizes on as any other key does.
 */
const fontSettingsKeys = new WeakMap<object, string>();

function fontSettingsKey(themeJson: ThemeJson): string {
  const settings = themeJson.settings;
  if (settings === undefined || settings === null) return '';
  let key = fontSettingsKeys.get(settings);
  if (key === undefined) {
    const fluid = settings.typography?.fluid;
    key = JSON.stringify([
      isRecord(fluid) ? Object.entries(fluid) : (fluid ?? null),
      settings.layout?.wideSize ?? null,
    ]);
    fontSettingsKeys.set(settings, key);
  }
  return key;
}

/**
 * Declarations already written for a style node (by identity), per options and font settings.
 * The merge keeps the objects of a layer that nothing above overrides, so a build after an edit
 * of the user's styles finds the theme's untouched nodes here. Nodes with refs are not kept.
 */
const knownDeclarations = new WeakMap<object, Map<string, readonly Declaration[]>>();

/**
 * Turns one style node (root, element, block or variation) into CSS declarations: colours,
 * gradient, background image, border (normalised first), typography (font sizes made fluid when
 * enabled), spacing, dimensions, outline, shadow and filter. Values may be preset shorthands
 * (`var:preset|color|accent`) or refs. A value that is not of its property's type (see
 * `isValidCssDeclaration`) is left out. Nested objects (elements, blocks, pseudo-classes) are
 * ignored here. Remembered per node object (see {@link knownDeclarations}): theme data is
 * treated as never changed in place, as everywhere in this package.
 */
export function computeStyleDeclarations(
  node: StyleProperties | undefined,
  themeJson: ThemeJson,
  options: StyleDeclarationOptions = {},
): Declaration[] {
  if (node === undefined) return [];
  const key = `${options.rootPaddingAsProperties ? 'root-padding' : 'padding'} ${fontSettingsKey(themeJson)}`;
  const known = knownDeclarations.get(node);
  const kept = known?.get(key);
  if (kept !== undefined) return [...kept];
  const { declarations, readsRefs } = declarationsOf(node, themeJson, options);
  if (!readsRefs) {
    const byKey = known ?? new Map<string, readonly Declaration[]>();
    byKey.set(key, [...declarations]);
    if (known === undefined) knownDeclarations.set(node, byKey);
  }
  return declarations;
}
