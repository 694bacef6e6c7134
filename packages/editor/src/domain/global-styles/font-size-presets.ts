import {
  type FontSizeFluid,
  getPresetsByOrigin,
  type PresetOrigin,
  type ThemeJsonSettings,
} from '@atelier/theme-json';
import { readPath, type StylePath } from './style-tree';

/**
 * One font size preset as Typography › Font sizes edits it (`settings.typography.fontSizes`):
 * `fluid` is absent (the site's `typography.fluid` decides), `false` (never fluid), `true`
 * (fluid, bounds computed) or `{min, max}` (custom fluid values).
 */
export interface FontSizePresetValue {
  readonly slug: string;
  readonly name: string;
  readonly size: string;
  readonly fluid?: FontSizeFluid | true;
}

/** A list of presets of one origin, as shown on Font size presets. */
export interface FontSizeGroup {
  readonly origin: PresetOrigin;
  readonly presets: readonly FontSizePresetValue[];
}

/** The origins a font size may come from, in the order the screen lists them. */
export const FONT_SIZE_ORIGINS: readonly PresetOrigin[] = ['theme', 'default', 'custom'];

/** What a new custom size starts as: 'New Font Size N', 16px. */
const NEW_SIZE = '16px';

/**
 * The path of one origin's list in `settings`. Edits to theme (or default) presets are kept as
 * a copy of the whole list under that origin in the user's record, as WordPress stores
 * `settings.typography.fontSizes.theme`; the user's own sizes are the `custom` list.
 */
export function fontSizesPath(origin: PresetOrigin): StylePath {
  return ['typography', 'fontSizes', origin];
}

function text(value: unknown): string {
  if (typeof value === 'number') return `${value}px`;
  return typeof value === 'string' ? value : '';
}

function fluidOf(value: unknown): FontSizeFluid | true | undefined {
  if (value === true || value === false) return value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const min = readPath(value, ['min']);
  const max = readPath(value, ['max']);
  return {
    ...(typeof min === 'string' ? { min } : {}),
    ...(typeof max === 'string' ? { max } : {}),
  };
}

/** Presets from any list: entries without a slug are left out, a missing name is the slug. */
export function toFontSizePresets(list: unknown): FontSizePresetValue[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const slug = text(readPath(entry, ['slug']));
    if (slug === '') return [];
    const name = text(readPath(entry, ['name']));
    const fluid = fluidOf(readPath(entry, ['fluid']));
    return [
      {
        slug,
        name: name === '' ? slug : name,
        size: text(readPath(entry, ['size'])),
        ...(fluid === undefined ? {} : { fluid }),
      },
    ];
  });
}

/**
 * One origin's presets in merged settings (theme < user): for the theme origin the user's copy
 * when there is one. A plain (unkeyed) list is the theme's.
 */
export function readFontSizes(settings: unknown, origin: PresetOrigin): FontSizePresetValue[] {
  const raw = readPath(settings, ['typography', 'fontSizes']);
  if (Array.isArray(raw)) return origin === 'theme' ? toFontSizePresets(raw) : [];
  return toFontSizePresets(readPath(raw, [origin]));
}

/**
 * The groups Font size presets lists: the theme's sizes when it has some, the core defaults
 * when they are offered (`typography.defaultFontSizes` not false), and always the custom ones.
 */
export function fontSizeGroups(settings: unknown): FontSizeGroup[] {
  const offered = getPresetsByOrigin(settings as ThemeJsonSettings, 'font-size');
  return FONT_SIZE_ORIGINS.flatMap((origin): FontSizeGroup[] => {
    const presets = readFontSizes(settings, origin);
    if (origin === 'custom') return [{ origin, presets }];
    if (offered[origin] === undefined || presets.length === 0) return [];
    return [{ origin, presets }];
  });
}

/** The preset with this slug, undefined when the list has none. */
export function findFontSize(
  list: readonly FontSizePresetValue[],
  slug: string,
): FontSizePresetValue | undefined {
  return list.find((preset) => preset.slug === slug);
}

/** The next free number N of `custom-N` slugs: one more than the highest in the list. */
export function nextCustomIndex(list: readonly FontSizePresetValue[]): number {
  let highest = 0;
  for (const preset of list) {
    const match = /^custom-(\d+)$/.exec(preset.slug);
    if (match !== null) highest = Math.max(highest, Number(match[1]));
  }
  return highest + 1;
}

/**
 * The list with a new size at the end: 'New Font Size N', 16px, slug `custom-N`. The slug is
 * made once and never changes, so text that uses the size keeps it after a rename.
 */
export function addFontSize(list: readonly FontSizePresetValue[]): FontSizePresetValue[] {
  const index = nextCustomIndex(list);
  return [...list, { slug: `custom-${index}`, name: `New Font Size ${index}`, size: NEW_SIZE }];
}

function update(
  list: readonly FontSizePresetValue[],
  slug: string,
  change: (preset: FontSizePresetValue) => FontSizePresetValue,
): FontSizePresetValue[] {
  return list.map((preset) => (preset.slug === slug ? change(preset) : preset));
}

/** The list with one preset renamed; a blank name leaves it as it was. */
export function renameFontSize(
  list: readonly FontSizePresetValue[],
  slug: string,
  name: string,
): FontSizePresetValue[] {
  const trimmed = name.trim();
  if (trimmed === '') return [...list];
  return update(list, slug, (preset) => ({ ...preset, name: trimmed }));
}

/** The list with one preset's size changed. */
export function resizeFontSize(
  list: readonly FontSizePresetValue[],
  slug: string,
  size: string,
): FontSizePresetValue[] {
  return update(list, slug, (preset) => ({ ...preset, size }));
}

/** The list without one preset. */
export function removeFontSize(
  list: readonly FontSizePresetValue[],
  slug: string,
): FontSizePresetValue[] {
  return list.filter((preset) => preset.slug !== slug);
}

/** The list with one preset made fluid (`fluid: true`) or static (`fluid: false`). */
export function setFontSizeFluid(
  list: readonly FontSizePresetValue[],
  slug: string,
  fluid: boolean,
): FontSizePresetValue[] {
  return update(list, slug, (preset) => ({ ...preset, fluid }));
}

/**
 * The list with one preset's custom fluid values on (minimum and maximum both start at its
 * size) or off (fluid with computed bounds again).
 */
export function setCustomFluidValues(
  list: readonly FontSizePresetValue[],
  slug: string,
  on: boolean,
): FontSizePresetValue[] {
  return update(list, slug, (preset) => ({
    ...preset,
    fluid: on ? { min: preset.size, max: preset.size } : true,
  }));
}

/** The list with one preset's fluid minimum or maximum set (an empty value removes it). */
export function setFluidBound(
  list: readonly FontSizePresetValue[],
  slug: string,
  bound: 'min' | 'max',
  value: string,
): FontSizePresetValue[] {
  return update(list, slug, (preset) => {
    const bounds: { min?: string; max?: string } = { ...customFluidValues(preset) };
    if (value === '') delete bounds[bound];
    else bounds[bound] = value;
    return { ...preset, fluid: bounds };
  });
}

/**
 * Whether a preset is fluid: its own `fluid` when it has one, else the site's
 * `typography.fluid` (true, or an object of options, as the stylesheet reads it).
 */
export function isFontSizeFluid(preset: FontSizePresetValue, siteFluid: unknown): boolean {
  if (preset.fluid !== undefined) return preset.fluid !== false;
  if (siteFluid === true) return true;
  return (
    typeof siteFluid === 'object' &&
    siteFluid !== null &&
    !Array.isArray(siteFluid) &&
    Object.keys(siteFluid).length > 0
  );
}

/** A preset's custom fluid values (its `{min, max}`), null when it has none. */
export function customFluidValues(
  preset: FontSizePresetValue,
): { readonly min?: string; readonly max?: string } | null {
  return typeof preset.fluid === 'object' ? preset.fluid : null;
}

/** Whether a preset has custom fluid values. */
export function isCustomFluid(preset: FontSizePresetValue): boolean {
  return customFluidValues(preset) !== null;
}

/** The list as theme.json stores it (`{slug, name, size, fluid?}`); undefined when empty. */
export function toThemeJsonFontSizes(
  list: readonly FontSizePresetValue[],
): FontSizePresetValue[] | undefined {
  return list.length === 0 ? undefined : list.map((preset) => ({ ...preset }));
}

/** Whether the user's record holds a copy of an origin's list (then it can be reset). */
export function hasOwnFontSizes(userSettings: unknown, origin: PresetOrigin): boolean {
  return Array.isArray(readPath(userSettings, fontSizesPath(origin)));
}
