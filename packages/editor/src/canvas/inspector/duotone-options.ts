import type { BlockSupports } from '@atelier/blocks';
import { getPresetsByOrigin, type PresetOrigin, type ThemeJsonSettings } from '@atelier/theme-json';
import { readStyle, type StyleObject, withStyle } from './style-path';

/** One duotone preset as the pickers show it. */
export interface DuotoneOption {
  slug: string;
  name: string;
  /** The shadow and highlight colours as a swatch (a gradient from the first to the last). */
  swatch: string;
}

/** The duotone presets of one origin ('Theme', 'Default', 'Custom'). */
export interface DuotoneGroup {
  origin: PresetOrigin;
  label: string;
  options: DuotoneOption[];
}

const GROUPS: readonly { origin: PresetOrigin; label: string }[] = [
  { origin: 'theme', label: 'Theme' },
  { origin: 'default', label: 'Default' },
  { origin: 'custom', label: 'Custom' },
];

/**
 * The duotone presets of the merged palette (`settings.color.duotone`), grouped: the theme's,
 * then the defaults (unless `defaultDuotone` is false), then the user's; presets with fewer than
 * two colours and empty origins left out.
 */
export function duotoneGroups(settings: ThemeJsonSettings | undefined): DuotoneGroup[] {
  const byOrigin = getPresetsByOrigin(settings, 'duotone');
  return GROUPS.flatMap(({ origin, label }) => {
    const options = (byOrigin[origin] ?? []).flatMap((preset): DuotoneOption[] => {
      const colors = Array.isArray(preset.colors)
        ? preset.colors.filter((color): color is string => typeof color === 'string')
        : [];
      if (colors.length < 2) return [];
      const name =
        typeof preset.name === 'string' && preset.name !== '' ? preset.name : preset.slug;
      return [{ slug: preset.slug, name, swatch: `linear-gradient(135deg, ${colors.join(', ')})` }];
    });
    return options.length === 0 ? [] : [{ origin, label, options }];
  });
}

/** A duotone as chosen: a preset, 'unset' (no filter, even an inherited one), or none set. */
export type DuotoneChoice = { kind: 'preset'; slug: string } | { kind: 'unset' } | null;

const PRESET_PREFIX = 'var:preset|duotone|';

/** `var:preset|duotone|{slug}` → that preset, `unset` → unset; anything else is no choice. */
export function duotoneChoice(value: unknown): DuotoneChoice {
  if (value === 'unset') return { kind: 'unset' };
  if (typeof value !== 'string' || !value.startsWith(PRESET_PREFIX)) return null;
  const slug = value.slice(PRESET_PREFIX.length);
  return slug === '' ? null : { kind: 'preset', slug };
}

/** A choice as the stored value (`var:preset|duotone|{slug}`, `unset`); none is `undefined`. */
export function duotoneValue(choice: DuotoneChoice): string | undefined {
  if (choice === null) return undefined;
  return choice.kind === 'unset' ? 'unset' : `${PRESET_PREFIX}${choice.slug}`;
}

/** Where a block keeps its duotone (`style.color.duotone`, as the block editor stores it). */
export const BLOCK_DUOTONE_PATH = ['color', 'duotone'] as const;
/** Where a block type's styles keep it (`styles.blocks[name].filter.duotone`). */
export const GLOBAL_DUOTONE_PATH = ['filter', 'duotone'] as const;

/** The duotone of a style at a path. */
export function readDuotone(style: StyleObject, path: readonly string[]): DuotoneChoice {
  return duotoneChoice(readStyle(style, path));
}

/** The style with the duotone at a path set, or removed for no choice. */
export function withDuotone(
  style: StyleObject,
  path: readonly string[],
  choice: DuotoneChoice,
): StyleObject {
  return withStyle(style, path, duotoneValue(choice));
}

/** Which filter controls a block offers: the duotone with the `filter.duotone` support. */
export function filterFeatures(supports: BlockSupports): { duotone: boolean } {
  return { duotone: supports.filter?.duotone === true };
}
