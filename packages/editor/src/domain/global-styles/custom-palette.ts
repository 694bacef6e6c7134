import { readPath, type StylePath } from './style-tree';

/** The two palettes a person extends in Colors → Palette. */
export type PaletteKind = 'color' | 'gradient';

/** One custom colour (`color`) or gradient (`gradient`) of the user's record. */
export interface CustomPreset {
  readonly slug: string;
  readonly name: string;
  readonly value: string;
}

interface PaletteRule {
  /** Where the user's list lives in `settings`. */
  path: StylePath;
  /** The preset's value field in theme.json. */
  field: 'color' | 'gradient';
  /** A new entry's name ('Color 3') and slug ('custom-color-3'). */
  noun: string;
  value: string;
}

const RULES: Record<PaletteKind, PaletteRule> = {
  color: { path: ['color', 'palette'], field: 'color', noun: 'Color', value: '#000000' },
  gradient: {
    path: ['color', 'gradients'],
    field: 'gradient',
    noun: 'Gradient',
    value: 'linear-gradient(135deg, #000000 0%, #ffffff 100%)',
  },
};

/** The path in the user's `settings` that holds the custom list of a palette. */
export function customPalettePath(kind: PaletteKind): StylePath {
  return [...RULES[kind].path, 'custom'];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The user's custom colours or gradients from their `settings`: the `custom` list of the
 * palette (a plain list, as older records store it, is read as custom too).
 */
export function readCustomPalette(settings: unknown, kind: PaletteKind): CustomPreset[] {
  const rule = RULES[kind];
  const raw = readPath(settings, rule.path);
  const list: unknown = Array.isArray(raw) ? raw : readPath(raw, ['custom']);
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const slug = text(readPath(entry, ['slug']));
    if (slug === '') return [];
    const name = text(readPath(entry, ['name']));
    return [{ slug, name: name === '' ? slug : name, value: text(readPath(entry, [rule.field])) }];
  });
}

/** The list as theme.json presets (`{slug, name, color}` or `{slug, name, gradient}`). */
export function toThemeJsonPresets(
  list: readonly CustomPreset[],
  kind: PaletteKind,
): Record<string, string>[] {
  const field = RULES[kind].field;
  return list.map((preset) => ({ slug: preset.slug, name: preset.name, [field]: preset.value }));
}

/**
 * The list with one more entry, named 'Color N' ('Gradient N') with slug `custom-color-N`, N
 * being the first number from the list's length + 1 whose slug is free. The slug is made once
 * and never changes, so styles that reference the colour keep working after a rename.
 */
export function addCustomPreset(
  list: readonly CustomPreset[],
  kind: PaletteKind,
  value: string = RULES[kind].value,
): CustomPreset[] {
  const { noun } = RULES[kind];
  const taken = new Set(list.map((preset) => preset.slug));
  let n = list.length + 1;
  while (taken.has(`custom-${noun.toLowerCase()}-${n}`)) n += 1;
  return [...list, { slug: `custom-${noun.toLowerCase()}-${n}`, name: `${noun} ${n}`, value }];
}

/** The list with one entry renamed; a blank name leaves the list as it was. */
export function renameCustomPreset(
  list: readonly CustomPreset[],
  slug: string,
  name: string,
): readonly CustomPreset[] {
  const trimmed = name.trim();
  if (trimmed === '') return list;
  return list.map((preset) => (preset.slug === slug ? { ...preset, name: trimmed } : preset));
}

/** The list with one entry's colour (or gradient) changed. */
export function recolorCustomPreset(
  list: readonly CustomPreset[],
  slug: string,
  value: string,
): CustomPreset[] {
  return list.map((preset) => (preset.slug === slug ? { ...preset, value } : preset));
}

/** The list without one entry. */
export function removeCustomPreset(list: readonly CustomPreset[], slug: string): CustomPreset[] {
  return list.filter((preset) => preset.slug !== slug);
}
