import {
  type BlockSelectorMap,
  type CssNode,
  getBlockSelector,
  variationRules,
  variationsOf,
} from '../css/block-styles';
import { resolveNestedCss } from '../css/custom-css';
import { escapeStyleText } from '../css/escape-style-text';
import { addClassToFirstCompound } from '../css/ruleset';
import type { VariationStyles } from '../types/styles';
import type { ThemeJson } from '../types/theme-json';
import { isCssSafeBlockName } from '../values/css-names';

/** The `is-style-{name}` names of a class list, in order, leaving out `is-style-default`. */
export function blockStyleNamesOf(className: unknown): string[] {
  if (typeof className !== 'string') return [];
  const names: string[] = [];
  for (const token of className.split(/\s+/)) {
    const match = /^is-style-(.+)$/.exec(token);
    if (match?.[1] !== undefined && match[1] !== 'default') names.push(match[1]);
  }
  return names;
}

/** A block's style variation that has styles in the merged theme.json, with its name. */
export interface ActiveBlockStyleVariation {
  readonly name: string;
  readonly styles: VariationStyles;
}

function hasStyles(variation: VariationStyles): boolean {
  const { title: _title, inlineStyle: _inline, ...rest } = variation;
  return Object.keys(rest).length > 0;
}

/**
 * The first `is-style-*` class of a block whose variation the merged theme.json styles (only the
 * first with data counts, as in WordPress), or undefined.
 */
export function activeBlockStyleVariation(
  merged: ThemeJson,
  blockName: string,
  className: unknown,
): ActiveBlockStyleVariation | undefined {
  if (!isCssSafeBlockName(blockName)) return undefined;
  const variations = variationsOf(blockName, merged.styles);
  for (const name of blockStyleNamesOf(className)) {
    const styles = variations[name];
    if (styles !== undefined && hasStyles(styles)) return { name, styles };
  }
  return undefined;
}

/**
 * The CSS of one block's own copy of its style variation, scoped by its instance class
 * (`is-style-section-1--3`): the variation's styles on the block, its elements and the blocks
 * nested in it below it, then its additional CSS. Printed after the global styles in document
 * order, so in nested sections the closest section wins, as WordPress's per-instance styles do.
 */
export function variationInstanceCss(
  merged: ThemeJson,
  blockName: string,
  variation: VariationStyles,
  instanceClass: string,
  blockSelectors: BlockSelectorMap = {},
): string {
  if (!/^is-style-[a-zA-Z0-9_-]+--\d+$/.test(instanceClass)) return '';
  const selector = addClassToFirstCompound(
    getBlockSelector(blockName, blockSelectors),
    `.${instanceClass}`,
  );
  const customCss: CssNode[] = [];
  let css = variationRules(variation, selector, merged, blockSelectors, customCss);
  for (const node of customCss) css += resolveNestedCss(node.css, node.selector);
  return escapeStyleText(css);
}
