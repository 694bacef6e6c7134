/** The kinds of preset theme.json defines. */
export type PresetKind =
  | 'color'
  | 'gradient'
  | 'duotone'
  | 'font-size'
  | 'font-family'
  | 'spacing'
  | 'shadow';

/** A preset class and the CSS property it sets, e.g. `has-{slug}-color` → `color`. */
export interface PresetClass {
  readonly suffix: string;
  readonly property: string;
}

/** Where a preset kind lives in settings and how it becomes CSS. */
export interface PresetMetadata {
  readonly kind: PresetKind;
  /** Path inside `settings` (or `settings.blocks[name]`). */
  readonly path: readonly [string, string];
  /** The preset's value field (`color`, `gradient`, `size`…). */
  readonly valueKey: string;
  /**
   * The boolean setting deciding whether default presets are offered. When it is false the
   * default origin is neither offered nor emitted; when true, theme presets cannot reuse a
   * default slug.
   */
  readonly defaultFlag?: readonly [string, string];
  readonly classes: readonly PresetClass[];
}

/** All preset kinds, in the order their custom properties and classes are emitted. */
export const PRESET_METADATA: readonly PresetMetadata[] = [
  {
    kind: 'color',
    path: ['color', 'palette'],
    valueKey: 'color',
    defaultFlag: ['color', 'defaultPalette'],
    classes: [
      { suffix: 'color', property: 'color' },
      { suffix: 'background-color', property: 'background-color' },
      { suffix: 'border-color', property: 'border-color' },
    ],
  },
  {
    kind: 'gradient',
    path: ['color', 'gradients'],
    valueKey: 'gradient',
    defaultFlag: ['color', 'defaultGradients'],
    classes: [{ suffix: 'gradient-background', property: 'background' }],
  },
  {
    kind: 'duotone',
    path: ['color', 'duotone'],
    valueKey: 'colors',
    defaultFlag: ['color', 'defaultDuotone'],
    classes: [],
  },
  {
    kind: 'font-size',
    path: ['typography', 'fontSizes'],
    valueKey: 'size',
    defaultFlag: ['typography', 'defaultFontSizes'],
    classes: [{ suffix: 'font-size', property: 'font-size' }],
  },
  {
    kind: 'font-family',
    path: ['typography', 'fontFamilies'],
    valueKey: 'fontFamily',
    classes: [{ suffix: 'font-family', property: 'font-family' }],
  },
  {
    kind: 'spacing',
    path: ['spacing', 'spacingSizes'],
    valueKey: 'size',
    defaultFlag: ['spacing', 'defaultSpacingSizes'],
    classes: [],
  },
  {
    kind: 'shadow',
    path: ['shadow', 'presets'],
    valueKey: 'shadow',
    defaultFlag: ['shadow', 'defaultPresets'],
    classes: [],
  },
];

/** Looks up the metadata of one preset kind. */
export function getPresetMetadata(kind: PresetKind): PresetMetadata {
  const found = PRESET_METADATA.find((metadata) => metadata.kind === kind);
  if (found === undefined) throw new Error(`Unknown preset kind: ${kind}`);
  return found;
}
