import { deepMerge } from '../merge/deep-merge';
import type { BlockStyles, ThemeJsonStyles, VariationStyles } from '../types/styles';
import type { ThemeJson } from '../types/theme-json';
import { isCssSafeBlockName, isCssSafeStyleName } from '../values/css-names';
import { isRecord } from '../values/object-path';
import { defaultBlockSelector } from './element-selectors';
import { generateElementStyles } from './element-styles';
import { generateLayoutSpacingRules, readBlockGap } from './layout';
import {
  addClassToFirstCompound,
  type Declaration,
  flattenSpecificity,
  scopeSelector,
  toRuleset,
} from './ruleset';
import { computeStyleDeclarations } from './style-properties';

/** Block name → CSS selector (e.g. `core/group` → `.wp-block-group`). */
export type BlockSelectorMap = Readonly<Record<string, string>>;

/** A style node with the selector its rules and additional CSS are written against. */
export interface CssNode {
  readonly selector: string;
  readonly css: string;
}

/** Looks a block's selector up in the caller's map, falling back to `.wp-block-{name}`. */
export function getBlockSelector(blockName: string, selectors: BlockSelectorMap): string {
  return selectors[blockName] ?? defaultBlockSelector(blockName);
}

/**
 * The block types that have styles: those in `styles.blocks`, then those only reached through
 * shared `styles.variations[…].blockTypes`.
 */
function styledBlockNames(styles: ThemeJsonStyles | undefined): string[] {
  const names = new Set(Object.keys(styles?.blocks ?? {}));
  for (const variation of Object.values(styles?.variations ?? {})) {
    for (const blockType of variation.blockTypes ?? []) names.add(blockType);
  }
  return [...names].filter(isCssSafeBlockName);
}

/**
 * A shared variation's styles without its `blockTypes` and `title`: the same object each time for
 * the same variation, so the declarations written for it are found again in the next build.
 */
type SharedVariation = NonNullable<ThemeJsonStyles['variations']>[string];
const sharedVariationStyles = new WeakMap<SharedVariation, VariationStyles>();

function ownStylesOf(shared: SharedVariation): VariationStyles {
  const known = sharedVariationStyles.get(shared);
  if (known !== undefined) return known;
  const { blockTypes: _types, title: _title, ...variation } = shared;
  sharedVariationStyles.set(shared, variation);
  return variation;
}

/** A block's variations: shared ones declared for it, overridden by its own. */
export function variationsOf(
  blockName: string,
  styles: ThemeJsonStyles | undefined,
): Record<string, VariationStyles> {
  const result: Record<string, VariationStyles> = {};
  for (const [name, shared] of Object.entries(styles?.variations ?? {})) {
    if (!isCssSafeStyleName(name) || !(shared.blockTypes ?? []).includes(blockName)) continue;
    result[name] = ownStylesOf(shared);
  }
  for (const [name, own] of Object.entries(styles?.blocks?.[blockName]?.variations ?? {})) {
    if (!isCssSafeStyleName(name)) continue;
    const merged = deepMerge(result[name], own);
    if (isRecord(merged)) result[name] = merged as VariationStyles;
  }
  return result;
}

/** Selectors of a block: where its styles go and, optionally, where its duotone filter goes. */
interface NodeSelectors {
  readonly selector: string;
  /** When set, the `filter` declaration is written here instead (e.g. `.wp-block-image img`). */
  readonly duotone?: string;
}

function nodeRules(
  node: BlockStyles | VariationStyles,
  selectors: NodeSelectors,
  themeJson: ThemeJson,
  customCss: CssNode[],
): string {
  const { selector, duotone } = selectors;
  const declarations = computeStyleDeclarations(node, themeJson);
  const isFilter = (declaration: Declaration) =>
    duotone !== undefined && declaration.property === 'filter';
  let css = toRuleset(
    flattenSpecificity(selector),
    declarations.filter((declaration) => !isFilter(declaration)),
  );
  css += toRuleset(flattenSpecificity(duotone ?? ''), declarations.filter(isFilter));
  css += generateElementStyles(node.elements, themeJson, selector);
  if (typeof node.css === 'string' && node.css.trim() !== '') {
    customCss.push({ selector, css: node.css });
  }
  return css;
}

/** Rules of one variation, including the blocks nested in it (section styles). */
export function variationRules(
  variation: VariationStyles,
  selector: string,
  themeJson: ThemeJson,
  blockSelectors: BlockSelectorMap,
  customCss: CssNode[],
): string {
  let css = nodeRules(variation, { selector }, themeJson, customCss);
  for (const [innerName, inner] of Object.entries(variation.blocks ?? {})) {
    if (!isRecord(inner) || !isCssSafeBlockName(innerName)) continue;
    const innerSelector = scopeSelector(selector, getBlockSelector(innerName, blockSelectors));
    css += nodeRules(inner, { selector: innerSelector }, themeJson, customCss);
  }
  return css;
}

/** The result of {@link generateBlockStyles}. */
export interface BlockStylesOutput {
  /** Block, block element and block variation rules, plus per-block gap rules. */
  readonly css: string;
  /** Per-block and per-variation additional CSS, still to be resolved against its selector. */
  readonly customCss: readonly CssNode[];
}

/**
 * Rules for every styled block type: its own styles (`:root :where(.wp-block-group)`), its
 * elements, its gap (`:root :where(.wp-block-group-is-layout-flex){gap: …}`) and its style
 * variations (`.wp-block-group.is-style-{name}`), including shared variations listed by
 * `blockTypes` and blocks nested inside a variation. A block listed in `duotoneSelectors` gets its
 * `filter.duotone` on that selector (its media) rather than on the whole block.
 */
export function generateBlockStyles(
  themeJson: ThemeJson,
  blockSelectors: BlockSelectorMap,
  duotoneSelectors: BlockSelectorMap = {},
): BlockStylesOutput {
  const styles = themeJson.styles;
  const customCss: CssNode[] = [];
  let css = '';
  for (const blockName of styledBlockNames(styles)) {
    const selector = getBlockSelector(blockName, blockSelectors);
    const block: BlockStyles = styles?.blocks?.[blockName] ?? {};
    const duotone = duotoneSelectors[blockName];
    css += nodeRules(block, { selector, duotone }, themeJson, customCss);
    const gap = readBlockGap(block.spacing?.blockGap, themeJson);
    if (gap !== undefined) {
      const container = defaultBlockSelector(blockName);
      css += generateLayoutSpacingRules(gap, (className) => `${container}-${className}`);
    }
    for (const [variationName, variation] of Object.entries(variationsOf(blockName, styles))) {
      const variationSelector = addClassToFirstCompound(selector, `.is-style-${variationName}`);
      css += variationRules(variation, variationSelector, themeJson, blockSelectors, customCss);
    }
  }
  return { css, customCss };
}
