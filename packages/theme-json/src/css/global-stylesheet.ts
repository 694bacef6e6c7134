import { type AnyPreset, getPresetsByOrigin } from '../presets/presets-by-origin';
import type { FontFamilyPreset } from '../types/presets';
import type { ThemeJson } from '../types/theme-json';
import { isCssSafeBlockName } from '../values/css-names';
import { type BlockSelectorMap, generateBlockStyles, getBlockSelector } from './block-styles';
import { resolveNestedCss } from './custom-css';
import { generateDuotoneFilters } from './duotone';
import { generateElementStyles } from './element-styles';
import { escapeStyleText } from './escape-style-text';
import { type FontUrlResolver, generateFontFaceCss } from './font-faces';
import { generateRootLayoutStyles } from './layout';
import { generatePresetClasses } from './preset-classes';
import { toRuleset } from './ruleset';
import { computeStyleDeclarations } from './style-properties';
import { computeCustomDeclarations, computePresetDeclarations } from './variables';

/** `settings.blocks` entries whose name can become a selector. */
function blockSettingsEntries(themeJson: ThemeJson) {
  return Object.entries(themeJson.settings?.blocks ?? {}).filter(([name]) =>
    isCssSafeBlockName(name),
  );
}

/** The groups a global stylesheet is made of, in output order. */
export type StylesheetPart =
  | 'font-faces'
  | 'variables'
  | 'layout'
  | 'styles'
  | 'presets'
  | 'duotone'
  | 'custom-css';

/** Every part, in output order. */
export const STYLESHEET_PARTS: readonly StylesheetPart[] = [
  'font-faces',
  'variables',
  'layout',
  'styles',
  'presets',
  'duotone',
  'custom-css',
];

/** Options of {@link generateGlobalStylesheet}. */
export interface GlobalStylesheetOptions {
  /** Which parts to write (all by default), always in the order of {@link STYLESHEET_PARTS}. */
  readonly parts?: readonly StylesheetPart[];
  /** Selector of the root styles (`body` by default; e.g. `:root` or an editor wrapper). */
  readonly rootSelector?: string;
  /** Selector holding custom properties (`:root` by default). */
  readonly variablesSelector?: string;
  /** The wrapper around top-level blocks (`.wp-site-blocks` by default). */
  readonly siteBlocksSelector?: string;
  /** Block name → selector; blocks not listed use `.wp-block-{name without core/}`. */
  readonly blockSelectors?: BlockSelectorMap;
  /**
   * Block name → selector of the media a duotone filter applies to (e.g. `core/image` →
   * `.wp-block-image img`); blocks not listed get `filter` on the block selector.
   */
  readonly duotoneSelectors?: BlockSelectorMap;
  /** Resolves font `src` entries such as `file:./assets/fonts/inter.woff2`. */
  readonly resolveFontUrl?: FontUrlResolver;
  /** `font-display` for faces without one (`fallback` by default). */
  readonly defaultFontDisplay?: string;
}

function isFontFamily(preset: AnyPreset): preset is AnyPreset & FontFamilyPreset {
  return typeof preset.fontFamily === 'string';
}

function fontFamiliesOf(themeJson: ThemeJson): FontFamilyPreset[] {
  const byOrigin = getPresetsByOrigin(themeJson.settings, 'font-family');
  const all = [...(byOrigin.default ?? []), ...(byOrigin.theme ?? []), ...(byOrigin.custom ?? [])];
  return all.filter(isFontFamily);
}

function variablesCss(
  themeJson: ThemeJson,
  variablesSelector: string,
  blockSelectors: BlockSelectorMap,
): string {
  const settings = themeJson.settings;
  let css = toRuleset(variablesSelector, [
    ...computePresetDeclarations(settings, settings),
    ...computeCustomDeclarations(settings?.custom),
  ]);
  for (const [blockName, blockSettings] of blockSettingsEntries(themeJson)) {
    css += toRuleset(getBlockSelector(blockName, blockSelectors), [
      ...computePresetDeclarations(blockSettings, settings),
      ...computeCustomDeclarations(blockSettings.custom),
    ]);
  }
  return css;
}

function presetClassesCss(themeJson: ThemeJson, blockSelectors: BlockSelectorMap): string {
  let css = generatePresetClasses(themeJson.settings);
  for (const [blockName, blockSettings] of blockSettingsEntries(themeJson)) {
    css += generatePresetClasses(blockSettings, getBlockSelector(blockName, blockSelectors));
  }
  return css;
}

/**
 * A piece of the global stylesheet and its CSS, escaped for a `<style>` element. Each part is one
 * piece named like it, except `styles`, which comes as `styles-root` (the rule on the root
 * selector), `styles-elements` and `styles-blocks`: a change to the body's colour or typography
 * then rewrites one small rule, which a browser matches again only on the root element.
 */
export interface StylesheetPiece {
  readonly part: StylesheetPart;
  readonly name: string;
  readonly css: string;
}

/**
 * The global stylesheet from merged theme.json data (see `mergeThemeJson`) piece by piece, in the
 * order of {@link STYLESHEET_PARTS} (only the parts asked for): what
 * {@link generateGlobalStylesheet} joins. A page that keeps each piece in its own `<style>`
 * element rewrites only the pieces a change touched (the editor canvas does), so the browser
 * parses and matches again only those.
 */
export function generateGlobalStylesheetPieces(
  themeJson: ThemeJson,
  options: GlobalStylesheetOptions = {},
): StylesheetPiece[] {
  const wanted = new Set(options.parts ?? STYLESHEET_PARTS);
  const rootSelector = options.rootSelector ?? 'body';
  const variablesSelector = options.variablesSelector ?? ':root';
  const blockSelectors = options.blockSelectors ?? {};
  const styles = themeJson.styles;
  const blocks =
    wanted.has('styles') || wanted.has('custom-css')
      ? generateBlockStyles(themeJson, blockSelectors, options.duotoneSelectors)
      : { css: '', customCss: [] };
  const rootPaddingAsProperties = themeJson.settings?.useRootPaddingAwareAlignments === true;
  const writers: Record<StylesheetPart, () => (readonly [string, string])[]> = {
    'font-faces': () => [
      [
        'font-faces',
        generateFontFaceCss(fontFamiliesOf(themeJson), {
          resolveUrl: options.resolveFontUrl,
          defaultFontDisplay: options.defaultFontDisplay,
        }),
      ],
    ],
    variables: () => [['variables', variablesCss(themeJson, variablesSelector, blockSelectors)]],
    layout: () => [
      [
        'layout',
        generateRootLayoutStyles(themeJson, {
          root: rootSelector,
          variables: variablesSelector,
          siteBlocks: options.siteBlocksSelector ?? '.wp-site-blocks',
        }),
      ],
    ],
    styles: () => [
      [
        'styles-root',
        toRuleset(
          rootSelector,
          computeStyleDeclarations(styles, themeJson, { rootPaddingAsProperties }),
        ),
      ],
      ['styles-elements', generateElementStyles(styles?.elements, themeJson)],
      ['styles-blocks', blocks.css],
    ],
    presets: () => [['presets', presetClassesCss(themeJson, blockSelectors)]],
    duotone: () => [
      [
        'duotone',
        generateDuotoneFilters(themeJson.settings)
          .map((filter) => filter.css)
          .join(''),
      ],
    ],
    'custom-css': () => {
      let css = '';
      for (const node of blocks.customCss) css += resolveNestedCss(node.css, node.selector);
      if (typeof styles?.css === 'string') css += styles.css.trim();
      return [['custom-css', css]];
    },
  };
  return STYLESHEET_PARTS.filter((part) => wanted.has(part)).flatMap((part) =>
    writers[part]().map(([name, css]) => ({ part, name, css: escapeStyleText(css) })),
  );
}

/**
 * Generates the global stylesheet from merged theme.json data (see `mergeThemeJson`): the one
 * function behind both the editor canvas and the public site. Parts, in order:
 * - `font-faces`: `@font-face` rules of every font family with `fontFace`;
 * - `variables`: `--wp--preset--*` and `--wp--custom--*` on `:root` (and per-block settings on
 *   the block selector);
 * - `layout`: content/wide size, root padding, alignments, block gap and layout types;
 * - `styles`: root styles on `body`, elements, blocks, block elements and style variations;
 * - `presets`: `.has-{slug}-color` and the other preset classes;
 * - `duotone`: the filter rule of every duotone preset (the SVG markup comes from
 *   `generateDuotoneFilters`);
 * - `custom-css`: per-block CSS resolved against the block selector, then `styles.css`.
 *
 * Values are checked by type as they are written (an invalid one is left out), and every `<`
 * becomes `\3c ` (`escapeStyleText`), so nothing in the result can end a `<style>` element,
 * not even administrators' custom CSS.
 */
export function generateGlobalStylesheet(
  themeJson: ThemeJson,
  options: GlobalStylesheetOptions = {},
): string {
  return generateGlobalStylesheetPieces(themeJson, options)
    .map((piece) => piece.css)
    .join('');
}
