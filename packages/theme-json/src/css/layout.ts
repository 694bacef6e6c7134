import type { ThemeJson } from '../types/theme-json';
import { isCssLength } from '../values/css-value-types';
import { getAtPath, isRecord } from '../values/object-path';
import { styleValueToCss } from '../values/style-value';
import { LAYOUT_DEFINITIONS, type LayoutRule } from './layout-definitions';
import { type Declaration, flattenSpecificity, toRuleset } from './ruleset';

/** The gap used when a theme sets no block gap. */
const FALLBACK_BLOCK_GAP = '0.5em';

/** Selectors the root layout rules are written against. */
export interface RootLayoutSelectors {
  /** The root style selector (`body`). */
  readonly root: string;
  /** The variables selector (`:root`). */
  readonly variables: string;
  /** The wrapper around the top-level blocks (`.wp-site-blocks`). */
  readonly siteBlocks: string;
}

/** A block gap as vertical (flow) and combined (flex/grid `gap`) values. */
interface Gap {
  readonly vertical: string;
  readonly combined: string;
}

/** A gap value when it is a length (or preset); anything else is left out. */
function gapLength(raw: unknown, themeJson: ThemeJson): string | undefined {
  const value = styleValueToCss(raw, themeJson);
  return isCssLength(value, { keywords: ['normal'] }) ? value : undefined;
}

/** Reads a block gap (a value, or `{top, left}`) into CSS values; non-lengths are left out. */
export function readBlockGap(raw: unknown, themeJson: ThemeJson): Gap | undefined {
  if (isRecord(raw)) {
    const top = gapLength(raw.top, themeJson);
    const left = gapLength(raw.left, themeJson);
    if (top === undefined && left === undefined) return undefined;
    const vertical = top ?? left ?? FALLBACK_BLOCK_GAP;
    return { vertical, combined: `${vertical} ${left ?? vertical}` };
  }
  const value = gapLength(raw, themeJson);
  return value === undefined ? undefined : { vertical: value, combined: value };
}

function declarationsOf(rule: LayoutRule, gapValue = ''): Declaration[] {
  return Object.entries(rule.declarations).map(([property, value]) => ({
    property,
    value: value.replace('{gap}', gapValue),
  }));
}

/**
 * The gap rules of every layout type under one container selector: root containers use
 * `.is-layout-flow`, blocks use `{blockSelector}-is-layout-flow` (the class the renderer adds to a
 * block with its own layout). Every rule is flattened to `:root :where(…)`.
 */
export function generateLayoutSpacingRules(
  gap: Gap,
  containerSelector: (className: string) => string,
): string {
  let css = '';
  for (const definition of LAYOUT_DEFINITIONS) {
    const container = containerSelector(definition.className);
    for (const rule of definition.spacingRules) {
      css += toRuleset(
        `${flattenSpecificity(container)}${rule.selector}`,
        declarationsOf(rule, gap[definition.gapAxis]),
      );
    }
  }
  return css;
}

/** The rules every layout type needs whatever the gap (display mode, alignments, content width). */
function generateLayoutBaseRules(rootSelector: string): string {
  let css = '';
  for (const definition of LAYOUT_DEFINITIONS) {
    if (definition.display !== undefined) {
      css += toRuleset(`${rootSelector} .${definition.className}`, [
        { property: 'display', value: definition.display },
      ]);
    }
    for (const rule of definition.baseRules) {
      css += toRuleset(`.${definition.className}${rule.selector}`, declarationsOf(rule));
    }
  }
  return css;
}

function rootPaddingRules(selectors: RootLayoutSelectors): string {
  const pad = (side: string) => `var(--wp--style--root--padding-${side})`;
  const nested =
    '.has-global-padding :where(:not(.alignfull.is-layout-flow) > .has-global-padding:not(.wp-block-block, .alignfull))';
  return [
    toRuleset(selectors.siteBlocks, [
      { property: 'padding-top', value: pad('top') },
      { property: 'padding-bottom', value: pad('bottom') },
    ]),
    toRuleset('.has-global-padding', [
      { property: 'padding-right', value: pad('right') },
      { property: 'padding-left', value: pad('left') },
    ]),
    toRuleset('.has-global-padding > .alignfull', [
      { property: 'margin-right', value: `calc(${pad('right')} * -1)` },
      { property: 'margin-left', value: `calc(${pad('left')} * -1)` },
    ]),
    toRuleset(nested, [
      { property: 'padding-right', value: '0' },
      { property: 'padding-left', value: '0' },
    ]),
    toRuleset(`${nested} > .alignfull`, [
      { property: 'margin-left', value: '0' },
      { property: 'margin-right', value: '0' },
    ]),
  ].join('');
}

/**
 * The root layout rules: content and wide size custom properties, the body margin reset,
 * root-padding-aware alignment rules (`.has-global-padding`, full-width escape) when
 * `settings.useRootPaddingAwareAlignments` is on, top-level alignments, block gap between
 * top-level blocks and `--wp--style--block-gap`, then gap and base rules of every layout type.
 */
export function generateRootLayoutStyles(
  themeJson: ThemeJson,
  selectors: RootLayoutSelectors,
): string {
  const layout = themeJson.settings?.layout;
  const sizes: Declaration[] = [];
  if (isCssLength(layout?.contentSize)) {
    sizes.push({ property: '--wp--style--global--content-size', value: layout.contentSize });
  }
  if (isCssLength(layout?.wideSize)) {
    sizes.push({ property: '--wp--style--global--wide-size', value: layout.wideSize });
  }
  const configuredGap = readBlockGap(
    getAtPath(themeJson, ['styles', 'spacing', 'blockGap']),
    themeJson,
  );
  const gap = configuredGap ?? { vertical: FALLBACK_BLOCK_GAP, combined: FALLBACK_BLOCK_GAP };
  const siteBlocks = selectors.siteBlocks;
  let css = toRuleset(selectors.variables, sizes);
  css += toRuleset(`:where(${selectors.root})`, [{ property: 'margin', value: '0' }]);
  if (themeJson.settings?.useRootPaddingAwareAlignments === true)
    css += rootPaddingRules(selectors);
  css += toRuleset(`${siteBlocks} > .alignleft`, [
    { property: 'float', value: 'left' },
    { property: 'margin-right', value: '2em' },
  ]);
  css += toRuleset(`${siteBlocks} > .alignright`, [
    { property: 'float', value: 'right' },
    { property: 'margin-left', value: '2em' },
  ]);
  css += toRuleset(`${siteBlocks} > .aligncenter`, [
    { property: 'justify-content', value: 'center' },
    { property: 'margin-left', value: 'auto' },
    { property: 'margin-right', value: 'auto' },
  ]);
  css += toRuleset(`:where(${siteBlocks}) > *`, [
    { property: 'margin-block-start', value: gap.vertical },
    { property: 'margin-block-end', value: '0' },
  ]);
  css += toRuleset(`:where(${siteBlocks}) > :first-child`, [
    { property: 'margin-block-start', value: '0' },
  ]);
  css += toRuleset(`:where(${siteBlocks}) > :last-child`, [
    { property: 'margin-block-end', value: '0' },
  ]);
  if (configuredGap !== undefined) {
    css += toRuleset(selectors.variables, [
      { property: '--wp--style--block-gap', value: configuredGap.vertical },
    ]);
  }
  css += generateLayoutSpacingRules(gap, (className) => `.${className}`);
  css += generateLayoutBaseRules(selectors.root);
  return css;
}
