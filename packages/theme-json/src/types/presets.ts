/** Where a preset list comes from. `custom` is the user's global styles record. */
export type PresetOrigin = 'default' | 'theme' | 'custom';

/** Every preset origin, lowest priority first. */
export const PRESET_ORIGINS: readonly PresetOrigin[] = ['default', 'theme', 'custom'];

/**
 * A preset list as it appears in theme.json: either a plain list (in a theme file, which then
 * belongs to the origin of that file) or already keyed by origin (as the merged data holds it).
 */
export type PresetList<T> = readonly T[] | PresetsByOrigin<T>;

/** Preset lists kept per origin. */
export type PresetsByOrigin<T> = { readonly [O in PresetOrigin]?: readonly T[] };

/** A named colour (`settings.color.palette`). */
export interface ColorPreset {
  readonly slug: string;
  readonly name?: string;
  readonly color: string;
}

/** A named gradient (`settings.color.gradients`). */
export interface GradientPreset {
  readonly slug: string;
  readonly name?: string;
  readonly gradient: string;
}

/** A duotone filter: the shadow and highlight colours (`settings.color.duotone`). */
export interface DuotonePreset {
  readonly slug: string;
  readonly name?: string;
  readonly colors: readonly string[];
}

/** Fluid bounds of one font size, or `false` to keep it static. */
export type FontSizeFluid = false | { readonly min?: string; readonly max?: string };

/** A named font size (`settings.typography.fontSizes`). */
export interface FontSizePreset {
  readonly slug: string;
  readonly name?: string;
  readonly size: string | number;
  readonly fluid?: FontSizeFluid | true;
}

/** One `@font-face` of a font family. */
export interface FontFace {
  readonly fontFamily: string;
  readonly fontStyle?: string;
  readonly fontWeight?: string | number;
  readonly fontDisplay?: 'auto' | 'block' | 'fallback' | 'swap' | 'optional';
  readonly fontStretch?: string;
  readonly fontVariant?: string;
  readonly fontFeatureSettings?: string;
  readonly fontVariationSettings?: string;
  readonly ascentOverride?: string;
  readonly descentOverride?: string;
  readonly lineGapOverride?: string;
  readonly sizeAdjust?: string;
  readonly unicodeRange?: string;
  /** A URL, a list of URLs, or theme-relative `file:./assets/fonts/x.woff2` references. */
  readonly src: string | readonly string[];
  readonly preview?: string;
}

/** A named font family (`settings.typography.fontFamilies`). */
export interface FontFamilyPreset {
  readonly slug: string;
  readonly name?: string;
  /** The CSS `font-family` value, e.g. `"Inter", sans-serif`. */
  readonly fontFamily: string;
  readonly fontFace?: readonly FontFace[];
  readonly preview?: string;
}

/** A named spacing size (`settings.spacing.spacingSizes`). */
export interface SpacingSizePreset {
  readonly slug: string;
  readonly name?: string;
  readonly size: string;
}

/** How a spacing scale is generated (`settings.spacing.spacingScale`). */
export interface SpacingScale {
  readonly operator?: '*' | '+';
  readonly increment?: number;
  readonly steps?: number;
  readonly mediumStep?: number;
  readonly unit?: string;
}

/** A named box shadow (`settings.shadow.presets`). */
export interface ShadowPreset {
  readonly slug: string;
  readonly name?: string;
  readonly shadow: string;
}
