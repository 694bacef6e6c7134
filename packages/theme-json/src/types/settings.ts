import type {
  ColorPreset,
  DuotonePreset,
  FontFamilyPreset,
  FontSizePreset,
  GradientPreset,
  PresetList,
  ShadowPreset,
  SpacingScale,
  SpacingSizePreset,
} from './presets';

/** Settings for fluid typography, or `true` for the defaults. */
export type FluidTypographySettings =
  | boolean
  | {
      readonly minFontSize?: string;
      readonly maxViewportWidth?: string;
      readonly minViewportWidth?: string;
    };

/** `settings.color`. */
export interface ColorSettings {
  readonly background?: boolean;
  readonly custom?: boolean;
  readonly customDuotone?: boolean;
  readonly customGradient?: boolean;
  readonly defaultDuotone?: boolean;
  readonly defaultGradients?: boolean;
  readonly defaultPalette?: boolean;
  readonly duotone?: PresetList<DuotonePreset>;
  readonly gradients?: PresetList<GradientPreset>;
  readonly link?: boolean;
  readonly heading?: boolean;
  readonly button?: boolean;
  readonly caption?: boolean;
  readonly palette?: PresetList<ColorPreset>;
  readonly text?: boolean;
}

/** `settings.typography`. */
export interface TypographySettings {
  readonly customFontSize?: boolean;
  readonly defaultFontSizes?: boolean;
  readonly dropCap?: boolean;
  readonly fluid?: FluidTypographySettings;
  readonly fontFamilies?: PresetList<FontFamilyPreset>;
  readonly fontSizes?: PresetList<FontSizePreset>;
  readonly fontStyle?: boolean;
  readonly fontWeight?: boolean;
  readonly letterSpacing?: boolean;
  readonly lineHeight?: boolean;
  readonly textAlign?: boolean;
  readonly textColumns?: boolean;
  readonly textDecoration?: boolean;
  readonly textTransform?: boolean;
  readonly writingMode?: boolean;
}

/** `settings.spacing`. */
export interface SpacingSettings {
  readonly blockGap?: boolean | null;
  readonly customSpacingSize?: boolean;
  readonly defaultSpacingSizes?: boolean;
  readonly margin?: boolean;
  readonly padding?: boolean;
  readonly spacingScale?: SpacingScale;
  readonly spacingSizes?: PresetList<SpacingSizePreset>;
  readonly units?: readonly string[];
}

/** `settings.layout`. */
export interface LayoutSettings {
  readonly contentSize?: string;
  readonly wideSize?: string;
  readonly allowEditing?: boolean;
  readonly allowCustomContentAndWideSize?: boolean;
}

/** `settings.border`. */
export interface BorderSettings {
  readonly color?: boolean;
  readonly radius?: boolean;
  readonly style?: boolean;
  readonly width?: boolean;
}

/** `settings.shadow`. */
export interface ShadowSettings {
  readonly defaultPresets?: boolean;
  readonly presets?: PresetList<ShadowPreset>;
}

/** `settings.dimensions`. */
export interface DimensionsSettings {
  readonly aspectRatio?: boolean;
  readonly minHeight?: boolean;
}

/** `settings.background`. */
export interface BackgroundSettings {
  readonly backgroundImage?: boolean;
  readonly backgroundSize?: boolean;
}

/** Free-form values turned into `--wp--custom--*` properties. */
export interface CustomSettings {
  readonly [key: string]: string | number | CustomSettings;
}

/** Settings that may also appear per block (`settings.blocks[name]`). */
export interface BlockSettings {
  readonly appearanceTools?: boolean;
  readonly background?: BackgroundSettings;
  readonly border?: BorderSettings;
  readonly color?: ColorSettings;
  readonly custom?: CustomSettings;
  readonly dimensions?: DimensionsSettings;
  readonly layout?: LayoutSettings;
  readonly shadow?: ShadowSettings;
  readonly spacing?: SpacingSettings;
  readonly typography?: TypographySettings;
}

/** `settings` of theme.json version 3. */
export interface ThemeJsonSettings extends BlockSettings {
  readonly useRootPaddingAwareAlignments?: boolean;
  readonly blocks?: { readonly [blockName: string]: BlockSettings };
}
