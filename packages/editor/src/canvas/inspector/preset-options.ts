import {
  type AnyPreset,
  getPresetsByOrigin,
  type PresetKind,
  type PresetOrigin,
  type ThemeJsonSettings,
} from '@atelier/theme-json';

/** One preset as a control shows it. */
export interface PresetOption {
  slug: string;
  name: string;
  /** The CSS value (a colour, a size, a font stack). */
  value: string;
}

/** The presets of one origin, labelled like the block editor ('Theme', 'Default', 'Custom'). */
export interface PresetGroup {
  origin: PresetOrigin;
  label: string;
  options: PresetOption[];
}

const ORIGIN_LABELS: Record<PresetOrigin, string> = {
  theme: 'Theme',
  default: 'Default',
  custom: 'Custom',
};
/** Theme presets first, then core defaults, then the user's own. */
const ORIGIN_ORDER: readonly PresetOrigin[] = ['theme', 'default', 'custom'];

const VALUE_KEYS: Partial<Record<PresetKind, string>> = {
  color: 'color',
  gradient: 'gradient',
  'font-size': 'size',
  'font-family': 'fontFamily',
  spacing: 'size',
};

function toOption(preset: AnyPreset, kind: PresetKind): PresetOption {
  const raw = preset[VALUE_KEYS[kind] ?? 'value'];
  return {
    slug: preset.slug,
    name: typeof preset.name === 'string' && preset.name !== '' ? preset.name : preset.slug,
    value: typeof raw === 'string' ? raw : '',
  };
}

/** The presets of a kind grouped by origin, empty origins left out. */
export function presetGroups(
  settings: ThemeJsonSettings | undefined,
  kind: PresetKind,
): PresetGroup[] {
  const byOrigin = getPresetsByOrigin(settings, kind);
  return ORIGIN_ORDER.flatMap((origin) => {
    const presets = byOrigin[origin] ?? [];
    if (presets.length === 0) return [];
    return [
      { origin, label: ORIGIN_LABELS[origin], options: presets.map((p) => toOption(p, kind)) },
    ];
  });
}
