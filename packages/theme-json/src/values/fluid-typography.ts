import type { FontSizeFluid } from '../types/presets';
import type { ThemeJsonSettings } from '../types/settings';
import { parseCssLength, roundTo } from './css-length';

const DEFAULT_MIN_VIEWPORT = '320px';
const DEFAULT_MAX_VIEWPORT = '1600px';
const DEFAULT_MIN_FONT_SIZE_LIMIT = '14px';
const MIN_SIZE_FACTOR_FLOOR = 0.25;
const MIN_SIZE_FACTOR_CEILING = 0.75;

/** Inputs of {@link computeFluidFontSize}. */
export interface FluidFontSizeInput {
  /** The preset or style size; also the maximum when `maximumFontSize` is absent. */
  readonly fontSize?: string | number;
  readonly minimumFontSize?: string;
  readonly maximumFontSize?: string;
  readonly minimumViewportWidth?: string;
  readonly maximumViewportWidth?: string;
  /** Sizes at or below this (14px by default) stay static when no bounds are given. */
  readonly minimumFontSizeLimit?: string;
  readonly scaleFactor?: number;
}

/**
 * Computes a fluid `clamp(min, preferred, max)` font size the way the block editor does: the
 * minimum defaults to the size scaled by a logarithmic factor between 0.25 and 0.75 (never below
 * the 14px limit), and the preferred value grows linearly between the minimum and maximum viewport
 * widths (320px–1600px by default). Returns null when the inputs cannot be made fluid.
 */
export function computeFluidFontSize(input: FluidFontSizeInput): string | null {
  let minimumFontSize = input.minimumFontSize;
  let maximumFontSize = input.maximumFontSize;
  const limit = parseCssLength(input.minimumFontSizeLimit) ? input.minimumFontSizeLimit : undefined;
  const minimumFontSizeLimit = limit ?? DEFAULT_MIN_FONT_SIZE_LIMIT;
  if (input.fontSize !== undefined) {
    const size = parseCssLength(input.fontSize);
    if (size === null) return null;
    const sizeUnit = size.unit === 'px' ? 'px' : size.unit === 'em' ? 'em' : 'rem';
    const sizeLimit = parseCssLength(minimumFontSizeLimit, sizeUnit);
    if (
      sizeLimit !== null &&
      !minimumFontSize &&
      !maximumFontSize &&
      size.value <= sizeLimit.value
    ) {
      return null;
    }
    maximumFontSize ||= `${size.value}${size.unit}`;
    if (!minimumFontSize) {
      const sizeInPx = size.unit === 'px' ? size.value : size.value * 16;
      const factor = Math.min(
        Math.max(1 - 0.075 * Math.log2(sizeInPx), MIN_SIZE_FACTOR_FLOOR),
        MIN_SIZE_FACTOR_CEILING,
      );
      const scaledMinimum = roundTo(size.value * factor);
      minimumFontSize =
        sizeLimit !== null && scaledMinimum < sizeLimit.value
          ? `${sizeLimit.value}${sizeLimit.unit}`
          : `${scaledMinimum}${size.unit}`;
    }
  }
  const minimum = parseCssLength(minimumFontSize);
  const unit = minimum?.unit === 'px' ? 'px' : minimum?.unit === 'em' ? 'em' : 'rem';
  const maximum = parseCssLength(maximumFontSize, unit);
  const minimumInRem = parseCssLength(minimumFontSize, 'rem');
  const maxViewport = parseCssLength(input.maximumViewportWidth ?? DEFAULT_MAX_VIEWPORT, unit);
  const minViewport = parseCssLength(input.minimumViewportWidth ?? DEFAULT_MIN_VIEWPORT, unit);
  if (!minimum || !maximum || !minimumInRem || !maxViewport || !minViewport) return null;
  const viewportRange = maxViewport.value - minViewport.value;
  if (viewportRange === 0) return null;
  const viewportOffset = `${roundTo(minViewport.value / 100)}${unit}`;
  const slope = roundTo(100 * ((maximum.value - minimum.value) / viewportRange)) || 1;
  const scaledSlope = roundTo(slope * (input.scaleFactor ?? 1));
  const preferred = `${minimumInRem.value}${minimumInRem.unit} + ((1vw - ${viewportOffset}) * ${scaledSlope})`;
  return `clamp(${minimumFontSize}, ${preferred}, ${maximumFontSize})`;
}

/** True when `settings.typography.fluid` (or a preset's `fluid`) turns fluid sizes on. */
function isFluidEnabled(fluid: unknown): boolean {
  return (
    fluid === true || (typeof fluid === 'object' && fluid !== null && Object.keys(fluid).length > 0)
  );
}

/**
 * The CSS value of a font size (a preset's `size` or a style's `fontSize`): a fluid `clamp()`
 * when `settings.typography.fluid` is on (or the preset itself has fluid bounds) and the size can
 * be made fluid, otherwise the size as written. The maximum viewport width comes from
 * `typography.fluid.maxViewportWidth`, else `layout.wideSize`, else 1600px.
 */
export function getFontSizeValue(
  preset: { readonly size: string | number; readonly fluid?: FontSizeFluid | true },
  settings: ThemeJsonSettings | undefined,
): string {
  const size = preset.size;
  const asText = typeof size === 'number' ? `${size}px` : size;
  if (asText === '' || asText === '0' || preset.fluid === false) return asText;
  const fluidSetting = settings?.typography?.fluid;
  if (!isFluidEnabled(fluidSetting) && !isFluidEnabled(preset.fluid)) return asText;
  const options = typeof fluidSetting === 'object' ? fluidSetting : {};
  const wideSize = settings?.layout?.wideSize;
  const maxViewport =
    options.maxViewportWidth ??
    (isFluidEnabled(fluidSetting) && parseCssLength(wideSize) ? wideSize : undefined);
  const bounds = typeof preset.fluid === 'object' ? preset.fluid : {};
  const fluid = computeFluidFontSize({
    fontSize: size,
    minimumFontSize: bounds.min,
    maximumFontSize: bounds.max,
    minimumFontSizeLimit: options.minFontSize,
    maximumViewportWidth: maxViewport,
    minimumViewportWidth: options.minViewportWidth,
  });
  return fluid ?? asText;
}
