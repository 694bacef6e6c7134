import { type PresetName, presetReference } from './preset-names';

/** Longer values (Additional CSS, gradients) are cut to this many characters. */
export const READABLE_VALUE_LENGTH = 60;

/** How a value nobody set reads. */
export const NOT_SET = 'not set';

/** How an empty list (no custom colours) reads. */
export const NO_ITEMS = 'none';

/** The fields a preset's value is held in, by kind ('color' for a colour…). */
const PRESET_VALUE_FIELDS = ['color', 'gradient', 'size', 'fontFamily', 'colors', 'shadow'];

type Plain = Readonly<Record<string, unknown>>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > READABLE_VALUE_LENGTH
    ? `${flat.slice(0, READABLE_VALUE_LENGTH - 1).trimEnd()}…`
    : flat;
}

/** 'letterSpacing' → 'letter spacing'; ':hover' → 'hover'. */
export function spacedWords(key: string): string {
  return key
    .replace(/^:+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
}

/** A list item of a preset list (a colour of the palette, a font family): has a slug. */
function isPresetItem(value: unknown): value is Plain & { slug: string } {
  return isPlain(value) && typeof value.slug === 'string';
}

function itemName(item: Plain & { slug: string }): string {
  return typeof item.name === 'string' && item.name !== '' ? item.name : item.slug;
}

function itemValue(item: Plain, presets: PresetName): string | undefined {
  const field = PRESET_VALUE_FIELDS.find((key) => item[key] !== undefined);
  return field === undefined ? undefined : readableValue(item[field], presets);
}

/**
 * A value of the global styles as a person reads it: a preset reference as the preset's name
 * (its slug when the name is unknown), a list of presets as their names, long text cut short,
 * 'not set' for nothing and 'none' for an empty list.
 */
export function readableValue(value: unknown, presets: PresetName): string {
  if (value === undefined || value === null || value === '') return NOT_SET;
  if (typeof value === 'string') {
    const reference = presetReference(value);
    if (reference !== null) return presets(reference.kind, reference.slug) ?? reference.slug;
    return shortened(value);
  }
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return NO_ITEMS;
    return shortened(
      value
        .map((item) => (isPresetItem(item) ? itemName(item) : readableValue(item, presets)))
        .join(', '),
    );
  }
  if (isPlain(value)) {
    return shortened(
      Object.entries(value)
        .map(([key, item]) => `${spacedWords(key)} ${readableValue(item, presets)}`)
        .join(', '),
    );
  }
  return NOT_SET;
}

/** Preset lists whose items have the same names on both sides, told apart by their values. */
function detailedList(list: readonly unknown[], presets: PresetName): string {
  if (list.length === 0) return NO_ITEMS;
  return shortened(
    list
      .map((item) => {
        if (!isPresetItem(item)) return readableValue(item, presets);
        const value = itemValue(item, presets);
        return value === undefined ? itemName(item) : `${itemName(item)} (${value})`;
      })
      .join(', '),
  );
}

/**
 * A changed value before and after, as people read them. A list missing on one side reads
 * 'none'; two lists whose names read the same (a colour changed, not renamed) show their values.
 */
export function readablePair(
  before: unknown,
  after: unknown,
  presets: PresetName,
): { before: string; after: string } {
  const lists = Array.isArray(before) || Array.isArray(after);
  const read = (value: unknown) =>
    lists && value === undefined ? NO_ITEMS : readableValue(value, presets);
  const pair = { before: read(before), after: read(after) };
  if (pair.before === pair.after && Array.isArray(before) && Array.isArray(after)) {
    return { before: detailedList(before, presets), after: detailedList(after, presets) };
  }
  return pair;
}
