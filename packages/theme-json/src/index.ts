/**
 * @atelier/theme-json — the isomorphic styles engine: theme.json v3 types, core defaults, merge by
 * origin, per-origin presets, CSS generation, border normalisation and validation.
 */

export {
  BORDER_SIDES,
  hasSplitBorders,
  normaliseBorder,
  withFallbackBorderStyle,
} from './border/normalise-border';
export type { BlockSelectorMap, CssNode } from './css/block-styles';
export { getBlockSelector } from './css/block-styles';
export { resolveNestedCss } from './css/custom-css';
export type { DuotoneFilter } from './css/duotone';
export { generateDuotoneFilters, generateDuotoneSvg } from './css/duotone';
export {
  defaultBlockSelector,
  ELEMENT_NAMES,
  ELEMENT_SELECTORS,
} from './css/element-selectors';
export { escapeStyleText } from './css/escape-style-text';
export type { FontFaceOptions, FontUrlResolver } from './css/font-faces';
export { generateFontFaceCss, generateFontFaceRule, quoteFontFamilyName } from './css/font-faces';
export type { GlobalStylesheetOptions, StylesheetPart } from './css/global-stylesheet';
export { generateGlobalStylesheet, STYLESHEET_PARTS } from './css/global-stylesheet';
export { generatePresetClasses } from './css/preset-classes';
export type { Declaration } from './css/ruleset';
export type { SiteStyleLayers, SiteStylesheet } from './css/site-stylesheet';
export {
  SITE_BLOCK_SELECTORS,
  SITE_DUOTONE_SELECTORS,
  siteStylesheet,
} from './css/site-stylesheet';
export { computeStyleDeclarations } from './css/style-properties';
export {
  computeCustomDeclarations,
  computePresetDeclarations,
  presetCustomProperty,
} from './css/variables';
export { CORE_DEFAULTS } from './defaults/core-defaults';
export { assignPresetOrigin } from './merge/assign-origin';
export { deepMerge } from './merge/deep-merge';
export type { ThemeJsonLayers } from './merge/merge-origins';
export { mergeThemeJson } from './merge/merge-origins';
export { migrateThemeJson } from './merge/migrate-theme-json';
export type { PresetKind, PresetMetadata } from './presets/preset-metadata';
export { PRESET_METADATA } from './presets/preset-metadata';
export type { AnyPreset } from './presets/presets-by-origin';
export { getEffectivePresets, getPresetsByOrigin } from './presets/presets-by-origin';
export { computeSpacingSizes } from './presets/spacing-scale';
export type * from './types/presets';
export { PRESET_ORIGINS } from './types/presets';
export type * from './types/settings';
export type * from './types/styles';
export type * from './types/theme-json';
export type { ThemeJsonValidationError } from './validate/validate-theme-json';
export { validateThemeJsonPart } from './validate/validate-theme-json';
export { isValidCssDeclaration } from './values/css-property-values';
export { cssString, cssUrl } from './values/css-url';
export type { LengthOptions } from './values/css-value-types';
export {
  GLOBAL_KEYWORDS,
  isCssAspectRatio,
  isCssColor,
  isCssFontFamily,
  isCssFontWeight,
  isCssGradient,
  isCssInteger,
  isCssKeyword,
  isCssLength,
  isCssShadow,
  isPresetReference,
  isSafeCssValue,
} from './values/css-value-types';
export { computeFluidFontSize, getFontSizeValue } from './values/fluid-typography';
export { toKebabCase } from './values/kebab-case';
export { parseColor } from './values/parse-color';
export { presetShorthandToCss, resolveRef, styleValueToCss } from './values/style-value';
export type {
  BlockStyleVariationFile,
  RegisteredBlockStyle,
} from './variations/block-style-partials';
export {
  blockStyleVariationName,
  injectBlockStyleVariations,
  injectRegisteredBlockStyles,
} from './variations/block-style-partials';
export type { ThemeBlockStyleChoice } from './variations/theme-block-styles';
export { themeBlockStyles } from './variations/theme-block-styles';
export type { ActiveBlockStyleVariation } from './variations/variation-instance';
export {
  activeBlockStyleVariation,
  blockStyleNamesOf,
  variationInstanceCss,
} from './variations/variation-instance';
