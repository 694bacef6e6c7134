import { getEffectivePresets } from '../presets/presets-by-origin';
import type { ThemeJsonSettings } from '../types/settings';
import { toKebabCase } from '../values/kebab-case';
import { parseColor } from '../values/parse-color';
import { toRuleset } from './ruleset';
import { presetCustomProperty } from './variables';

/** Selectors inside a block that a duotone filter applies to (images, videos, cover media). */
export const DUOTONE_TARGETS = [
  'img',
  'video',
  '.wp-block-cover__image-background',
  '.wp-block-cover__video-background',
] as const;

/** The markup and CSS of one duotone preset. */
export interface DuotoneFilter {
  readonly slug: string;
  /** The id of the SVG filter, `wp-duotone-{slug}`. */
  readonly filterId: string;
  /** The class a block with this duotone carries, `wp-duotone-{slug}`. */
  readonly className: string;
  /** A hidden inline SVG defining the filter, to place once in the page body. */
  readonly svg: string;
  /** The rule applying the filter to a block's media: `.wp-duotone-{slug} img, …{filter: …}`. */
  readonly css: string;
}

const round4 = (value: number) => String(Math.round(value * 10000) / 10000);

function formatChannel(value: number): string {
  return round4(value / 255);
}

/** The SVG filter markup mapping dark→first colour and light→last colour (alpha included). */
export function generateDuotoneSvg(filterId: string, colors: readonly string[]): string {
  const parsed = colors.map(parseColor).filter((color) => color !== null);
  const table = (channel: 'r' | 'g' | 'b' | 'a') =>
    parsed
      .map((color) => (channel === 'a' ? round4(color.a) : formatChannel(color[channel])))
      .join(' ');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 0 0" width="0" height="0" focusable="false" role="none" style="visibility: hidden; position: absolute; left: -9999px; overflow: hidden;">',
    `<defs><filter id="${filterId}">`,
    '<feColorMatrix color-interpolation-filters="sRGB" type="matrix" values=".299 .587 .114 0 0 .299 .587 .114 0 0 .299 .587 .114 0 0 .299 .587 .114 0 0" />',
    '<feComponentTransfer color-interpolation-filters="sRGB">',
    `<feFuncR type="table" tableValues="${table('r')}" />`,
    `<feFuncG type="table" tableValues="${table('g')}" />`,
    `<feFuncB type="table" tableValues="${table('b')}" />`,
    `<feFuncA type="table" tableValues="${table('a')}" />`,
    '</feComponentTransfer>',
    '<feComposite in2="SourceGraphic" operator="in" />',
    '</filter></defs></svg>',
  ].join('');
}

/**
 * One {@link DuotoneFilter} per offered duotone preset of the merged settings (default presets
 * left out when `defaultDuotone` is false). Presets with fewer than two parseable colours are
 * skipped.
 */
export function generateDuotoneFilters(settings: ThemeJsonSettings | undefined): DuotoneFilter[] {
  const filters: DuotoneFilter[] = [];
  for (const preset of getEffectivePresets(settings, 'duotone')) {
    const colors: unknown = preset.colors;
    if (!Array.isArray(colors)) continue;
    const usable = colors.filter(
      (color): color is string => typeof color === 'string' && parseColor(color) !== null,
    );
    if (usable.length < 2) continue;
    const slug = toKebabCase(preset.slug);
    const filterId = `wp-duotone-${slug}`;
    const selector = DUOTONE_TARGETS.map((target) => `.${filterId} ${target}`).join(', ');
    filters.push({
      slug: preset.slug,
      filterId,
      className: filterId,
      svg: generateDuotoneSvg(filterId, usable),
      css: toRuleset(selector, [
        { property: 'filter', value: `var(${presetCustomProperty('duotone', preset.slug)})` },
      ]),
    });
  }
  return filters;
}
